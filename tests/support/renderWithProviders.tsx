import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { SiteConfig } from '@/app/config';
import { routes as appRoutes } from '@/app/routes';
import type { RootState } from '@/app/store';
import { makeStore } from '@/app/store';

/** What the app is configured with in tests: a fake API on jsdom's origin, no third parties. */
export const testConfig: SiteConfig = {
  apiUrl: 'http://localhost/functions/v1',
  apiKey: 'test-anon-key',
};

interface RenderOptions {
  /** The URL the memory router starts at. */
  readonly route?: string;
  readonly preloadedState?: Partial<RootState>;
  /** Merged over `testConfig`. */
  readonly config?: Partial<SiteConfig>;
  /** Route tree to render; defaults to the app's own. */
  readonly routes?: RouteObject[];
}

function renderRoutes(routes: RouteObject[], { route = '/', preloadedState, config: overrides }: RenderOptions) {
  const config = { ...testConfig, ...overrides };
  const store = makeStore({ preloadedState, config });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user };
}

/**
 * Renders `ui` with a real store, the configuration and a memory router at `route`,
 * or, with `ui` null, the whole app (its real, lazily loaded route tree).
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  if (ui === null) return renderRoutes(options.routes ?? appRoutes, options);
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Navigates the memory router the way a link would, inside `act`. */
export async function navigate(router: ReturnType<typeof createMemoryRouter>, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}
