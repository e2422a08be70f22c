import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { currentSiteDomain, revalidateHydratedQueries } from '@/api/apiSlice';
import { apiCacheHydrated } from '@/api/hydration';
import { AppProviders } from '@/app/AppProviders';
import { readConfig } from '@/app/config';
import { prerenderedForThisPage } from '@/app/hydration';
import { loadPage } from '@/app/pageLoader';
import { readPrerenderedState } from '@/app/prerender/prerenderedState';
import { AppRoutes, matchPageRoute, routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { yieldToMain } from '@/lib/yieldToMain';

/** Marks the page `data-interactive` and releases held taps once React has taken over (this effect runs after all others). */
function MarkInteractive({ onInteractive }: { readonly onInteractive?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    onInteractive?.();
  }, [onInteractive]);
  return null;
}

export interface StartOptions {
  readonly onInteractive?: () => void;
}

/** Renders the app into `#root`, hydrating the prerendered markup when it is for this URL. */
export async function start({ onInteractive }: StartOptions = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const config = readConfig();
  const prerendered = readPrerenderedState(document);
  const hydrate = prerendered !== null && prerenderedForThisPage(prerendered, routes, window.location, currentSiteDomain(config.siteUrl));
  const store = makeStore({ config, preloadedState: hydrate ? prerendered.slices : undefined });
  if (hydrate) {
    store.dispatch(apiCacheHydrated(prerendered.api));
    await yieldToMain();
    // The first render must match the prerendered HTML: the page's code is there before it.
    await loadPage(matchPageRoute(window.location.pathname).route);
  }
  const takenOver = () => {
    onInteractive?.();
    if (hydrate) void store.dispatch(revalidateHydratedQueries());
  };
  const app = (
    <StrictMode>
      <AppProviders store={store} config={config}>
        <BrowserRouter>
          <AppRoutes>
            <MarkInteractive onInteractive={takenOver} />
          </AppRoutes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // Said plainly in the console (and caught by the browser tests) rather than React's minified code.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (`npm run bench`: mobile TBT).
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
