import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FakePost } from '../../support/fakeFunctions';
import { METAINFO_URL, setupFakeFunctions } from '../../support/fakeFunctions';
import { installMatchMedia } from '../../support/matchMedia';
import { renderApp } from '../../support/renderWithProviders';

/** The page's own field (the header's form, closed, has one of the same name: jsdom does not hide a closed popover). */
const searchField = async () => within(await screen.findByRole('main')).findByRole('searchbox', { name: 'Search this site' });

const post = (id: number, slug: string, fields: Partial<FakePost>): FakePost => ({
  id,
  slug,
  metaTitle: slug,
  metaDescription: '',
  date: `2025-0${id}-01`,
  blog: 'Plain words.',
  ...fields,
});

const posts = [
  post(1, 'atman-and-brahman', {
    metaTitle: 'Atman and Brahman',
    metaDescription: 'What do ātman and Brahman mean?',
    shortTailKeywords: 'atman, brahman',
  }),
  post(2, 'shankara', {
    metaTitle: 'Śaṅkara and Advaita',
    shortTailKeywords: 'advaita',
    blog: 'The teacher of non-duality, and the atman.',
  }),
  post(3, 'vivekananda', { metaTitle: 'Swami Vivekananda', shortTailKeywords: 'teachers', blog: 'Chicago, 1893.' }),
  post(4, 'hostile', { metaTitle: '<img src=x onerror=alert(1)> Swami', blog: 'In chicago <script>alert(2)</script>.' }),
  // More posts on one practice than a page of results shows.
  ...Array.from({ length: 25 }, (_, index) =>
    post(10 + index, `sadhana-${index + 1}`, { metaTitle: `Sadhana, part ${index + 1}`, date: '2025-01-01' }),
  ),
];

const atmanEntry = {
  id: 'atman',
  iast: 'ātman',
  devanagari: 'आत्मन्',
  pronunciation: 'AHT-mun',
  definition: 'The Self.',
  spellings: ['atma'],
  posts: ['atman-and-brahman'],
};

const { requests, server } = setupFakeFunctions(posts, { synonyms: {}, glossary: [atmanEntry], paths: [] });

const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('Search', () => {
  it('shows a hint and the topics before a query, and starts loading the index at once', async () => {
    await renderApp({ route: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(/in any spelling/)).toBeInTheDocument();
    const topics = await screen.findByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'atman 1 post' })).toHaveAttribute('href', '/topics/atman');
    await waitFor(() => expect(requests.filter((request) => request.url.includes('search-index'))).toHaveLength(1));
  });

  it('shows results as you type, with the URL following the query when typing pauses, and the count announced', async () => {
    const { user, router } = await renderApp({ route: '/search' });
    await user.type(await searchField(), 'ātman');
    expect(await screen.findByText('2 posts match “ātman”.')).toHaveAttribute('role', 'status');
    expect(resultTitles()).toEqual(['Atman and Brahman', 'Śaṅkara and Advaita']);
    // The URL follows once typing pauses.
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('ātman')}`));
    const first = screen.getByRole('link', { name: 'Atman and Brahman' });
    expect(first).toHaveAttribute('href', '/blog/atman-and-brahman');
    expect(within(first).getByText('Atman').tagName).toBe('MARK');
    expect(screen.getByText('January 1, 2025')).toHaveAttribute('datetime', '2025-01-01');
  });

  it('shows, for a post matched in its body only, the passage where it matched, from the post itself', async () => {
    await renderApp({ route: '/search?q=non-duality' });
    await waitFor(() => expect(resultTitles()).toEqual(['Śaṅkara and Advaita']));
    const passage = await screen.findByText(
      (_, element) => element?.tagName === 'P' && /^The teacher of non-duality/.test(element.textContent),
    );
    expect(
      within(passage)
        .getAllByText(/non|duality/)
        .map((mark) => [mark.tagName, mark.textContent]),
    ).toEqual([
      ['MARK', 'non'],
      ['MARK', 'duality'],
    ]);
    expect(requests.some((request) => request.url.includes('get_details') && request.url.includes('shankara'))).toBe(true);
    // A post whose title shows the match is not asked for.
    expect(requests.some((request) => request.url.includes('get_details') && request.url.includes('atman-and-brahman'))).toBe(false);
  });

  it('shows the glossary entry of a term the query names, in any spelling, above the posts', async () => {
    const { user } = await renderApp({ route: '/search' });
    await user.type(await searchField(), 'atma');
    const glossary = await screen.findByRole('region', { name: 'In the glossary' });
    const entry = within(glossary).getByRole('link', { name: 'ātman' });
    expect(entry).toHaveAttribute('href', '/glossary#atman');
    expect(within(entry).getByText('ātman')).toHaveAttribute('lang', 'sa-Latn');
    expect(within(glossary).getByText('आत्मन्')).toHaveAttribute('lang', 'sa');
    await user.clear(await searchField());
    await user.type(await searchField(), 'chicago');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'In the glossary' })).not.toBeInTheDocument());
  });

  it('opens on the results of a shared URL', async () => {
    await renderApp({ route: '/search?q=vivekanada' });
    expect(await searchField()).toHaveValue('vivekanada');
    await waitFor(() => expect(resultTitles()).toEqual(['Swami Vivekananda']));
  });

  it('moves through the results with the arrow keys, and Enter in the field goes to the first', async () => {
    const { user } = await renderApp({ route: '/search?q=atman' });
    await waitFor(() => expect(resultTitles()).toHaveLength(2));
    const field = await searchField();
    await user.click(field);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Atman and Brahman' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Śaṅkara and Advaita' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Atman and Brahman' })).toHaveFocus();
  });

  it('keeps focus in the field on Enter on a touch screen, to refine the query', async () => {
    installMatchMedia({ touch: true, width: 390 });
    const { user, router } = await renderApp({ route: '/search' });
    const field = await searchField();
    await user.type(field, 'atman');
    await waitFor(() => expect(resultTitles()).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(field).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?q=atman'));
  });

  it('shows twenty results, then twenty more at each "Show more", focusing the first it added', async () => {
    const { user, router } = await renderApp({ route: '/search?q=sadhana' });
    expect(await screen.findByText('25 posts match “sadhana”.')).toBeInTheDocument();
    await waitFor(() => expect(resultTitles()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    await waitFor(() => expect(resultTitles()).toHaveLength(25));
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    expect(links[20]).toHaveFocus();
    expect(new Set(resultTitles())).toEqual(new Set(Array.from({ length: 25 }, (_, index) => `Sadhana, part ${index + 1}`)));
    expect(router.state.location.search).toBe('?q=sadhana&shown=40');
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
  });

  it('opens a shared link that showed more at as many results, and reads a hostile count as the first twenty', async () => {
    await renderApp({ route: '/search?q=sadhana&shown=40' });
    await waitFor(() => expect(resultTitles()).toHaveLength(25));
    await renderApp({ route: '/search?q=sadhana&shown=-1e999' });
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Search results' }).at(-1)?.querySelectorAll('li')).toHaveLength(20));
  });

  it('searches only the start of a very long query, and says so', async () => {
    const long = `chicago ${'om '.repeat(400)}`;
    await renderApp({ route: `/search?q=${encodeURIComponent(long)}` });
    const status = await screen.findByText(/Only its first 200 characters and 20 words were searched\.$/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status.textContent.length).toBeLessThan(320);
  });

  it('says plainly when nothing matches, and offers the topics', async () => {
    const { user } = await renderApp({ route: '/search' });
    await user.type(await searchField(), 'zebra');
    expect(await screen.findByText('No posts match “zebra”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Topics' })).toBeInTheDocument();
  });

  it('finds a post published since the build (in the live list, not the index) by its title in any spelling, and drops one the functions no longer list', async () => {
    const published = post(5, 'turiya-the-fourth', { metaTitle: 'Turīya, the Fourth', metaDescription: 'Beyond waking, dream and sleep.' });
    const live = [published, ...posts.filter((candidate) => candidate.slug !== 'vivekananda')];
    server.use(
      http.get(METAINFO_URL, () =>
        HttpResponse.json({
          blogs: live.map(({ id, slug, metaTitle, metaDescription }) => ({ id, slug, metaTitle, metaDescription })),
          total: live.length,
        }),
      ),
    );
    const { user } = await renderApp({ route: '/search' });
    const field = await searchField();
    await user.type(field, 'TURIYA');
    expect(await screen.findByText('1 post matches “TURIYA”.')).toBeInTheDocument();
    expect(resultTitles()).toEqual(['Turīya, the Fourth']);
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link')).toHaveAttribute('href', '/blog/turiya-the-fourth');
    await user.clear(field);
    await user.type(field, 'dream');
    expect(await screen.findByText('1 post matches “dream”.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'chicago');
    expect(await screen.findByText('1 post matches “chicago”.')).toBeInTheDocument();
    expect(resultTitles()).not.toContain('Swami Vivekananda');
  }, 15_000);

  it('shows text from the index as text, never as markup', async () => {
    await renderApp({ route: '/search?q=chicago' });
    await waitFor(() => expect(resultTitles()).toContain('<img src=x onerror=alert(1)> Swami'));
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(results.querySelector('img, script')).toBeNull();
  });
});

describe('Search as the URL changes', () => {
  it('keeps every letter typed fast, and follows a URL changed from elsewhere', async () => {
    const { user, router } = await renderApp({ route: '/search' });
    const field = await searchField();
    await user.type(field, 'brahman');
    await waitFor(() => expect(router.state.location.search).toBe('?q=brahman'));
    expect(field).toHaveValue('brahman');
    await act(async () => {
      await router.navigate('/search?q=maya');
    });
    expect(field).toHaveValue('maya');
  });

  it('writes the query into the URL at once when the field loses focus, before a result is opened', async () => {
    const { user, router } = await renderApp({ route: '/search' });
    const field = await searchField();
    await user.type(field, 'swami');
    expect(router.state.location.search).toBe('');
    await user.tab();
    expect(router.state.location.search).toBe('?q=swami');
  });
});
