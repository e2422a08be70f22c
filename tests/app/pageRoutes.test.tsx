import { screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { SiteConfig } from '@/config/siteConfig';
import { appPageAt, appPages, loadPage } from '@/app/pageModule';
import { pageFile, pageRoutes } from '@/app/pageRoutes';
import type { RouteContext } from '@/app/routeContext';
import { makeStore } from '@/store/store';
import { studyLinks } from '@/content/site';
import { makePosts, setupFakeFunctions } from '../support/fakeFunctions';
import { renderApp, testConfig } from '../support/renderWithProviders';

const { requests } = setupFakeFunctions(makePosts(23));

const requestKeys = () =>
  requests.map((request) => `${new URL(request.url).pathname.split('/').at(-1)}?${new URL(request.url).searchParams}`);

function contextFor(url: string, config: SiteConfig = testConfig): RouteContext {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return { pathname, searchParams, params: appPageAt(pathname).params, domain: 'localhost', config };
}

/** Runs a page's queries into a fresh store, the way the prerenderer does, and returns the requests they sent. */
async function tableRequests(url: string, config: SiteConfig = testConfig) {
  const store = makeStore({ config });
  const context = contextFor(url, config);
  const module = await loadPage(appPageAt(context.pathname).page);
  await Promise.all((module.queries?.(context) ?? []).map((query) => store.dispatch(query.request)));
  const sent = requestKeys();
  requests.length = 0;
  return { store, context, module, sent };
}

describe('the route registry', () => {
  it('has one row per page (spec §2, topics and search), each matched by its path', () => {
    expect(pageRoutes.map((route) => route.id)).toEqual([
      'landing',
      'blog-list',
      'blog-post',
      'topics',
      'topic',
      'search',
      'glossary',
      'start-here',
      'saved',
      'offline',
      'privacy',
      'terms',
      'not-found',
    ]);
    expect(appPageAt('/saved').page.id).toBe('saved');
    expect(appPageAt('/offline').page.id).toBe('offline');
    expect(appPageAt('/glossary').page.id).toBe('glossary');
    expect(appPageAt('/topics').page.id).toBe('topics');
    expect(appPageAt('/topics/bhagavad-gita').page.id).toBe('topic');
    expect(appPageAt('/search').page.id).toBe('search');
    expect(appPageAt('/').page.id).toBe('landing');
    expect(appPageAt('/blog').page.id).toBe('blog-list');
    expect(appPageAt('/blog/maya').page.id).toBe('blog-post');
    expect(appPageAt('/privacy').page.id).toBe('privacy');
    expect(appPageAt('/terms').page.id).toBe('terms');
    expect(appPageAt('/blog/a/b').page.id).toBe('not-found');
  });

  it("leads each of the header's and footer's study tools to its row's page, by the row's own path", () => {
    const tools = { 'Start here': 'start-here', Glossary: 'glossary', Topics: 'topics', Search: 'search', Saved: 'saved' };
    expect(studyLinks.map((link) => [link.label, appPageAt(link.path).page.id])).toEqual(Object.entries(tools));
    for (const link of studyLinks) expect(pageRoutes.find((route) => route.path === link.path)).toBeDefined();
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
    ['/glossary', testConfig],
    ['/', { ...testConfig, newsFeedUrl: 'https://news.example/feed' }],
  ])("%s: the row's queries are the ones its page makes", async (url, config) => {
    const { sent } = await tableRequests(url, config);
    await renderApp({ route: url, config });
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
    expect(post.module.head(post.context, post.store.getState())).toMatchObject({
      title: 'Post 4 title',
      canonicalUrl: `${siteUrl}/blog/post-4`,
      type: 'article',
    });
    expect(post.module.head(post.context, post.store.getState()).noindex).toBeUndefined();
    expect(post.module.status?.(post.context, post.store.getState())).toBe(200);

    const missing = await tableRequests('/blog/no-such-post', config);
    expect(missing.module.head(missing.context, missing.store.getState())).toMatchObject({
      title: 'Blog post not found | Vedanta Wisdom',
      canonicalUrl: undefined,
      noindex: true,
    });
    expect(missing.module.status?.(missing.context, missing.store.getState())).toBe(404);

    const list = await tableRequests('/blog?page=2', config);
    const listHead = list.module.head(list.context, list.store.getState());
    expect(listHead.canonicalUrl).toBe(`${siteUrl}/blog?page=2`);
    expect(listHead.structuredData[0]).toMatchObject({
      '@type': 'Blog',
      url: `${siteUrl}/blog?page=2`,
      blogPost: expect.arrayContaining([{ '@type': 'BlogPosting', headline: 'Post 13 title', url: `${siteUrl}/blog/post-13` }]) as unknown,
    });
  });

  it("gives a post's head once per post and address, however often the store changes (the head reads the whole body)", async () => {
    const post = await tableRequests('/blog/post-4');
    const before = post.module.head(post.context, post.store.getState());
    post.store.dispatch({ type: 'unrelated/change' });
    expect(post.module.head(post.context, post.store.getState())).toBe(before);

    const other = await tableRequests('/blog/post-5');
    expect(other.module.head(other.context, other.store.getState())).toMatchObject({ title: 'Post 5 title' });
  });

  it('gives every row of the registry a page module, in a chunk of its own named for the row', async () => {
    for (const page of appPages) {
      const module = await loadPage(page);
      expect(typeof module.Page).toBe('function');
      expect(typeof module.head).toBe('function');
    }
    expect(appPages.map((page) => page.id)).toEqual(pageRoutes.map((route) => route.id));
  });

  it('names the paths the prerenderer writes: every page, every post of the list, every topic and the reading path', () => {
    const site = {
      posts: [
        { slug: 'maya', lastModified: '2025-01-01' },
        { slug: 'café', lastModified: '' },
      ],
      topics: ['atman', 'bhagavad-gita'],
      paths: ['start-here'],
    };
    expect(pageRoutes.flatMap((route) => route.prerender(site))).toEqual([
      '/',
      '/blog',
      '/blog/maya',
      '/blog/caf%C3%A9',
      '/topics',
      '/topics/atman',
      '/topics/bhagavad-gita',
      '/search',
      '/glossary',
      '/start-here',
      '/saved',
      '/offline',
      '/privacy',
      '/terms',
      '/404',
    ]);
    // A build whose content has no such path writes no page for it: /start-here is then a 404.
    expect(pageRoutes.flatMap((route) => route.prerender({ ...site, paths: [] }))).not.toContain('/start-here');
  });
});

describe("the registry's own matcher (servers and scripts, with no React)", () => {
  /** What react-router's own matching says of a path, over the same rows. */
  const reactRouterMatch = (pathname: string) => {
    const tree: RouteObject[] = [
      {
        path: '/',
        children: pageRoutes.map((route) =>
          route.path === '/' ? { id: route.id, index: true } : { id: route.id, path: route.path.slice(1) },
        ),
      },
    ];
    return matchRoutes(tree, pathname)?.at(-1)?.route.id ?? 'not-found';
  };

  it.each([
    '/',
    '/blog',
    '/blog/',
    '/BLOG',
    '/blog/maya',
    '/blog/maya/',
    '/blog/caf%C3%A9',
    '/blog/a%2Fb',
    '/blog/vedanta-2.0',
    '/blog/a/b',
    '/blog//x',
    '/topics',
    '/topics/bhagavad-gita',
    '/search',
    '/privacy',
    '/privacy//',
    '/terms',
    '/404',
    '/no/such/page',
    '/assets/js/x.js',
  ])('agrees with react-router on %s', (pathname) => {
    expect(appPageAt(pathname).page.id).toBe(reactRouterMatch(pathname));
  });

  it('gives each page the file the build writes for it, with no folder index to redirect to', () => {
    expect(['/', '/blog', '/blog/maya', '/blog/caf%C3%A9', '/topics/atman', '/404'].map(pageFile)).toEqual([
      'index.html',
      'blog.html',
      'blog/maya.html',
      'blog/café.html',
      'topics/atman.html',
      '404.html',
    ]);
  });
});
