import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { currentSiteDomain } from '@/api/apiSlice';
import { AppProviders } from '@/app/AppProviders';
import { offersOfflineReading, readConfig } from '@/config/siteConfig';
import { answersForDomain, answersHydrated } from '@/app/hydration';
import { linkWebAppManifest } from '@/app/linkWebAppManifest';
import { appPageAt, loadPage } from '@/app/pageModule';
import { readPrerenderedState } from '@/app/prerender/prerenderedState';
import { renderedPath } from '@/app/renderedPage';
import { AppRoutes } from '@/app/routes';
import { registerServiceWorkerWhenIdle } from '@/app/serviceWorker/registerServiceWorker';
import { SiteRouter } from '@/app/SiteRouter';
import { makeStore } from '@/store/store';
import { paginationAt } from '@/store/paginationSlice';
import { restorePaintedScript } from '@/features/sanskrit-script/paintedScript';
import { whenIdle } from '@/lib/whenIdle';
import { yieldToMain } from '@/lib/yieldToMain';

/** Marks the page `data-interactive` once React has taken over (its effect runs last). */
function MarkInteractive({ onInteractive, offlineReading }: { readonly onInteractive?: () => void; readonly offlineReading: boolean }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    onInteractive?.();
    // What the reader did not ask for waits (docs/decisions/offline-reading.md).
    whenIdle(() => {
      linkWebAppManifest();
      if (offlineReading) registerServiceWorkerWhenIdle();
    });
  }, [onInteractive, offlineReading]);
  return null;
}

export interface StartOptions {
  readonly onInteractive?: () => void;
}

/** Renders into `#root`; a prerendered page hydrates at the location and answers it was rendered with, never drawn over. */
export async function start({ onInteractive }: StartOptions = {}): Promise<void> {
  // The libraries' evaluation ends this task; filling the store starts the next, so a phone's main thread is not held for both.
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const config = readConfig();
  const prerendered = readPrerenderedState(document);
  const here = `${location.pathname}${location.search}`;
  const renderedAt = prerendered ? renderedPath(prerendered, location) : here;
  const store = makeStore({ config, preloadedState: { pagination: paginationAt(renderedAt) } });
  await restorePaintedScript(store.dispatch);
  if (prerendered) {
    store.dispatch(answersHydrated(answersForDomain(prerendered.answers, prerendered.domain, currentSiteDomain(config.siteUrl))));
    // The first render must match the markup: the page's module is there before it.
    await loadPage(appPageAt(new URL(renderedAt, location.origin).pathname).page);
  }
  const app = (
    <StrictMode>
      <AppProviders store={store} config={config}>
        <SiteRouter history={createBrowserHistory({ window })} renderedAt={renderedAt === here ? undefined : renderedAt}>
          <AppRoutes>
            <MarkInteractive onInteractive={onInteractive} offlineReading={offersOfflineReading(config)} />
          </AppRoutes>
        </SiteRouter>
      </AppProviders>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // A transition, so hydration yields to the browser; a mismatch is said plainly: hydration must succeed, not recover.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
  });
}
