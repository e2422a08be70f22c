/**
 * The site as operators deploy it: built once for PRODUCTION_URL, served on that host and on hosts the build never saw,
 * at URLs no file was written for (`?page=2`, `?utm_source=…`, a trailing slash, a post it does not know), on the
 * throttled phone and at full speed. No painted page is ever blanked, the header's controls answer at first paint on
 * every host, and the header stays one row from 768 px up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { throttleLikeAPhone, throttleLikeAPhonesNetwork } from '../../scripts/phoneProfile';
import { PORT, PRODUCTION_HOST, PRODUCTION_URL } from './support/environment';
import { PLAIN_DIST_DIR } from './support/liveSite';
import { test, expect } from './support/fixtures';
import { siteRequestsSettled } from './support/siteRequests';
import { expectExpanded } from './support/popover';
import { holdScripts } from './support/holdScripts';
import { PAGE_SAMPLES } from './support/routes';

const HOSTS = [PRODUCTION_HOST, '127.0.0.1', 'localhost', 'preview.localhost'];
const origin = (host: string) => `http://${host}:${PORT}`;

/** One address of every page of the registry. */
const registryPaths = Object.values(PAGE_SAMPLES).map((sample) => sample.path);
/** Addresses a static host answers with a file written for another (in an order that gives each host a blog page). */
const servedForOtherUrls = ['/?utm_source=newsletter', '/privacy/', '/blog?page=2', '/blog/no-such-post'];

interface MainState {
  readonly h1: boolean;
  readonly loading: boolean;
}

/**
 * Records, before the page's own scripts, what `<main>` shows after every DOM change and at every animation frame.
 * A DOM change is seen when the task that made it ends, which is before any frame can paint it: a blank that lasts
 * one task is caught at any speed, where sampling frames alone needs a throttled CPU to see it.
 */
function recordMainStates() {
  const states: MainState[] = [];
  (window as unknown as { __mainStates: MainState[] }).__mainStates = states;
  const record = () => {
    const main = document.querySelector('main');
    const heading = main?.querySelector('h1');
    const state = { h1: Boolean(heading?.textContent.trim()), loading: main?.textContent.trim() === 'Loading…' };
    const last = states.at(-1);
    if (last?.h1 !== state.h1 || last.loading !== state.loading) states.push(state);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  const everyFrame = () => {
    record();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** What `<main>` showed from the first moment it had the page's h1 on. */
async function statesAfterFirstContent(page: Page): Promise<MainState[]> {
  const states = await page.evaluate(() => (window as unknown as { __mainStates: MainState[] }).__mainStates);
  const first = states.findIndex((state) => state.h1);
  expect(first, 'the page’s h1 was shown').toBeGreaterThanOrEqual(0);
  return states.slice(first);
}

/**
 * Each address is loaded once, its host taken in turn: every host serves four or five kinds of page, one of the
 * blog's among them, and each page is served on a host its build never saw or on its own. The blog's addresses, which
 * the live functions answer after the paint, are loaded on the throttled phone (CPU and network), where the scripts
 * arrive and run long after it; the others at this machine's speed. A slower CPU changes when a blank would show, not
 * whether: the recorder sees every DOM change, and Chromium's CPU throttle costs this machine several times the CPU it
 * saves the page (docs/decisions/ci-on-two-cores.md).
 */
const addresses = [...registryPaths, ...servedForOtherUrls];
const hostFor = (address: string) => HOSTS[addresses.indexOf(address) % HOSTS.length] ?? PRODUCTION_HOST;
const onThePhone = (address: string) => address.startsWith('/blog');

test.describe('A painted page is never blanked, on any host', () => {
  for (const address of addresses) {
    const host = hostFor(address);
    const phone = onThePhone(address);
    test(`${host}${address}${phone ? ' (throttled phone)' : ''}`, async ({ page, guard }) => {
      test.setTimeout(60_000);
      // The not-found answers are 404s by design.
      guard.allowFailedRequests(/no-such-/);
      guard.allowConsoleError(/^404 Error: User attempted to access non-existent route: /);
      if (phone) await throttleLikeAPhone(page);
      await page.addInitScript(recordMainStates);
      await page.goto(`${origin(host)}${address}`);
      // Hydration done, and the revalidation it starts has answered or is under way: any late suspense shows by now.
      await siteRequestsSettled(page);
      await page.waitForTimeout(300);
      const states = await statesAfterFirstContent(page);
      expect(
        states.filter((state) => !state.h1 || state.loading),
        'after the h1 was shown, <main> without it or showing Loading…',
      ).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('the recorder sees a blank that lasts one task, at full speed', async ({ page }) => {
  await page.addInitScript(recordMainStates);
  await page.goto(`${origin(PRODUCTION_HOST)}/privacy`);
  // A redraw gone wrong: the heading is taken out, and put back by the next task, before most frames could show it.
  await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    const parent = heading?.parentNode;
    if (!heading || !parent) throw new Error('no h1 in main');
    const next = heading.nextSibling;
    heading.remove();
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        parent.insertBefore(heading, next);
        resolve();
      }),
    );
  });
  const states = await statesAfterFirstContent(page);
  expect(states).toEqual([
    { h1: true, loading: false },
    { h1: false, loading: false },
    { h1: true, loading: false },
  ]);
});

/**
 * The app and React DOM are held back for the whole test, so every tap lands before React has taken over, as on a
 * phone whose scripts are still on their way; the phone's network is kept, its CPU is not (the held scripts make the
 * window, at no cost to the test machine).
 */
test.describe('Header controls answer at first paint on every host', () => {
  for (const host of HOSTS) {
    test(`${host}: the menu, a link in it, Related Links, the theme and the donation dialog`, async ({ page }) => {
      test.setTimeout(60_000);
      await throttleLikeAPhonesNetwork(page);
      await holdScripts(page);
      await page.goto(`${origin(host)}/`, { waitUntil: 'commit' });

      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expectExpanded(menu, true);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(`${origin(host)}/blog`);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
      await expectExpanded(menu, false);

      await menu.click();
      const related = page.getByRole('button', { name: 'Related Links' });
      await related.click();
      await expectExpanded(related, true);
      await page.keyboard.press('Escape');
      await expectExpanded(related, false);

      // Escape closed Related Links; the menu is still open.
      const theme = page.getByRole('button', { name: /^Theme:/ });
      await theme.click();
      await expect(theme).toHaveAccessibleName('Theme: light, next: dark');
      await theme.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press('Escape');

      await page.goto(`${origin(host)}/`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Support Our Mission' }).click();
      const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('html'), 'every tap was answered before React took over').not.toHaveAttribute('data-interactive');
    });
  }
});

test.describe('The header is one row from 768 px up', () => {
  for (const width of [768, 834, 1024, 1280]) {
    test(`at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin(PRODUCTION_HOST)}/blog`);
      const header = page.getByRole('banner');
      const controls = [
        page.getByRole('link', { name: 'Vedanta Wisdom', exact: false }).first(),
        page.getByRole('button', { name: 'Search' }),
        ...['Home', 'About Vedanta', 'Teachings', 'Resources', 'Blog', 'Contact Us'].map((name) =>
          header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
        ),
        header.getByRole('button', { name: 'Related Links' }),
        header.getByRole('button', { name: 'Study' }),
        header.getByRole('button', { name: /^Theme:/ }),
      ];
      const boxes = [];
      for (const control of controls) {
        await expect(control).toBeVisible();
        boxes.push((await control.boundingBox())!);
      }
      // One row: every control's vertical middle lies within every other control's height, and none past the edge.
      for (const box of boxes) {
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const middle = box.y + box.height / 2;
        for (const other of boxes) {
          expect(middle).toBeGreaterThan(other.y);
          expect(middle).toBeLessThan(other.y + other.height);
        }
      }
      await testInfo.attach(`header-${width}.png`, { body: await header.screenshot(), contentType: 'image/png' });
    });
  }
});

test.describe('SITE_URL', () => {
  test('a build for the production address names it: canonical URLs, robots.txt, sitemap and feed', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PRODUCTION_URL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${PRODUCTION_URL}/blog/what-is-vedanta</loc>`);
    const rss = await (await request.get('/rss.xml')).text();
    expect(rss).toContain('<content:encoded><![CDATA[');
    const feed = (await (await request.get('/feed.json')).json()) as { items: { url: string; content_html: string }[] };
    const item = feed.items[0];
    expect(feed.items).toHaveLength(20);
    // The whole post, not its summary: its sections are there.
    expect(item?.content_html).toContain('<h2');
    expect(item?.content_html.length).toBeGreaterThan(2000);
    const page = await (await request.get('/blog/what-is-vedanta')).text();
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="${PRODUCTION_URL}/blog/what-is-vedanta" ?/?>`));
    expect(page).toMatch(/<link rel="?alternate"? type="?application\/feed\+json"? [^>]*href="?\/feed\.json"?/);
  });

  test('a build without it (for local use) names no localhost address in any page or file it writes, and has no sitemap or feed', () => {
    // Scripts are left out: libraries use `http://localhost` as a base to parse relative URLs with, never as a link.
    const files = readdirSync(PLAIN_DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(html|txt|xml|json|webmanifest)$/.test(name),
    );
    expect(files.length).toBeGreaterThan(50);
    const naming = files.filter((name) =>
      /https?:\/\/(localhost|127\.0\.0\.1)/.test(readFileSync(path.join(PLAIN_DIST_DIR, name), 'utf8')),
    );
    expect(naming).toEqual([]);
    expect(existsSync(path.join(PLAIN_DIST_DIR, 'sitemap.xml'))).toBe(false);
    expect(existsSync(path.join(PLAIN_DIST_DIR, 'rss.xml'))).toBe(false);
    expect(existsSync(path.join(PLAIN_DIST_DIR, 'feed.json'))).toBe(false);
    expect(readFileSync(path.join(PLAIN_DIST_DIR, 'robots.txt'), 'utf8')).not.toContain('Sitemap:');
  });
});
