import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/routes';
import { navigate, renderWithProviders, testConfig } from '../support/renderWithProviders';

// The landing page lists the latest posts from the content API; these tests are not about
// them, so the API is faked as unavailable rather than left to reach for a real server.
const contentApi = setupServer(http.all(`${testConfig.apiUrl}/*`, () => new HttpResponse(null, { status: 503 })));
beforeAll(() => contentApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => contentApi.close());

describe('the route tree', () => {
  // The blog routes call the content API; their own tests fake it (tests/features/blog).
  it.each([
    ['/', 'Discover the Wisdom of Vedanta'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('shows %s inside the shared header and footer', async (route, heading) => {
    renderWithProviders(null, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("loads each page's code on demand, showing the frame with a loading line meanwhile", async () => {
    renderWithProviders(null, { route: '/terms' });
    expect(screen.getByRole('main')).toHaveTextContent('Loading…');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();

    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
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

    /** The app's own routes, with one more page whose loader throws. */
    function routesWithFailingPage(): RouteObject[] {
      const [root, ...rest] = routes;
      if (!root) throw new Error('The app has no root route.');
      const boom: RouteObject = {
        path: 'boom',
        loader: () => {
          throw new Error('boom');
        },
      };
      return [{ ...root, children: [boom, ...(root.children ?? [])] } as RouteObject, ...rest];
    }

    it("shows 'Unexpected Application Error!' as the page's heading, in a main landmark, with a way home", async () => {
      renderWithProviders(null, { route: '/boom', routes: routesWithFailingPage() });

      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('boom');
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    });

    it('shows it when the failure comes from navigating within the site, too', async () => {
      const { router } = renderWithProviders(null, { route: '/privacy', routes: routesWithFailingPage() });
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();

      await navigate(router, '/boom');

      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    });
  });
});
