import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { FakePost } from '../../support/fakeFunctions';
import { DETAILS_URL, setupFakeFunctions } from '../../support/fakeFunctions';
import { navigate, renderApp } from '../../support/renderWithProviders';
import type * as ReadingTime from '@/lib/readingTime';
import { readingMinutes } from '@/lib/readingTime';

// The article works out its reading time once each time it is drawn: counted, to see when it is drawn again.
jest.mock('@/lib/readingTime', () => {
  const actual = jest.requireActual<typeof ReadingTime>('@/lib/readingTime');
  return { ...actual, readingMinutes: jest.fn(actual.readingMinutes) };
});
const articleRenders = jest.mocked(readingMinutes);

const fullPost: FakePost = {
  id: 3,
  slug: 'the-bhagavad-gita',
  metaTitle: 'The Bhagavad Gita',
  metaDescription: 'The song of the Lord, in eighteen chapters.',
  date: '2024-03-05',
  blog: '## The setting\n\nOn the field of Kurukshetra, Arjuna hesitates.\n\n> You have a right to your actions.\n\n- karma\n- bhakti',
  pinterestImageLink: 'https://images.example/gita.svg',
  youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
  shortTailKeywords: 'gita, krishna,, arjuna , ',
  longTailKeywords: 'gita summary, four yogas in the gita',
};

const plainPost: FakePost = {
  id: 4,
  slug: 'atman-and-brahman',
  metaTitle: 'Atman and Brahman',
  metaDescription: 'The self and the ground of all being.',
  date: '2025-08-25',
  blog: 'The Upanishads ask two questions.',
};

const { server, requests } = setupFakeFunctions([fullPost, plainPost]);

const detailRequests = () => requests.filter((request) => request.url.startsWith(DETAILS_URL));

describe('Blog post', () => {
  it('shows the loading state, then the whole post', async () => {
    await renderApp({ route: '/blog/the-bhagavad-gita' });
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    expect(title).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('The song of the Lord, in eighteen chapters.')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toHaveAttribute('datetime', '2024-03-05');
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    // The body's renderer is loaded once a post is drawn in the browser.
    expect(await screen.findByRole('heading', { level: 2, name: 'The setting' })).toBeInTheDocument();
    expect(screen.getByText('On the field of Kurukshetra, Arjuna hesitates.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to Blog/ })[0]).toHaveAttribute('href', '/blog');
  });

  it('splits the short keywords into small tags and the long ones into Related Topics', async () => {
    await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    const keywords = screen.getByRole('list', { name: 'Keywords' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gita', 'krishna', 'arjuna']);
    expect(within(keywords).getByRole('link', { name: 'krishna' })).toHaveAttribute('href', '/topics/krishna');
    const related = screen.getByRole('region', { name: 'Related Topics' });
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gita summary', 'four yogas in the gita']);
  });

  it('shows the hero image with a View on Pinterest link opening safely in a new tab', async () => {
    const { container } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    expect(container.querySelector('figure img')).toHaveAttribute('src', 'https://images.example/gita.svg');
    const pinterest = screen.getByRole('link', { name: /View on Pinterest/ });
    expect(pinterest).toHaveAttribute('href', 'https://images.example/gita.svg');
    expect(pinterest).toHaveAttribute('target', '_blank');
    expect(pinterest).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the related video only when play is pressed: no autoplay, controls, no related videos, with a title and the focus', async () => {
    const { user } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    const section = await screen.findByRole('region', { name: 'Watch Related Video' });
    expect(section.querySelector('iframe')).toBeNull();
    expect(section).toHaveTextContent(/Nothing is loaded from YouTube before/);

    await user.click(within(section).getByRole('button', { name: 'Play the video: The Bhagavad Gita' }));
    const frame = within(section).getByTitle('Video: The Bhagavad Gita');
    expect(frame).toHaveFocus();
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/embed/abcdefghijk');
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.get('controls')).toBe('1');
    expect(src.searchParams.get('rel')).toBe('0');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('asks again on the next post: a video played on one post never loads by itself on another', async () => {
    server.use(
      http.get(DETAILS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === 'another'
          ? HttpResponse.json({ ...fullPost, slug: 'another', metaTitle: 'Another Post' })
          : undefined,
      ),
    );
    // Another Post is read first, so coming back to it shows it at once from the cache.
    const { user, router } = await renderApp({ route: '/blog/another' });
    await screen.findByRole('heading', { level: 1, name: 'Another Post' });
    await navigate(router, '/blog/the-bhagavad-gita');
    const section = await screen.findByRole('region', { name: 'Watch Related Video' });
    await user.click(within(section).getByRole('button', { name: 'Play the video: The Bhagavad Gita' }));
    expect(within(section).getByTitle('Video: The Bhagavad Gita')).toBeInTheDocument();

    await navigate(router, '/blog/another');
    await screen.findByRole('heading', { level: 1, name: 'Another Post' });
    const next = screen.getByRole('region', { name: 'Watch Related Video' });
    expect(next.querySelector('iframe')).toBeNull();
    expect(within(next).getByRole('button', { name: 'Play the video: Another Post' })).toBeInTheDocument();
  });

  it('ends with related reading and the posts by date, each post once, asked for after the post is shown', async () => {
    const { user, router } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    const more = await screen.findByRole('navigation', { name: 'More to read' });
    expect(within(more).getByRole('heading', { level: 2, name: 'Related reading' })).toBeInTheDocument();
    // The next post by date is related reading too: linked there, not a second time as "Next post".
    expect(
      within(more)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Atman and Brahman']);
    expect(within(more).queryByRole('link', { name: /^(Previous|Next) post/ })).not.toBeInTheDocument();

    await user.click(within(more).getByRole('link', { name: 'Atman and Brahman' }));
    await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' });
    const back = await screen.findAllByRole('link', { name: /The Bhagavad Gita$/ });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/blog/the-bhagavad-gita']);
    expect(screen.queryByRole('link', { name: /^Next post/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/atman-and-brahman');
  });

  it('shows the post without reading links when the build has none for it', async () => {
    let asked = false;
    server.use(
      http.get('http://localhost/reading/:file', () => {
        asked = true;
        return new HttpResponse('Not found', { status: 404 });
      }),
    );
    const { store } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getReading')?.status).toBe('fulfilled'),
    );
    expect(screen.queryByRole('navigation', { name: 'More to read' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Watch Related Video' })).toBeInTheDocument();
  });

  it('leaves out every optional part of a post that has none', async () => {
    const { container } = await renderApp({ route: '/blog/atman-and-brahman' });
    await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' });
    expect(screen.getByText('August 25, 2025')).toBeInTheDocument();
    expect(container.querySelector('figure')).toBeNull();
    expect(screen.queryByRole('link', { name: /View on Pinterest/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Watch Related Video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related Topics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Keywords' })).not.toBeInTheDocument();
  });

  it.each([['https://evil.example/shorts/abcdefghijk'], ['https://www.youtube.com/shorts/short'], ['javascript:alert(1)'], ['not a url']])(
    'shows no video for %s',
    async (youtubeShortsUrl) => {
      server.use(http.get(DETAILS_URL, () => HttpResponse.json({ ...plainPost, youtubeShortsUrl })));
      await renderApp({ route: '/blog/atman-and-brahman' });
      await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' });
      expect(screen.queryByText('Watch Related Video')).not.toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('drops a hero image whose URL is not allowed', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json({ ...plainPost, pinterestImageLink: 'javascript:alert(1)' })));
    const { container } = await renderApp({ route: '/blog/atman-and-brahman' });
    await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' });
    expect(container.querySelector('figure')).toBeNull();
  });

  it('sets the title and description from the post and restores the site’s on leaving', async () => {
    document.head.querySelector('meta[name="description"]')?.remove();
    const { router } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    await waitFor(() => expect(document.title).toBe('The Bhagavad Gita'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The song of the Lord, in eighteen chapters.',
    );
    await navigate(router, '/privacy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Vedanta Wisdom'));
  });

  it('shows "Error: Blog post not found" with a way back when the function answers 404', async () => {
    await renderApp({ route: '/blog/no-such-post' });
    expect(await screen.findByText('Error: Blog post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('shows "Error: Blog post not found" for a server failure too', async () => {
    server.use(http.get(DETAILS_URL, () => new HttpResponse('<h1>oops</h1>', { status: 500 })));
    await renderApp({ route: '/blog/the-bhagavad-gita' });
    expect(await screen.findByText('Error: Blog post not found')).toBeInTheDocument();
  });

  it('shows a network failure with its message', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.error()));
    await renderApp({ route: '/blog/the-bhagavad-gita' });
    expect(await screen.findByText('Error: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('shows "Blog post not found" when the function answers with no post', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json(null)));
    await renderApp({ route: '/blog/the-bhagavad-gita' });
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    expect(screen.queryByText(/Error:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('loads the new post when the slug changes, never showing a late answer for the old one', async () => {
    server.use(
      http.get(DETAILS_URL, async ({ request }) => {
        requests.push(request);
        const slug = new URL(request.url).searchParams.get('slug');
        if (slug === 'the-bhagavad-gita') await delay(200);
        return HttpResponse.json(slug === 'the-bhagavad-gita' ? fullPost : plainPost);
      }),
    );
    const { router } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    expect(screen.getByText('Loading blog post...')).toBeInTheDocument();
    await navigate(router, '/blog/atman-and-brahman');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' })).toBeInTheDocument();
    await act(() => delay(300));
    expect(screen.getByRole('heading', { level: 1, name: 'Atman and Brahman' })).toBeInTheDocument();
    // The old post is nowhere in the article; a link to it among the reading links is fine.
    expect(screen.queryByRole('heading', { level: 1, name: 'The Bhagavad Gita' })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent('The Bhagavad Gita');
    expect(screen.getByRole('article')).not.toHaveTextContent('Kurukshetra');
    expect(detailRequests().map((request) => new URL(request.url).searchParams.get('slug'))).toEqual([
      'the-bhagavad-gita',
      'atman-and-brahman',
    ]);
  });

  it('asks for a unicode slug encoded exactly once', async () => {
    server.use(
      http.get(DETAILS_URL, ({ request }) => {
        requests.push(request);
        return HttpResponse.json({ ...plainPost, metaTitle: 'Café' });
      }),
    );
    await renderApp({ route: `/blog/${encodeURIComponent('café')}` });
    await screen.findByRole('heading', { level: 1, name: 'Café' });
    expect(new URL(detailRequests()[0]!.url).searchParams.get('slug')).toBe('café');
  });

  it('draws a post it comes back to once, while its answers are asked for again and come back the same', async () => {
    const { router } = await renderApp({ route: '/blog/the-bhagavad-gita' });
    await screen.findByRole('heading', { level: 1, name: 'The Bhagavad Gita' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'krishna' })).toBeInTheDocument());
    await navigate(router, '/privacy');
    const drawn = articleRenders.mock.calls.length;
    // As a hydrated post does: its answers are in the store as it mounts, and it asks for them again.
    await navigate(router, '/blog/the-bhagavad-gita');
    expect(screen.getByRole('heading', { level: 1, name: 'The Bhagavad Gita' })).toBeInTheDocument();
    await waitFor(() => expect(detailRequests()).toHaveLength(2));
    await act(() => delay(100));
    expect(articleRenders.mock.calls).toHaveLength(drawn + 1);
  });

  describe('coming back to a post that changed on the backend', () => {
    /** Opens the post, goes to the blog, then answers the post's next request with `answer` and comes back. */
    async function comeBackWith(answer: (info: Parameters<Parameters<typeof http.get>[1]>[0]) => Response | Promise<Response>) {
      const rendered = await renderApp({ route: '/blog/atman-and-brahman' });
      await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman' });
      await navigate(rendered.router, '/privacy');
      // The answer takes a moment, so what shows meanwhile can be seen.
      server.use(
        http.get(DETAILS_URL, async (info) => {
          await delay(50);
          return answer(info);
        }),
      );
      await navigate(rendered.router, '/blog/atman-and-brahman');
      // The cached post shows at once, with no loading state, while it is asked for again.
      expect(screen.getByRole('heading', { level: 1, name: 'Atman and Brahman' })).toBeInTheDocument();
      expect(screen.queryByText('Loading blog post...')).not.toBeInTheDocument();
      return rendered;
    }

    it('shows the edited post in place', async () => {
      await comeBackWith(({ request }) => {
        requests.push(request);
        return HttpResponse.json({ ...plainPost, metaTitle: 'Atman and Brahman, revised' });
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Atman and Brahman, revised' })).toBeInTheDocument();
      expect(detailRequests()).toHaveLength(2);
    });

    it("leaves a post the backend no longer has for 'Error: Blog post not found'", async () => {
      await comeBackWith(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
      expect(await screen.findByText('Error: Blog post not found')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: 'Atman and Brahman' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    });

    it("leaves a post the backend answers without for 'Blog post not found'", async () => {
      await comeBackWith(() => HttpResponse.json(null));
      expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: 'Atman and Brahman' })).not.toBeInTheDocument();
    });

    it.each([
      ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 503 })],
      ['a network failure', () => HttpResponse.error()],
    ])('keeps the post on screen through %s', async (_label, answer) => {
      await comeBackWith(answer);
      await act(() => delay(50));
      expect(screen.getByRole('heading', { level: 1, name: 'Atman and Brahman' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
