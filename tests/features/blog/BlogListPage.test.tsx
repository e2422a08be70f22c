import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { contentHandlers, makePosts, METAINFO_URL, setupFakeFunctions } from '../../support/fakeFunctions';
import { setReducedMotion } from '../../support/matchMedia';
import { navigate, renderApp } from '../../support/renderWithProviders';
import { pageChanged } from '@/store/paginationSlice';

const { server, requests } = setupFakeFunctions(makePosts(23));

const pagesRequested = () =>
  requests.filter((request) => request.url.startsWith(METAINFO_URL)).map((request) => new URL(request.url).searchParams.get('page'));

function cardTitles() {
  return within(screen.getByRole('main'))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('Blog list', () => {
  it('shows the loading state, then a card per post linking to the post', async () => {
    await renderApp({ route: '/blog' });
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Post 1 title' })).toHaveAttribute('href', '/blog/post-1');
    const readMore = screen.getByRole('link', { name: /Read More: Post 2 title/ });
    expect(readMore).toHaveAttribute('href', '/blog/post-2');
    expect(screen.getByText('What post 1 is about.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Blog | Vedanta Wisdom'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('says which page the reader is on near its top and in the title, also while the next page loads', async () => {
    const { user } = await renderApp({ route: '/blog?page=2' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Blog, page 2 of 3 | Vedanta Wisdom'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Post 21 title' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our Blog, page 3 of 3 | Vedanta Wisdom'));
  });

  it('shows the round image of posts that have one, lazily and with a fixed size', async () => {
    const { container } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    const images = [...container.querySelectorAll('main img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([2, 4, 6, 8, 10].map((n) => `https://images.example/post-${n}.svg`));
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '88');
      expect(image).toHaveAttribute('height', '88');
    }
  });

  it('pages with Previous, numbers and Next, mirrored in the URL and the store', async () => {
    const { user, router, store } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Post 11 title' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(store.getState().pagination.currentPage).toBe(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Post 21 title' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post 21 title', 'Post 22 title', 'Post 23 title']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(pagesRequested()).toEqual(['1', '2', '3']);
  });

  it('scrolls smoothly to the top and focuses the heading on a page change', async () => {
    const { user } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Post 11 title' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    const { user } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Post 11 title' });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });

  it('opens a shared ?page= link on that page with a single request', async () => {
    const { store } = await renderApp({ route: '/blog?page=3' });
    expect(await screen.findByRole('heading', { name: 'Post 21 title' })).toBeInTheDocument();
    expect(store.getState().pagination.currentPage).toBe(3);
    expect(pagesRequested()).toEqual(['3']);
  });

  it('goes back and forward through pages: a seen page shows at once, and is asked for again (spec §4)', async () => {
    const { user, router } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Post 11 title' });

    await navigate(router, -1);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument();
    await waitFor(() => expect(pagesRequested()).toEqual(['1', '2', '1']));
    await navigate(router, 1);
    expect(screen.getByRole('heading', { name: 'Post 11 title' })).toBeInTheDocument();
    await waitFor(() => expect(pagesRequested()).toEqual(['1', '2', '1', '2']));
  });

  it('updates a shown page in place when its revalidation answers differently, and keeps it when that fails', async () => {
    const { user, router } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Post 11 title' });

    // Page 1 changed on the backend while the reader was on page 2; its answer takes a moment.
    const renamed = makePosts(23).map((post) => (post.id === 2 ? { ...post, metaTitle: 'Post 2, renamed' } : post));
    server.use(...contentHandlers(renamed, requests, { latencyMs: 100 }));
    await navigate(router, -1);
    expect(screen.getByRole('heading', { name: 'Post 2 title' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Post 2, renamed' })).toBeInTheDocument();

    // The backend is down now: page 2 is still shown from the cache, under the error and its Try Again.
    server.use(
      http.get(METAINFO_URL, ({ request }) => {
        requests.push(request);
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await navigate(router, 1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch blogs');
    expect(pagesRequested()).toEqual(['1', '2', '1', '2']);
    expect(screen.getByRole('heading', { name: 'Post 11 title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the page the store says, and the address follows, when Redux DevTools dispatches a page change', async () => {
    const { user, router, store } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Post 11 title' });

    act(() => {
      store.dispatch(pageChanged(1));
    });
    expect(await screen.findByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(document.title).toBe('Our Blog | Vedanta Wisdom'));
  });

  it.each([['abc'], ['0'], ['-1'], ['2.5']])('treats ?page=%s as page 1 and tidies the URL', async (value) => {
    const { router } = await renderApp({ route: `/blog?page=${value}` });
    expect(await screen.findByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('clamps a page past the end to the last page', async () => {
    const { router } = await renderApp({ route: '/blog?page=9' });
    expect(await screen.findByRole('heading', { name: 'Post 21 title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('shows the error with Try Again, which retries the same page', async () => {
    server.use(http.get(METAINFO_URL, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = await renderApp({ route: '/blog?page=2' });
    expect(await screen.findByText('Error: Failed to fetch blogs')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch blogs');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Post 11 title' })).toBeInTheDocument();
    expect(pagesRequested()).toEqual(['2']);
  });

  it('shows a network failure with its message', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.error()));
    await renderApp({ route: '/blog' });
    expect(await screen.findByText('Error: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a malformed response as an error, never a blank list', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.json({ blogs: 'none' })));
    await renderApp({ route: '/blog' });
    expect(await screen.findByText('Error: The server sent a response this page cannot read')).toBeInTheDocument();
  });

  it('shows the empty state without pagination when there are no posts', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.json({ blogs: [], total: 0 })));
    await renderApp({ route: '/blog' });
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('has no pagination when everything fits on one page', async () => {
    server.use(
      http.get(METAINFO_URL, () =>
        HttpResponse.json({
          blogs: makePosts(4).map(({ id, slug, metaTitle, metaDescription }) => ({ id, slug, metaTitle, metaDescription })),
          total: 4,
        }),
      ),
    );
    await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 4 title' });
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('shows the first, the last and a window around the current page past seven pages', async () => {
    server.use(
      http.get(METAINFO_URL, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          blogs: [{ id: page, slug: `p-${page}`, metaTitle: `Page ${page} post`, metaDescription: '' }],
          total: 95,
        });
      }),
    );
    await renderApp({ route: '/blog?page=5' });
    await screen.findByRole('heading', { name: 'Page 5 post' });
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent),
    ).toEqual(['1', '4', '5', '6', '10']);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
  });

  it('never shows a slow answer for a page the reader has left', async () => {
    server.use(
      http.get(METAINFO_URL, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) await delay(150);
        const posts = makePosts(23).slice((page - 1) * 10, page * 10);
        return HttpResponse.json({
          blogs: posts.map(({ id, slug, metaTitle, metaDescription }) => ({ id, slug, metaTitle, metaDescription })),
          total: 23,
        });
      }),
    );
    const { user, router } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument();
    await navigate(router, -1);
    expect(await screen.findByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    await act(() => delay(250));
    expect(screen.queryByRole('heading', { name: 'Post 11 title' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post 1 title' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows a card's date in the long en-US form and its reading time when the API gives them, and neither when it does not", async () => {
    server.use(
      http.get(METAINFO_URL, () =>
        HttpResponse.json({
          blogs: [
            { id: 1, slug: 'timed', metaTitle: 'Timed', metaDescription: 'd', date: '2025-03-05', readingMinutes: 7 },
            { id: 2, slug: 'dated', metaTitle: 'Dated', metaDescription: 'd', date: '2024-12-31' },
            { id: 3, slug: 'bare', metaTitle: 'Bare', metaDescription: 'd' },
            { id: 4, slug: 'odd', metaTitle: 'Odd date', metaDescription: 'd', date: 'soon', readingMinutes: 3 },
          ],
          total: 4,
        }),
      ),
    );
    await renderApp({ route: '/blog' });
    const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

    const timed = await card('Timed');
    expect(within(timed).getByText('March 5, 2025')).toHaveAttribute('datetime', '2025-03-05');
    expect(within(timed).getByText('7 min read')).toBeInTheDocument();
    expect(within(timed).getByText('March 5, 2025').parentElement).toHaveTextContent(/^March 5, 2025 · 7 min read$/);

    const dated = await card('Dated');
    expect(within(dated).getByText('December 31, 2024').parentElement).toHaveTextContent(/^December 31, 2024$/);

    const bare = await card('Bare');
    expect(bare.querySelector('time')).toBeNull();
    expect(within(bare).queryByText(/min read/)).not.toBeInTheDocument();

    // A date that does not read as one is left out; the rest of the card stands.
    const odd = await card('Odd date');
    expect(odd.querySelector('time')).toBeNull();
    expect(within(odd).getByText('3 min read').parentElement).toHaveTextContent(/^3 min read$/);
  });

  it('asks for a post once when its card is chosen, not before', async () => {
    const { user } = await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 1 title' });
    const detailRequests = () =>
      requests.filter((request) => request.url.includes('get_details')).map((request) => new URL(request.url).searchParams.get('slug'));
    await user.hover(screen.getByRole('link', { name: 'Post 3 title' }));
    expect(detailRequests()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Post 3 title' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 3 title' })).toBeInTheDocument();
    expect(detailRequests()).toEqual(['post-3']);
  });

  it('leaves out a list entry that is not a post, with a warning, and shows the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(METAINFO_URL, () =>
        HttpResponse.json({
          blogs: [
            { id: 1, slug: 'first', metaTitle: 'First', metaDescription: 'd' },
            { id: 2, slug: 'no-title', metaDescription: 'd' },
            { id: 3, slug: 'third', metaTitle: 'Third', metaDescription: 'd' },
          ],
          total: 3,
        }),
      ),
    );
    await renderApp({ route: '/blog' });
    await screen.findByRole('heading', { name: 'Third' });
    expect(cardTitles()).toEqual(['First', 'Third']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^get_metainfo: entry 1 of the list is not a post and is left out \(metaTitle: /),
    );
    warn.mockRestore();
  });
});
