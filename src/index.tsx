import '@fontsource/lora/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '../styles/global.scss';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { apiCacheHydrated } from '@/api/hydration';
import { AppProviders } from '@/app/AppProviders';
import { readConfig } from '@/app/config';
import { loadMatchedRoutes, prerenderedForThisPage } from '@/app/hydration';
import { readPrerenderedState } from '@/app/prerender/prerenderedState';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';

async function start(container: HTMLElement) {
  const config = readConfig();
  const prerendered = readPrerenderedState(document);
  const hydrate = prerendered !== null && prerenderedForThisPage(prerendered, routes, window.location);
  const store = makeStore({ config, preloadedState: hydrate ? prerendered.slices : undefined });
  if (hydrate) {
    store.dispatch(apiCacheHydrated(prerendered.api));
    await loadMatchedRoutes(routes, window.location);
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders store={store} config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // Said plainly in the console (and caught by the browser tests) rather than React's minified code.
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
void start(container);
