import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/environment';
import { escapeRegExp } from './support/text';
import { isMobile } from './support/viewport';

/** Banner ids of spec §9: the leaderboard, rectangle and skyscraper slots on desktop; on phones the leaderboard above and the skyscraper below. */
const DESKTOP_BANNERS = ['6079445', '6079446', '6079448'];
const MOBILE_BANNERS = ['1452360', '1452363'];

const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: /;

test.describe('Privacy and terms', () => {
  const pages = [
    {
      path: '/privacy',
      title: 'Privacy Policy',
      sections: ['Introduction', 'Information We Collect', 'How We Use Your Information', 'Data Protection', 'Your Rights'],
    },
    {
      path: '/terms',
      title: 'Terms of Service',
      sections: ['Agreement to Terms', 'Use License', 'User Responsibilities', 'Disclaimer', 'Limitation of Liability'],
    },
  ];

  for (const { path, title, sections } of pages) {
    test(`${path} shows its sections, banner slots and an in-page contents list`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      for (const section of sections) {
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      }
      const banners = page.locator('main [data-banner-id]');
      if (isMobile(page)) {
        // One banner per group on phones, with the phone ids.
        await expect(banners).toHaveCount(2);
        expect(await banners.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id')))).toEqual(MOBILE_BANNERS);
      } else {
        await expect(banners).toHaveCount(3);
        expect(await banners.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id')))).toEqual(DESKTOP_BANNERS);
      }
      // The slots come after the title, quiet (no outline) and even: slots side by side are as tall as each other.
      const slots = await banners.evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { top: Math.round(box.top + scrollY), height: Math.round(box.height), border: getComputedStyle(node).borderTopStyle };
        }),
      );
      const titleBottom = await page
        .getByRole('heading', { level: 1, name: title })
        .evaluate((h1) => h1.getBoundingClientRect().bottom + scrollY);
      expect(slots[0]!.top, 'the first slot is below the title').toBeGreaterThan(titleBottom);
      expect(slots.map((slot) => slot.border)).toEqual(slots.map(() => 'none'));
      for (const slot of slots) {
        expect(
          slots.filter((other) => other.top === slot.top).map((other) => other.height),
          'slots in one row',
        ).toEqual(slots.filter((other) => other.top === slot.top).map(() => slot.height));
      }
      await expectNoAxeViolations(page, path);

      // A contents entry scrolls to its section and leaves the path alone.
      const last = sections[sections.length - 1] ?? '';
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: last }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#`));
      await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport();
    });
  }

  test('the footer: legal blocks with their anchors and links, the copyright year, and both pages inside the app', async ({ page }) => {
    await page.goto('/blog');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('#privacy').getByRole('heading', { name: 'Privacy' })).toBeVisible();
    await expect(footer.locator('#terms').getByRole('heading', { name: 'Terms' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    for (const link of await footer.getByRole('link', { name: /opens in a new tab/ }).all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/blog/a-post/extra-segment', '/%E2%9C%A8-sparkles']) {
    test(`${path} shows the 404 page and logs the path`, { tag: '@any-width' }, async ({ page, guard }) => {
      guard.allowConsoleError(NOT_FOUND_LOG);
      // The server answers an unknown address with the 404 page and status 404, which Chromium logs.
      guard.allowFailedRequests(new RegExp(`^${escapeRegExp(`${BASE_URL}${path}`)}$`));
      const logged: string[] = [];
      page.on('console', (message) => {
        if (NOT_FOUND_LOG.test(message.text())) logged.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status(), 'crawlers are told the page does not exist').toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.locator('main [data-banner-id]').first()).toBeAttached();
      await expect.poll(() => logged).toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);
      await expectNoAxeViolations(page, `404 at ${path}`);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
    });
  }
});

test.describe('404 page, the ways on', () => {
  test('links the blog and search beside Return to Home, each to its page', { tag: '@any-width' }, async ({ page, guard }) => {
    guard.allowConsoleError(NOT_FOUND_LOG);
    guard.allowFailedRequests(new RegExp(`^${escapeRegExp(`${BASE_URL}/no-such-page`)}$`));
    await page.goto('/no-such-page');
    const message = page.getByRole('region', { name: 'Oops! Page not found' });
    await expect(message.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(message.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
    await expect(message.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search');
    // Side by side where there is room, all three on screen with the message.
    for (const name of ['Return to Home', 'Read the blog', 'Search the site']) {
      await expect(message.getByRole('link', { name })).toBeInViewport();
    }

    await message.getByRole('link', { name: 'Read the blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await page.goBack();
    await message.getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('Router failure', () => {
  test("a page whose code cannot load shows 'Unexpected Application Error!'", { tag: '@any-width' }, async ({ page, guard }) => {
    await page.route(/\/assets\/js\/page-privacy\.[^/]*\.js$/, (route) => route.abort('failed'));
    guard.allowFailedRequests(/\/assets\/js\/page-privacy\./);
    // React Router reports the error it shows, and webpack the chunk it could not load.
    guard.allowConsoleError(/ChunkLoadError|Loading chunk|React Router|page-privacy/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expectNoAxeViolations(page, 'the router error screen');

    // The way home is a full page load, so it recovers with code that loads.
    await page.unroute(/\/assets\/js\/page-privacy\.[^/]*\.js$/);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
  });
});
