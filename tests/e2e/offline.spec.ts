/**
 * Offline reading (issue 45), in Chromium with its service worker running and the network really cut
 * (`context.setOffline`): no mock of the worker, the caches or IndexedDB. The rest of the suite blocks service
 * workers (playwright.config.ts), so their request routing sees every request; these tests allow them.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '../../scripts/chromium';
import { hashSource } from '../../scripts/inlineStyles';
import { RETIRED_SERVICE_WORKER } from '../../scripts/retiredServiceWorker';
import { INSTALL_FAILED_KEY } from '../../src/app/serviceWorker/registerServiceWorker';
import { offlineText } from '../../src/content/offline';
import { inlineScriptTexts } from '../../scripts/securityHeadersPlugin';
import { test, expect } from './support/fixtures';
import { CHANGING_POST, contentAt, OLD_STALE_WINDOW_MS, pageWithHttpCache, readyForRestart } from './support/changingPost';
import { copyOfContent, PLAIN_DIST_DIR, serveSite, type LiveSite } from './support/liveSite';

test.use({ serviceWorkers: 'allow' });

const POST = { slug: 'atman-and-brahman', title: 'Atman and Brahman: The Self and the Absolute in Vedanta' };
const OTHER_POST = { slug: 'karma-and-rebirth', title: 'Karma and Rebirth in Vedanta: Sanchita, Prarabdha, Agami' };
const NEVER_OPENED = '/blog/the-vivekachudamani';

/** The service worker has taken the page over (the first one claims the page that registered it). */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Some cache of the site's holds `url` (as the worker keeps it: without a fragment). */
async function waitUntilKept(page: Page, url: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (wanted) => Boolean(await caches.match(wanted, { ignoreVary: true })), url), {
      message: `${url} is kept for offline reading`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** Opens `path`, waits for the worker to control it and to keep the page itself. */
async function readOnline(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await workerControls(page);
  await waitUntilKept(page, new URL(pagePath, page.url()).href);
}

/**
 * The block where the reader stopped, as this device keeps it (IndexedDB), or null. Only reads: before the site has
 * written anything there is no database, and opening one here would create it without the site's store (the site's
 * own open would then find no store: "One of the specified object stores was not found").
 */
function storedPlace(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('vedanta-reading');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = (event) => {
          event.preventDefault();
          resolve(null);
        };
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('records')) {
            database.close();
            resolve(null);
            return;
          }
          const request = database.transaction('records').objectStore('records').get('reading-place');
          request.onsuccess = () => resolve((request.result as { block?: number } | undefined)?.block ?? null);
          request.onerror = () => resolve(null);
          request.transaction?.addEventListener('complete', () => database.close());
        };
      }),
  );
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('Installable', () => {
  test('the manifest names the site, starts at /, is standalone and has 192 and 512 px icons, one maskable; the head has the iOS tags', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // Linked once the page is interactive (src/app/linkWebAppManifest.ts), so the first paint never waits for it.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const html = await (await request.get('/')).text();
    expect(html, 'the HTML as served leaves the manifest to the interactive page').not.toContain('rel="manifest"');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const response = await request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Vedanta Wisdom', short_name: 'Vedanta', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}`);
      expect(icon, `an icon of ${size} px`).toBeDefined();
      const png = await (await request.get(icon?.src ?? '')).body();
      // A PNG's width and height, from its IHDR chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);

    const head = page.locator('head');
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Vedanta');
  });

  test('Chromium finds nothing missing to install it, in a profile of its own (never in an incognito context)', async ({ baseURL }) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'vedanta-install-'));
    const browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...HEADLESS_CHROMIUM_FLAGS] });
    try {
      const page = await browser.newPage();
      await page.goto(`${baseURL ?? ''}/`);
      await workerControls(page);
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('Offline reading', () => {
  test('a post read online reloads offline, with its text and its image, and never the browser’s error page', async ({ page, context }) => {
    await readOnline(page, `/blog/${POST.slug}`);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(page.locator('article p').first()).not.toBeEmpty();
    const images = page.locator('article img');
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
  });

  test('/blog offline shows the posts last seen there', async ({ page, context }) => {
    await readOnline(page, '/blog');
    const titles = await page.locator('main h2, main h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    expect(await page.locator('main h2, main h3').allTextContents()).toEqual(titles);
  });

  test('a page never opened shows the site’s offline page, which offers what was read, and leads back to the page once online', async ({
    page,
    context,
  }) => {
    await readOnline(page, `/blog/${POST.slug}`);
    await goOffline(context);
    await page.goto(NEVER_OPENED);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recently read' })).toBeVisible();
    await expect(page.getByRole('link', { name: POST.title })).toHaveAttribute('href', `/blog/${POST.slug}`);
    await context.setOffline(false);
    const back = page.getByRole('link', { name: 'You are back online: open the page' });
    await expect(back).toHaveAttribute('href', NEVER_OPENED);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${NEVER_OPENED}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vivekachudamani');
  });

  test('a saved post opens offline from Saved, after everything else was cleared, and can be removed', async ({ page, context }) => {
    await page.goto(`/blog/${OTHER_POST.slug}`);
    await workerControls(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('button', { name: `Remove “${OTHER_POST.title}” from Saved` })).toBeVisible();
    // Only Saved's own cache keeps it: the pages and answers a reader merely opened may be evicted.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (/^vedanta-(pages|answers)-/.test(name)) await caches.delete(name);
    });

    await goOffline(context);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
    await page.getByRole('link', { name: OTHER_POST.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: OTHER_POST.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: OTHER_POST.title })).toBeVisible();

    await page.goto('/saved');
    await page.getByRole('button', { name: `Remove “${OTHER_POST.title}” from Saved` }).click();
    await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
  });

  test('a device without room says so plainly before saving, and the post stays unsaved', async ({ page, context }) => {
    await page.goto(`/blog/${OTHER_POST.slug}`);
    await workerControls(page);
    // Chromium's own quota for the site, cut below what it already keeps: the device is full.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: 1 });
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(offlineText.deviceFull)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeEnabled();
    await expect(page.getByRole('button', { name: `Remove “${OTHER_POST.title}” from Saved` })).toHaveCount(0);

    await page.goto('/saved');
    await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
  });

  test('the footer links to Saved, which says what it keeps', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText('kept on this device only')).toBeVisible();
  });

  test('online, the worker changes nothing: every page change still asks the functions, and an error answer is shown, never kept', async ({
    page,
    guard,
  }) => {
    await readOnline(page, '/blog');
    const asked: string[] = [];
    // The worker's own requests: what it asked the network for (the page's go through it first).
    page.context().on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/get_metainfo'))
        asked.push(new URL(request.url()).searchParams.get('page') ?? '');
    });
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => asked, { message: 'page 2, then page 1 again, from the network' }).toEqual(['2', '1']);

    // A failing backend: its answer reaches the page, and no copy of it is kept.
    guard.allowFailedRequests(/get_metainfo/);
    guard.allowConsoleError(/Failed to load resource/);
    await page
      .context()
      .route(/get_metainfo/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Error: Failed to fetch blogs')).toBeVisible();
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('vedanta-answers-v1');
      return Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))?.status));
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((status) => status === 200)).toBe(true);
  });

  test('a cached list answer is never served for another domain', async ({ page, context, guard }) => {
    guard.allowFailedRequests(/another-site\.example/);
    await readOnline(page, '/blog');
    // The list the page asked for, kept once the worker saw it.
    const asked = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('get_metainfo')),
    );
    expect(asked).toBeDefined();
    await waitUntilKept(page, asked ?? '');
    await goOffline(context);
    const answers = await page.evaluate(async (own) => {
      const other = new URL(own);
      other.searchParams.set('domain', 'another-site.example');
      const status = (url: string) =>
        fetch(url, { headers: { Authorization: 'Bearer local-anon-key' } }).then(
          (response) => response.status,
          () => 'network error',
        );
      return { own: await status(own), other: await status(other.href) };
    }, asked ?? '');
    expect(answers).toEqual({ own: 200, other: 'network error' });
  });
});

test.describe('The worker’s storage is the reader’s (security probe 2)', () => {
  test('any number of addresses of one page are one copy: the pages the reader kept stay', async ({ page }) => {
    const posts = [`/blog/${POST.slug}`, `/blog/${OTHER_POST.slug}`, NEVER_OPENED];
    for (const post of posts) await readOnline(page, post);
    const origin = new URL(page.url()).origin;
    // As a page of another site could once make the reader's window do, address after address (L4).
    await page.evaluate(
      (urls) => navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }),
      Array.from({ length: 70 }, (_, index) => [`${origin}/privacy?junk=${index}`, { headers: { Accept: 'text/html' } }]),
    );
    await waitUntilKept(page, `${origin}/privacy`);
    const keptPages = async () =>
      page.evaluate(async () =>
        (await (await caches.open('vedanta-pages-v1')).keys()).map(
          (request) => new URL(request.url).pathname + new URL(request.url).search,
        ),
      );
    await expect.poll(keptPages, { message: 'the 70 addresses are one copy of /privacy' }).toContain('/privacy');
    const kept = await keptPages();
    expect(kept.filter((address) => address.startsWith('/privacy'))).toEqual(['/privacy']);
    for (const post of posts) expect(kept, `${post} is still kept`).toContain(post);
  });

  test('a page of another site that opens this one gets no handle on its window (Cross-Origin-Opener-Policy)', async ({
    page,
    baseURL,
  }) => {
    // 127.0.0.1 and localhost are two origins: the opener is another site.
    const other = (baseURL ?? '').replace('localhost', '127.0.0.1');
    await page.goto(`${other}/robots.txt`, { waitUntil: 'commit' });
    const severed = await page.evaluate(
      async (site) => {
        const opened = window.open(site);
        for (let tries = 0; tries < 100 && opened && !opened.closed; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
        return opened === null || opened.closed;
      },
      `${baseURL ?? ''}/`,
    );
    expect(severed).toBe(true);
  });

  test('the fallback looks only in its route’s cache and in Saved: a page never opened is the offline page, whatever another cache holds', async ({
    page,
    context,
  }) => {
    await readOnline(page, '/');
    const privacy = new URL('/privacy', page.url()).href;
    // An answer kept under the page's address, as the answers' cache once lent the pages' route (I1).
    await page.evaluate(
      (url) =>
        caches
          .open('vedanta-answers-v1')
          .then((cache) => cache.put(url, new Response('{"blogs":[]}', { headers: { 'Content-Type': 'application/json' } }))),
      privacy,
    );
    await goOffline(context);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('{"blogs":[]}')).toHaveCount(0);
  });

  test('a device that cannot hold the precache gets no worker and nothing of it, and is not asked again at the next load', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const cdp = await context.newCDPSession(page);
    // Less room than the precache needs (L6: at 600 KiB a partial precache of 22 files stayed, and every load tried again).
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 600 * 1024 });
    const workerFetches: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) workerFetches.push(request.url());
    });
    try {
      await page.goto('/');
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), INSTALL_FAILED_KEY), {
          message: 'the failed install is noted',
          timeout: 20_000,
        })
        .not.toBeNull();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      const precached = await page.evaluate(async () => {
        const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
        return (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length))).reduce(
          (sum, count) => sum + count,
          0,
        );
      });
      expect(precached, 'files left of the failed install').toBe(0);

      expect(workerFetches.length, 'the worker tried to install: it fetched the precache').toBeGreaterThan(0);

      workerFetches.length = 0;
      await page.reload();
      // Where it registers, the worker is registered once the browser is idle after the takeover, with the manifest.
      await page.waitForFunction(() => document.head.querySelector('link[rel="manifest"]') !== null);
      await page.waitForTimeout(2_000);
      expect(workerFetches, 'no second install: nothing fetched by a worker').toEqual([]);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    }
  });
});

test.describe('Continue reading', () => {
  test('a post left part-read is offered on the landing page and on /blog, and brings the reader back to where they stopped', async ({
    page,
  }) => {
    await page.goto(`/blog/${POST.slug}`);
    const body = page.locator('[data-reading-body]');
    const blocks = body.locator(':scope > *');
    const count = await blocks.count();
    const target = Math.floor(count / 2);
    await blocks.nth(target).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(() => storedPlace(page), { message: 'where the reader stopped is kept', timeout: 10_000 }).toBeGreaterThan(0);
    const stoppedAt = await storedPlace(page);

    for (const listPath of ['/blog', '/']) {
      await page.goto(listPath);
      await expect(page.getByRole('complementary', { name: 'Continue reading' })).toContainText(`Continue reading: ${POST.title}`);
    }
    await page.getByRole('link', { name: `Continue reading: ${POST.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeAttached();
    // The block it names is at the top of the screen again, below the sticky header.
    await expect
      .poll(() =>
        body.evaluate((element, index) => {
          const covered = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          return Math.abs((element.children[index]?.getBoundingClientRect().top ?? Infinity) - covered) < 2;
        }, stoppedAt ?? -1),
      )
      .toBe(true);

    // "Not now" puts it away for the visit; reading to the end forgets the place.
    await page.goto('/blog');
    await page.getByRole('button', { name: 'Hide “Continue reading” for this visit' }).click();
    await expect(page.getByRole('complementary', { name: 'Continue reading' })).toHaveCount(0);
    await page.goto(`/blog/${POST.slug}`);
    // Read to the end, and there again while the page settles: the web fonts, which come after the takeover, make the
    // text longer, and a reader who had reached the end would scroll on.
    await expect
      .poll(
        async () => {
          await body.evaluate((element) => element.lastElementChild?.scrollIntoView({ block: 'end' }));
          await page.mouse.wheel(0, 400);
          return storedPlace(page);
        },
        { message: 'a post read to its end is forgotten', timeout: 10_000 },
      )
      .toBeNull();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Continue reading' })).toHaveCount(0);
  });
});

/**
 * A site of its own, in a folder the test may redeploy: a copy of the plain build, served by `npm start` with a copy
 * of the content.
 */
async function ownSite(): Promise<{ site: LiveSite; distDir: string }> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'vedanta-offline-site-'));
  cpSync(PLAIN_DIST_DIR, distDir, { recursive: true });
  return { site: await serveSite(distDir, copyOfContent()), distDir };
}

/** Every text file of a build, where a chunk's name may be written. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|js|css|json|webmanifest)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The CSP hashes of a page's inline scripts (the entry loader names the entry chunk), in order. */
const inlineScriptHashes = (htmlFile: string) => inlineScriptTexts(readFileSync(htmlFile, 'utf8')).map(hashSource);

/**
 * Deploys a new build over `distDir`, as a build with changed code would: every JS and CSS file gets a new hash in its
 * name, the old names are gone from the server, and the pages, the webpack runtime, the worker's precache list and
 * the headers' script hashes name the new ones. Returns the new names.
 */
function deployNewBuild(distDir: string): Set<string> {
  const hashes = new Map<string, string>();
  const names = new Set<string>();
  const scriptHashesBefore = inlineScriptHashes(path.join(distDir, 'index.html'));
  for (const kind of ['js', 'css']) {
    const dir = path.join(distDir, 'assets', kind);
    for (const file of readdirSync(dir)) {
      const match = /^(.+)\.([0-9a-f]{10})\.(js|css)$/.exec(file);
      if (!match?.[2]) continue;
      // Each hex digit moved on by one: a name no build wrote before.
      const next = match[2].replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16));
      hashes.set(match[2], next);
      names.add(`/assets/${kind}/${match[1]}.${next}.${match[3]}`);
      renameSync(path.join(dir, file), path.join(dir, `${match[1]}.${next}.${match[3]}`));
    }
  }
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' }))
    if (/\.(br|gz|map)$/.test(file)) rmSync(path.join(distDir, file));
  for (const file of textFiles(distDir)) {
    let text = readFileSync(file, 'utf8');
    for (const [before, after] of hashes) text = text.replaceAll(before, after);
    writeFileSync(file, text);
  }
  const scriptHashesAfter = inlineScriptHashes(path.join(distDir, 'index.html'));
  const headersFile = path.join(distDir, '_headers');
  let headers = readFileSync(headersFile, 'utf8');
  scriptHashesBefore.forEach((before, index) => (headers = headers.replaceAll(before, scriptHashesAfter[index] ?? before)));
  writeFileSync(headersFile, headers);
  return names;
}

test.describe('Deploys', () => {
  test('a new build deployed under a running page: the page keeps working on its old chunks, and the next navigation is the new build', async ({
    page,
  }) => {
    const own = await ownSite();
    let site = own.site;
    const { distDir } = own;
    const { origin } = site;
    try {
      await page.goto(`${origin}/`);
      await workerControls(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const oldGlossaryChunk = await page.evaluate(async () => {
        const keys = await caches.keys();
        for (const name of keys) {
          const cache = await caches.open(name);
          const found = (await cache.keys()).map((request) => request.url).find((url) => /page-glossary\.[0-9a-f]+\.js/.test(url));
          if (found) return new URL(found).pathname;
        }
        return undefined;
      });
      expect(oldGlossaryChunk, 'the worker precached the glossary’s chunk').toBeDefined();
      // The chunk asked for when the browser is idle (offline reading's) has come before the server restarts.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/offline\.[0-9a-f]+\.js$/.test(entry.name)),
      );

      const newNames = deployNewBuild(distDir);
      // The server reads the headers when it starts, as a host does when a deploy lands.
      await site.stop();
      site = await serveSite(distDir, copyOfContent(), Number(new URL(origin).port));
      const gone = await page.request.get(`${origin}${oldGlossaryChunk ?? ''}`);
      expect(gone.status(), 'the old chunk is no longer on the server').toBe(404);

      // Still on the old build's page: a link to a page whose chunk it has not loaded yet.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Glossary of Sanskrit Terms' })).toBeVisible();

      // The next page load is the new build.
      await page.goto(`${origin}/blog`);
      const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(newNames.has(new URL(src).pathname), `${src} is the new build's`).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    } finally {
      await site.stop();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  test('a post the backend no longer has leaves the caches and Saved, and the reader is told', async ({ page, guard }) => {
    guard.allowFailedRequests(new RegExp(`get_details\\?slug=${OTHER_POST.slug}$`));
    const own = await ownSite();
    let site = own.site;
    const { origin } = site;
    try {
      const postUrl = `${origin}/blog/${OTHER_POST.slug}`;
      await page.goto(postUrl);
      await workerControls(page);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await expect(page.getByRole('button', { name: `Remove “${OTHER_POST.title}” from Saved` })).toBeVisible();
      await waitUntilKept(page, postUrl);

      // The post is unpublished: the functions, restarted on the new content, answer 404 for it.
      const content = copyOfContent();
      rmSync(path.join(content, 'posts', `${OTHER_POST.slug}.md`));
      await site.stop();
      site = await serveSite(own.distDir, content, Number(new URL(origin).port));

      await page.goto(postUrl);
      await expect(page.getByText(`“${OTHER_POST.title}” is no longer published, so it was removed from Saved.`)).toBeVisible();
      await expect
        .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), postUrl), {
          message: 'no cache keeps the removed post',
        })
        .toBe(false);
      await page.goto(`${origin}/saved`);
      await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
    } finally {
      await site.stop();
      rmSync(own.distDir, { recursive: true, force: true });
    }
  });

  test('a post published, saved, edited and removed within 45 s: each visit shows what the backend has, and Saved lets it go (issue 72)', async ({
    browser,
  }) => {
    const { page, problems, close } = await pageWithHttpCache(browser, 'allow');
    const { first, edited } = CHANGING_POST;
    let site = await serveSite(PLAIN_DIST_DIR, contentAt('first'));
    const port = Number(new URL(site.origin).port);
    const postUrl = `${site.origin}/blog/${CHANGING_POST.slug}`;
    const restartWith = async (step: 'edited' | 'removed') => {
      await readyForRestart(page, { worker: true });
      await site.stop();
      site = await serveSite(PLAIN_DIST_DIR, contentAt(step), port);
    };
    try {
      const readAt = Date.now();
      await page.goto(postUrl);
      await workerControls(page);
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await expect(page.getByRole('button', { name: `Remove “${first.title}” from Saved` })).toBeVisible();

      await restartWith('edited');
      await page.goto(postUrl);
      await expect(page.getByRole('heading', { level: 1, name: edited.title })).toBeVisible();
      await expect(page.getByText(edited.text)).toBeVisible();
      await expect(page.getByText(first.text)).toHaveCount(0);

      await restartWith('removed');
      await page.goto(postUrl);
      await expect(page.getByText(/is no longer published, so it was removed from Saved\.$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: edited.title })).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), postUrl), {
          message: 'no cache keeps the removed post',
        })
        .toBe(false);
      expect(problems).toEqual([]);
      expect(Date.now() - readAt, 'every step within the old stale window, where a kept answer was served').toBeLessThan(
        OLD_STALE_WINDOW_MS,
      );
      await page.goto(`${site.origin}/saved`);
      await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
    } finally {
      await close();
      await site.stop();
    }
  });

  test('the retiring worker at the same URL removes itself and everything the old one kept', async ({ page }) => {
    const { site, distDir } = await ownSite();
    try {
      await readOnline(page, `${site.origin}/blog/${POST.slug}`);
      expect((await page.evaluate(() => caches.keys())).length).toBeGreaterThan(0);
      await expect
        .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)), {
          message: 'the post read is in the reading records',
        })
        .toContain('vedanta-reading');

      writeFileSync(path.join(distDir, 'sw.js'), RETIRED_SERVICE_WORKER);
      for (const encoded of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(distDir, encoded), { force: true });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 })
        .toBe(0);
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
      // The reading records go too (L7): once no page of the old build holds the database, it is deleted.
      await page.goto(`${site.origin}/robots.txt`, { waitUntil: 'commit' });
      await expect
        .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)), {
          message: 'no reading records are left, nor Workbox’s record of the pages kept',
        })
        .toEqual([]);
    } finally {
      await site.stop();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
