import { screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '@/app/config';
import type { RouteContext } from '@/app/pageRoutes';
import { pageRoutes } from '@/app/pageRoutes';
import { matchPageRoute } from '@/app/routes';
import { makeStore } from '@/app/store';
import { makePosts, setupFakeFunctions } from '../support/fakeFunctions';
import { renderApp, testConfig } from '../support/renderWithProviders';

const { requests } = setupFakeFunctions(makePosts(23));

const requestKeys = () =>
  requests.map((request) => `${new URL(request.url).pathname.split('/').at(-1)}?${new URL(request.url).searchParams}`);

function contextFor(url: string, config: SiteConfig = testConfig): RouteContext {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return { pathname, searchParams, params: matchPageRoute(pathname).params, domain: 'localhost', config };
}

/** Runs a route's queries into a fresh store, the way the prerenderer does, and returns the requests they sent. */
async function tableRequests(url: string, config: SiteConfig = testConfig) {
  const store = makeStore({ config });
  const context = contextFor(url, config);
  const { route } = matchPageRoute(context.pathname);
  await route.loadHead();
  await Promise.all((route.queries?.(context) ?? []).map((query) => store.dispatch(query)));
  const sent = requestKeys();
  requests.length = 0;
  return { store, context, route, sent };
}

describe('the route table', () => {
  it('has one row per page (spec §2, topics and search), each matched by its path', () => {
    expect(pageRoutes.map((route) => route.id)).toEqual([
      'landing',
      'blog-list',
      'blog-post',
      'topics',
      'topic',
      'search',
      'privacy',
      'terms',
      'not-found',
    ]);
    expect(matchPageRoute('/topics').route.id).toBe('topics');
    expect(matchPageRoute('/topics/bhagavad-gita').route.id).toBe('topic');
    expect(matchPageRoute('/search').route.id).toBe('search');
    expect(matchPageRoute('/').route.id).toBe('landing');
    expect(matchPageRoute('/blog').route.id).toBe('blog-list');
    expect(matchPageRoute('/blog/maya').route.id).toBe('blog-post');
    expect(matchPageRoute('/privacy').route.id).toBe('privacy');
    expect(matchPageRoute('/terms').route.id).toBe('terms');
    expect(matchPageRoute('/blog/a/b').route.id).toBe('not-found');
  });

  // The prerenderer renders a page with the data its row asks for; the page's components must
  // ask for exactly that, or its HTML would be a loading state and hydration would not match.
  it.each([
    ['/', testConfig],
    ['/blog', testConfig],
    ['/blog?page=3', testConfig],
    ['/blog/post-4', testConfig],
    ['/privacy', testConfig],
    ['/topics', testConfig],
    ['/topics/atman', testConfig],
    ['/topics/no-such-topic', testConfig],
    ['/search', testConfig],
    ['/', { ...testConfig, newsFeedUrl: 'https://news.example/feed' }],
  ])("%s: the row's queries are the ones its page makes", async (url, config) => {
    const { sent } = await tableRequests(url, config);
    renderApp({ route: url, config });
    await screen.findByRole('heading', { level: 1 });
    // The search page also fetches its index at once; nothing of it is rendered, so no row asks for it.
    await waitFor(() =>
      expect(
        requestKeys()
          .filter((key) => !key.startsWith('search-index.json'))
          .sort(),
      ).toEqual([...sent].sort()),
    );
  });

  it('asks for the list with the domain the page is served for', async () => {
    const { sent } = await tableRequests('/blog?page=2');
    expect(sent).toEqual(['get_metainfo?domain=localhost&page=2']);
  });

  it("works out each page's head and status from its URL and data", async () => {
    const siteUrl = 'https://vedanta.example';
    const config = { ...testConfig, siteUrl };
    const post = await tableRequests('/blog/post-4', config);
    expect(post.route.head(post.context, post.store.getState())).toMatchObject({
      title: 'Post 4 title',
      canonicalUrl: `${siteUrl}/blog/post-4`,
      type: 'article',
    });
    expect(post.route.status?.(post.context, post.store.getState())).toBe(200);

    const missing = await tableRequests('/blog/no-such-post', config);
    expect(missing.route.head(missing.context, missing.store.getState())).toMatchObject({
      title: 'Blog post not found | Vedanta Wisdom',
      canonicalUrl: undefined,
    });
    expect(missing.route.status?.(missing.context, missing.store.getState())).toBe(404);

    const list = await tableRequests('/blog?page=2', config);
    expect(list.route.head(list.context, list.store.getState())?.canonicalUrl).toBe(`${siteUrl}/blog?page=2`);
  });

  it("has no head before the head's code has loaded with the page", async () => {
    // A fresh copy of the table: the pages rendered by other tests here have loaded their heads' code.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/app/routes');
      const { route } = fresh.matchPageRoute('/terms');
      const state = makeStore({ config: testConfig }).getState();
      expect(route.head(contextFor('/terms'), state)).toBeUndefined();
      await route.loadHead();
      expect(route.head(contextFor('/terms'), state)?.title).toBe('Terms of Service | Vedanta Wisdom');
    });
  });

  it('names the paths the prerenderer writes: every page, every post of the list and every topic', () => {
    const site = { slugs: ['maya', 'café'], topics: ['atman', 'bhagavad-gita'] };
    expect(pageRoutes.flatMap((route) => route.prerender(site))).toEqual([
      '/',
      '/blog',
      '/blog/maya',
      '/blog/caf%C3%A9',
      '/topics',
      '/topics/atman',
      '/topics/bhagavad-gita',
      '/search',
      '/privacy',
      '/terms',
      '/404',
    ]);
  });
});
