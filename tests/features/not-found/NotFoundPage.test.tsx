import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import { navigate, renderApp, testConfig } from '../../support/renderWithProviders';

// The landing page lists the latest posts from the content API; these tests are not about
// them, so the API is faked as unavailable rather than left to reach for a real server.
const contentApi = setupServer(http.all(`${testConfig.apiUrl}/*`, () => new HttpResponse(null, { status: 503 })));
beforeAll(() => contentApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => contentApi.close());

let consoleError: jest.SpyInstance<void, unknown[]>;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

/** The console.error calls that name `path`. */
const loggedPaths = (path: string) => consoleError.mock.calls.filter((args) => args.includes(path));

describe('404 page', () => {
  it('tells the visitor the page is missing and offers the way home', async () => {
    await renderApp({ route: '/no/such/page' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(heading).toBeVisible();
    expect(document.title).toBe('Page not found | Vedanta Wisdom');
  });

  it('logs the path the visitor tried with console.error', async () => {
    await renderApp({ route: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });

    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such/page');
    expect(loggedPaths('/no/such/page')).toHaveLength(1);
  });

  it('logs each missing path the visitor reaches', async () => {
    const { router } = await renderApp({ route: '/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });

    await navigate(router, '/another/missing/page');

    expect(loggedPaths('/another/missing/page')).toHaveLength(1);
  });

  it('has ad banners above and below the message', async () => {
    await renderApp({ route: '/no/such/page' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' });

    const banners = screen.getAllByText('Advertisement');
    const before = banners.filter((banner) => banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
    const after = banners.filter((banner) => banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING);
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(2);
    expect(banners.map((banner) => banner.closest('[data-banner-id]')?.getAttribute('data-banner-id'))).toEqual([
      '6079445',
      '6079446',
      '6079448',
    ]);
  });

  it('takes the visitor home from the link', async () => {
    const { router, user } = await renderApp({ route: '/no/such/page' });
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeInTheDocument();
  });

  it('is what any unknown address under a real section shows', async () => {
    await renderApp({ route: '/privacy/extra' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(loggedPaths('/privacy/extra')).toHaveLength(1);
  });
});
