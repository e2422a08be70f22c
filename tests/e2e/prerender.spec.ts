import type { Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { siteRequestsSettled } from './support/siteRequests';
import { expectExpanded } from './support/popover';
import { DETAILS, fulfillJson, minimalDetail } from './support/api';
import { isMobile, oneWidthInTurn } from './support/viewport';

/** Pages `npm run build` prerenders, with a heading and text each must carry in its HTML. */
const prerendered = [
  // The suite's build has a news feed, so the landing page lists no posts.
  { path: '/', h1: 'Discover the Wisdom of Vedanta', text: 'About Vedanta', requests: [] },
  { path: '/blog', h1: 'Our Blog', text: 'Read More', requests: ['get_metainfo?domain=localhost&page=1'] },
  {
    path: '/blog/the-bhagavad-gita',
    h1: 'The Bhagavad Gita: Setting, Yogas and Key Verses',
    text: 'Song of the Lord',
    requests: ['get_details?slug=the-bhagavad-gita'],
  },
  { path: '/privacy', h1: 'Privacy Policy', text: 'charging stations', requests: [] },
  { path: '/terms', h1: 'Terms of Service', text: 'Limitation of Liability', requests: [] },
];

const isApiCall = (request: Request) => /\/functions\/v1\/get_/.test(request.url());

test.describe('Prerendered pages', () => {
  // Each page at one width, in turn.
  for (const [index, { path, h1, text, requests }] of prerendered.entries()) {
    test(
      `${path} arrives as HTML with its head, hydrates with no mismatch, then asks the live functions once per query`,
      { tag: oneWidthInTurn(index) },
      async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[?]/g, '\\$&')}</h1>`));
        expect(html).toContain(text);
        expect(html).toContain('<meta property="og:title"');
        expect(html).toContain('id="__PRELOADED_STATE__"');

        const apiCalls: string[] = [];
        page.on('request', (sent) => {
          if (isApiCall(sent)) apiCalls.push(`${new URL(sent.url()).pathname.split('/').at(-1) ?? ''}${new URL(sent.url()).search}`);
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await siteRequestsSettled(page);
        // Hydrated: React answers the header's controls (the guard fails the test on any mismatch).
        if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Related Links' }).click();
        await expectExpanded(page.getByRole('button', { name: 'Related Links' }), true);
        // The backend is the truth: the page's data is asked for again, with this site's domain.
        expect(apiCalls, 'a prerendered page revalidates its data, once').toEqual(requests);
      },
    );
  }

  test('a prerendered page is painted before any script is requested, the entry too', { tag: '@any-width' }, async ({ page, request }) => {
    const html = await (await request.get('/blog/the-bhagavad-gita')).text();
    expect(html, 'no script the browser would fetch while reading the page').not.toMatch(/<script[^>]*\ssrc=/);
    await page.goto('/blog/the-bhagavad-gita');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.firstPaint).toBeDefined();
    expect(timing.scripts.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
        expect.stringMatching(/\/app\./),
        expect.stringMatching(/\/page-blog-post\./),
      ]),
    );
    for (const script of timing.scripts)
      expect(script.start, `${script.path} waited for the first paint`).toBeGreaterThan(timing.firstPaint!);
  });

  test(
    'the search page asks for its index once it is painted, beside its scripts, and reads that one answer',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/search');
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await page.getByRole('searchbox', { name: 'Search this site' }).fill('maya');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        index: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === '/data/search-index.json')
          .map((entry) => entry.startTime),
      }));
      expect(timing.index, 'one request, which the search itself read').toHaveLength(1);
      expect(timing.index[0], 'the index waited for the first paint').toBeGreaterThan(timing.firstPaint);
    },
  );

  test(
    'once painted, a page asks for the entry and everything it takes over with together, and for each once',
    { tag: '@any-width' },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.push(pathname);
      });
      // The entry is held: what the page needs besides it is asked for without waiting for it, not one file after another.
      let releaseEntry = () => {};
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
        await entryHeld;
        await route.continue();
      });
      await page.goto('/blog/the-bhagavad-gita', { waitUntil: 'commit' });
      const listed = ((await page.locator('script[data-preload]').getAttribute('data-preload')) ?? '').split(' ');
      expect(listed).toEqual(expect.arrayContaining([expect.stringMatching(/\/app\./), expect.stringMatching(/\/page-blog-post\./)]));
      await expect.poll(() => [...listed, 'main.'].every((file) => scripts.some((script) => script.includes(file)))).toBe(true);
      releaseEntry();
      // webpack's runtime takes the preloaded files: the page hydrates, with no file fetched twice.
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await siteRequestsSettled(page);
      expect(scripts.length, scripts.join(', ')).toBe(new Set(scripts).size);
    },
  );

  test(
    'a post carries BlogPosting and BreadcrumbList data, the home page WebSite and Organization',
    { tag: '@any-width' },
    async ({ request }) => {
      const types = async (path: string) => {
        const html = await (await request.get(path)).text();
        return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
          (match) => (JSON.parse(match[1] ?? '{}') as { '@type'?: string })['@type'],
        );
      };
      expect(await types('/blog/the-bhagavad-gita')).toEqual(['BlogPosting', 'BreadcrumbList']);
      expect(await types('/')).toEqual(['WebSite', 'Organization']);
    },
  );

  test('an unknown path is the prerendered not-found page with status 404', { tag: '@any-width' }, async ({ page, guard }) => {
    guard.allowConsoleError(/^404 Error: User attempted to access non-existent route: /);
    guard.allowFailedRequests(/\/no\/such\/page$/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('a post added after the build renders in the browser from the app shell', { tag: '@any-width' }, async ({ page }) => {
    await page.route(DETAILS, (route) => fulfillJson(route, minimalDetail({ metaTitle: 'Written After The Build' })));
    await page.goto('/blog/written-after-the-build');
    await expect(page.getByRole('heading', { level: 1, name: 'Written After The Build' })).toBeVisible();
  });

  test('a later page of the blog renders over the first page’s markup without a mismatch', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/blog?page=2');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
