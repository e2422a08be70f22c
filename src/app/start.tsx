import { startTransition, StrictMode, useEffect } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { currentSiteDomain } from '@/api/apiSlice';
import { AppProviders } from '@/app/AppProviders';
import { offersOfflineReading, readConfig } from '@/app/config';
import { useConfig } from '@/app/ConfigContext';
import { answersForDomain, answersHydrated, answersRechecked } from '@/app/hydration';
import { useAppDispatch } from '@/app/hooks';
import { appPageAt, loadPage } from '@/app/pageModule';
import type { WrittenAnswer } from '@/app/prerender/prerenderedState';
import { readPrerenderedState } from '@/app/prerender/prerenderedState';
import { renderedPath } from '@/app/renderedPage';
import { AppRoutes } from '@/app/routes';
import { SiteRouter } from '@/app/SiteRouter';
import { makeStore } from '@/app/store';
import { locationChanged, locationOf } from '@/features/navigation/navigationSlice';
import { restorePaintedScript } from '@/features/sanskrit-script/paintedScript';
import { pageHeadChanged } from '@/features/seo/seoSlice';
import { hydrationDone, hydrationStarted } from '@/lib/useHydrated';
import { whenIdle } from '@/lib/whenIdle';
import { yieldToMain } from '@/lib/yieldToMain';

/**
 * Marks the page `data-interactive` and releases held taps once React has taken over (this effect runs after all others);
 * the parts that wait for hydration (`useHydrated`) are told in the next task.
 */
function MarkInteractive({ onInteractive, painted }: { readonly onInteractive?: () => void; readonly painted: readonly WrittenAnswer[] }) {
  const config = useConfig();
  const dispatch = useAppDispatch();
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    onInteractive?.();
    // Each in a task of its own, after the one that ends hydration: the live check of the answers the page was
    // painted with, then the parts that wait for hydration drawn again.
    void yieldToMain()
      .then(() => {
        dispatch(answersRechecked(painted));
        return yieldToMain();
      })
      .then(hydrationDone);
    // Offline reading never costs the first visit: the worker, and what it precaches, come once the page is interactive.
    const offlineReading = offersOfflineReading(config);
    whenIdle(() => {
      // A chunk a deploy removed under a running page cannot load: the next page asks again, nothing more is lost.
      import(/* webpackChunkName: "after-takeover" */ './afterTakeover').then(
        ({ afterTakeover }) => afterTakeover({ offlineReading }),
        () => undefined,
      );
    });
  }, [onInteractive, painted, dispatch, config]);
  return null;
}

export interface StartOptions {
  readonly onInteractive?: () => void;
}

/**
 * Renders the app into `#root`. A prerendered page is always hydrated, wherever it is served and whatever URL the
 * host served it for: at the location and with the data it was rendered with, so React takes over the painted page
 * rather than drawing over it; the router then moves to the address bar's URL.
 */
export async function start({ onInteractive }: StartOptions = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const config = readConfig();
  const domain = currentSiteDomain(config.siteUrl);
  const prerendered = readPrerenderedState(document);
  const store = makeStore({ config });
  // A page the head's boot script painted in a stored script other than Devanagari: the store takes that script first.
  await restorePaintedScript(store.dispatch);
  const renderedAt = prerendered ? renderedPath(prerendered, window.location) : undefined;
  // The answers the page was painted with, asked for again once React has taken over.
  let painted: readonly WrittenAnswer[] = [];
  // Where the markup was rendered, when the router must move from there to the address bar's URL.
  const movesFrom = renderedAt === `${location.pathname}${location.search}` ? undefined : renderedAt;
  // The store starts where the page renders first; the router then tells it of the move (`SiteRouter`).
  store.dispatch(locationChanged(locationOf(movesFrom ?? `${location.pathname}${location.search}${location.hash}`)));
  if (prerendered && renderedAt !== undefined) {
    painted = answersForDomain(prerendered.answers, prerendered.domain, domain);
    store.dispatch(answersHydrated(painted));
    await yieldToMain();
    // The first render must match the markup: the page's module is there before it.
    const rendered = new URL(renderedAt, location.origin);
    const { page: renderedPage, params } = appPageAt(rendered.pathname);
    if (renderedPage) {
      const module = await loadPage(renderedPage);
      // The head the page was written with, made as the prerenderer made it: from its module and its answers. A head
      // with code of its own waits for it, after the takeover (`PageView`); the painted head stays meanwhile.
      const context = { pathname: rendered.pathname, searchParams: rendered.searchParams, params, domain, config };
      if (!module.headCode) store.dispatch(pageHeadChanged(module.head(context, store.getState())));
    }
  }
  // React DOM, the largest download of the takeover, is a chunk of its own, asked for once the entry has arrived: on a
  // slow phone the store, the routes and the page's module are evaluated while it is still arriving
  // (docs/decisions/react-dom-apart.md).
  const { createRoot, hydrateRoot } = await import(/* webpackChunkName: "react-dom" */ 'react-dom/client');
  const history = createBrowserHistory({ window, v5Compat: true });
  const app = (
    <StrictMode>
      <AppProviders store={store} config={config}>
        <SiteRouter history={history} renderedAt={movesFrom}>
          <AppRoutes>
            <MarkInteractive onInteractive={onInteractive} painted={painted} />
          </AppRoutes>
        </SiteRouter>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) {
    // Said plainly in the console (and failing the browser tests) rather than React's minified code: hydration must
    // succeed, not recover. As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (`npm run bench`: mobile TBT).
    hydrationStarted();
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
