import type { ReactElement, ReactNode } from 'react';
import { useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location, NavigateFunction } from 'react-router';
import { createMemoryHistory } from 'history';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import type { SiteConfig } from '@/config/siteConfig';
import type { AppPage } from '@/app/pageModule';
import { appPages, loadPage } from '@/app/pageModule';
import { AppRoutes } from '@/app/routes';
import { SiteRouter } from '@/app/SiteRouter';
import type { RootState } from '@/store/store';
import { makeStore } from '@/store/store';
import { paginationAt } from '@/store/paginationSlice';

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
  /** The page table the whole app renders; defaults to the app's own. */
  readonly pages?: readonly AppPage[];
}

/** The app's router over a memory history, as a test drives it: where it is, and a way to go elsewhere as a link or Back would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string | number): void | Promise<void>;
}

/** Reports the memory router's location and navigate function after every render. */
function RouterProbe({ onRender }: { readonly onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate));
  return null;
}

/** The tree the helpers render, for a test that renders it itself. */
export function appTree(ui: ReactElement | null, { route = '/', preloadedState, config: overrides, pages }: RenderOptions) {
  const config = { ...testConfig, ...overrides };
  // As the browser entry does (src/app/start.tsx): the list's page is the first location's.
  const store = makeStore({ preloadedState: { pagination: paginationAt(route), ...preloadedState }, config });
  const history = createMemoryHistory({ initialEntries: [route] });
  let current: { location: Location; navigate: NavigateFunction } | undefined;
  const seen = () => {
    if (!current) throw new Error('The memory router has not rendered yet.');
    return current;
  };
  const router: TestRouter = {
    get state() {
      return { location: seen().location };
    },
    navigate: (to) => (typeof to === 'number' ? seen().navigate(to) : seen().navigate(to)),
  };
  const onRender = (location: Location, navigate: NavigateFunction) => {
    current = { location, navigate };
  };
  const content: ReactNode =
    ui === null ? (
      <AppRoutes pages={pages} />
    ) : (
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    );
  const tree = (treeConfig: SiteConfig) => (
    <AppProviders store={store} config={treeConfig}>
      <SiteRouter history={history}>
        <RouterProbe onRender={onRender} />
        {content}
      </SiteRouter>
    </AppProviders>
  );
  return { store, router, config, tree };
}

/** `render` in an awaited `act`, as React asks of a tree that may suspend (a page's lazily loaded parts). */
async function renderAwaited(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
    await Promise.resolve();
  });
  if (!result) throw new Error('Nothing was rendered.');
  return result;
}

/** Renders `ui` with a real store, the configuration and the app's router at `route`, over a memory history. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { store, router, config, tree } = appTree(ui, options);
  const user = userEvent.setup();
  const result = await renderAwaited(tree(config));
  /** Renders the same tree again with another configuration object, keeping the router where it is. */
  const rerenderWithConfig = (next: SiteConfig) => result.rerender(tree(next));
  return { ...result, store, router, user, rerenderWithConfig };
}

/** Renders the whole app at `route`, as `renderWithProviders` does a component. */
export async function renderApp(options: RenderOptions = {}) {
  const { store, router, config, tree } = appTree(null, options);
  const user = userEvent.setup();
  const result = await renderAwaited(tree(config));
  return { ...result, store, router, user };
}

// The pages' code is loaded before each file's tests, as a prerendered page's is before it hydrates.
beforeAll(async () => {
  await Promise.allSettled(appPages.map((page) => loadPage(page)));
});

/** Navigates the memory router the way a link would, inside `act`. */
export async function navigate(router: TestRouter, to: string | number) {
  await act(async () => {
    await router.navigate(to);
  });
}

/** A store of its own around `children`: for a test that renders one part of a page, which reads the store. */
export function StoreProvider({ children }: { readonly children: ReactNode }) {
  const [store] = useState(() => makeStore({ config: testConfig }));
  return <Provider store={store}>{children}</Provider>;
}

/** `ui` inside a store of its own, for `renderToString` and the like. */
export const withStore = (ui: ReactElement) => <StoreProvider>{ui}</StoreProvider>;
