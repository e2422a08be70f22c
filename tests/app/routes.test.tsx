import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { AppPage, PageModule } from '@/app/pageModule';
import { appPages } from '@/app/pageModule';
import { homeHead } from '@/features/seo/homeHead';
import { appTree, navigate, renderApp, testConfig } from '../support/renderWithProviders';

// The landing page lists the latest posts from the content API; these tests are not about
// them, so the API is faked as unavailable rather than left to reach for a real server.
const contentApi = setupServer(http.all(`${testConfig.apiUrl}/*`, () => new HttpResponse(null, { status: 503 })));
beforeAll(() => contentApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => contentApi.close());

/** A page's module with the site's own head. */
const pageModule = (Page: ComponentType): PageModule => ({ Page, head: () => homeHead(undefined) });

describe('the route tree', () => {
  // The blog routes call the content API; their own tests fake it (tests/features/blog).
  it.each([
    ['/', 'Discover the Wisdom of Vedanta'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('shows %s inside the shared header and footer', async (route, heading) => {
    await renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  /**
   * Renders the app at a page whose code has not loaded: the first render suspends, which React finishes only
   * inside an awaited `act` (`renderApp` loads the app's own pages first).
   */
  async function renderSuspending(options: Parameters<typeof appTree>[1]) {
    const { tree, config } = appTree(null, options);
    await act(() => Promise.resolve(render(tree(config))));
  }

  /** A page of the app's table whose code arrives when the test says so. */
  function pageArrivingLater(path: string) {
    let arrive: (page: ComponentType) => void = () => {};
    const route: AppPage = {
      id: path,
      path: `/${path}`,
      load: () =>
        new Promise<PageModule>((resolve) => {
          arrive = (Page) => resolve(pageModule(Page));
        }),
      prerender: () => [],
    };
    const Page = () => <h1>Arrived</h1>;
    // An awaited `act`: React renders the page the code brought before the test looks.
    const arriveNow = () =>
      act(() => {
        arrive(Page);
        return Promise.resolve();
      });
    return { pages: [route, ...appPages], arrive: arriveNow };
  }

  it("loads each page's code on demand, showing the frame with a loading line meanwhile", async () => {
    const slow = pageArrivingLater('slow');
    const rendering = renderSuspending({ route: '/slow', pages: slow.pages });
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Loading…'));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();

    await slow.arrive();
    await rendering;
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrived' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it("keeps the current page on screen while the next page's code loads", async () => {
    const slow = pageArrivingLater('later');
    const { router } = await renderApp({ route: '/privacy', pages: slow.pages });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await navigate(router, '/later');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await slow.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrived' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/later');
  });

  describe('a router-level failure', () => {
    let consoleError: jest.SpyInstance;
    let consoleWarn: jest.SpyInstance;

    beforeEach(() => {
      // A caught error may still be reported on the console (React in development does); not asserted.
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    });

    afterEach(() => {
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    });

    /** The app's own pages, with one more whose component throws. */
    const pagesWithFailingPage: readonly AppPage[] = [
      {
        id: 'boom',
        path: '/boom',
        load: () =>
          Promise.resolve(
            pageModule(function Boom(): never {
              throw new Error('boom');
            }),
          ),
        prerender: () => [],
      },
      ...appPages,
    ];

    it("shows 'Unexpected Application Error!' as the page's heading, in a main landmark, with a way home", async () => {
      await renderSuspending({ route: '/boom', pages: pagesWithFailingPage });

      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('boom');
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    });

    it('shows it when the failure comes from navigating within the site, too', async () => {
      const { router } = await renderApp({ route: '/privacy', pages: pagesWithFailingPage });
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();

      await navigate(router, '/boom');

      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    });

    it("shows it when a page's code cannot be loaded, and Back returns to the page before", async () => {
      let loads = 0;
      const unreachable: AppPage = {
        id: 'unreachable',
        path: '/unreachable',
        load: () => {
          loads += 1;
          return Promise.reject(new Error('Loading chunk page-unreachable failed.'));
        },
        prerender: () => [],
      };
      const { router } = await renderApp({ route: '/privacy', pages: [unreachable, ...appPages] });
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

      await navigate(router, '/unreachable');
      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Loading chunk page-unreachable failed.');

      await navigate(router, -1);
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

      // A failed load is not remembered: the next visit asks for the code again.
      await navigate(router, '/unreachable');
      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(loads).toBe(2);
    });
  });
});
