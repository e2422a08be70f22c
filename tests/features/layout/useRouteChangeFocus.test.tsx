import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, within } from '@testing-library/react';
import { contentHandlers, DETAILS_URL, makePosts } from '../../support/fakeFunctions';
import { installMatchMedia } from '../../support/matchMedia';
import { navigate, renderApp, testConfig } from '../../support/renderWithProviders';

// The landing page lists the latest posts from the content API; these tests are not about
// them, so the API is faked as unavailable rather than left to reach for a real server.
const contentApi = setupServer(http.all(`${testConfig.apiUrl}/*`, () => new HttpResponse(null, { status: 503 })));
beforeAll(() => contentApi.listen({ onUnhandledRequest: 'error' }));
afterAll(() => contentApi.close());

/** The site's route announcer: the one live status region outside the page content. */
function announcer(): HTMLElement {
  const main = screen.getByRole('main');
  const regions = screen.getAllByRole('status').filter((region) => !main.contains(region));
  expect(regions).toHaveLength(1);
  return regions[0]!;
}

const scrolledElements = () => (Element.prototype.scrollIntoView as jest.Mock<void, [], Element>).mock.contexts;

describe('after a route change', () => {
  it('scrolls to the top, focuses the main content and announces the new page', async () => {
    const { router } = await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(announcer()).toBeEmptyDOMElement();
    expect(window.scrollTo).not.toHaveBeenCalled();

    await navigate(router, '/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('Privacy Policy | Vedanta Wisdom');
  });

  it('announces each page in turn', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await navigate(router, '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(announcer()).toHaveTextContent('Terms of Service | Vedanta Wisdom');

    await navigate(router, '/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(announcer()).toHaveTextContent('Privacy Policy | Vedanta Wisdom');
  });

  it("announces a post by its own title once its answer is in, not the site's head it shows meanwhile", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    contentApi.use(
      ...contentHandlers(makePosts(2)).slice(0, -1),
      http.get(DETAILS_URL, async () => {
        await answered;
        return HttpResponse.json(makePosts(2)[1]);
      }),
    );
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await navigate(router, '/blog/post-2');
    await screen.findByText('Loading blog post...');
    expect(announcer()).toBeEmptyDOMElement();

    await act(async () => {
      answer();
      await answered;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 2 title' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Post 2 title');
    contentApi.resetHandlers();
  });

  it('treats going back to the first page as a route change too', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    screen.getByRole('main').blur();

    await navigate(router, -1);

    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(router.state.location.pathname).toBe('/privacy');
    expect(announcer()).toHaveTextContent('Privacy Policy | Vedanta Wisdom');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('scrolls to the #anchor of the URL instead of the top', async () => {
    const { router } = await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });

    await navigate(router, '/privacy#your-rights');

    const section = await screen.findByRole('region', { name: 'Your Rights' });
    expect(section).toHaveAttribute('id', 'your-rights');
    expect(scrolledElements()).toEqual([section]);
    expect(section).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to an #anchor the page shows only once its data is in, unless the reader has moved on', async () => {
    const { router } = await renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });

    await navigate(router, '/privacy#late');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByRole('main')).toHaveFocus();
    const late = document.createElement('p');
    late.id = 'late';
    await act(async () => {
      screen.getByRole('main').append(late);
      await Promise.resolve();
    });
    expect(scrolledElements()).toEqual([late]);
    expect(late).toHaveFocus();

    await navigate(router, '/terms#later');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The reader scrolls on before the anchor is there.
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const later = document.createElement('p');
    later.id = 'later';
    await act(async () => {
      screen.getByRole('main').append(later);
      await Promise.resolve();
    });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(scrolledElements()).toEqual([late]);
  });

  it('follows an in-page contents link to its section', async () => {
    const { router, user } = await renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(contents).getByRole('link', { name: 'Disclaimer' }));

    expect(router.state.location).toMatchObject({ pathname: '/terms', hash: '#disclaimer' });
    const section = screen.getByRole('region', { name: 'Disclaimer' });
    expect(scrolledElements()).toEqual([section]);
    expect(section).toHaveFocus();
  });

  it('scrolls smoothly to an anchor', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/privacy#introduction');
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('scrolls instantly when the visitor prefers reduced motion', async () => {
    installMatchMedia({ reducedMotion: true });
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/privacy#introduction');
    expect(Element.prototype.scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'instant' }));
  });

  it('jumps straight to the anchor of the page the visitor opened, without an announcement', async () => {
    await renderApp({ route: '/privacy#data-protection' });
    const section = await screen.findByRole('region', { name: 'Data Protection' });
    expect(scrolledElements()).toEqual([section]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
    expect(announcer()).toBeEmptyDOMElement();
  });
});

describe('addresses with a malformed escape (security review)', () => {
  it.each(['/privacy#%', '/privacy#%E0%A4%A', '/terms#%zz'])('open %s as the page, with no error screen', async (route) => {
    await renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Unexpected Application Error!');
  });

  it('survive a move to such an address inside the app', async () => {
    const { router } = await renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await navigate(router, '/terms#%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
