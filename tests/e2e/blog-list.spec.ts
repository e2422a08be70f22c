import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fulfillJson, gate, messages, METAINFO, minimalDetail, realPosts, routeDetails, routeList, summaries } from './support/api';
import type { RealSummary, WireSummary } from './support/api';
import { cardTitles, openBlogInApp } from './support/navigation';
import { escapeRegExp } from './support/text';

const titlesOf = (posts: readonly RealSummary[]) => posts.map((post) => post.metaTitle);

/** The spec's date form (en-US, long), as the browser's own Intl writes it. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The pagination bar, which exists only when there is more than one page. */
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

async function expectPage(page: Page, number: number, titles: string[]): Promise<void> {
  await expect(page).toHaveURL(number === 1 ? '/blog' : `/blog?page=${number}`);
  await expect.poll(() => cardTitles(page)).toEqual(titles);
  await expect(pagination(page).getByRole('button', { name: `Page ${number}` })).toHaveAttribute('aria-current', 'page');
}

test.describe('Blog list with the real posts', () => {
  let pages: RealSummary[][] = [];
  let total = 0;

  test.beforeAll(async ({ request }) => {
    ({ pages, total } = await realPosts(request));
    expect(pages.length, 'the content has three pages of posts').toBe(3);
  });

  test('page 1 shows ten cards with their pictures, titles, descriptions, dates and links', async ({ page }) => {
    const first = pages[0] ?? [];
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(page).toHaveTitle(/Our Blog/);
    await expectPage(page, 1, titlesOf(first));

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(10);
    for (const [index, post] of first.entries()) {
      const card = cards.nth(index);
      const path = `/blog/${encodeURIComponent(post.slug)}`;
      await expect(card.getByRole('link', { name: post.metaTitle, exact: true })).toHaveAttribute('href', path);
      await expect(card.getByRole('link', { name: `Read More: ${post.metaTitle}` })).toHaveAttribute('href', path);
      await expect(card.getByText(post.metaDescription)).toBeVisible();
      expect(post.date, `the content API dates ${post.slug}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator('time')).toHaveText(longDate(post.date ?? ''));
      await expect(card.locator('time')).toHaveAttribute('datetime', post.date ?? '');
      const image = card.locator('img');
      if (post.pinterestImageLink) {
        expect(await image.evaluate((img: HTMLImageElement) => img.src)).toBe(new URL(post.pinterestImageLink, page.url()).href);
        // Pictures load lazily: bring each into view, then it must actually load.
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } else {
        await expect(image).toHaveCount(0);
      }
    }
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(pagination(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.ceil(total / 10));
    await expectNoAxeViolations(page, 'the blog list, page 1');
  });

  test('Previous, Next and the page buttons change page, scroll to the top and keep history', { tag: '@any-width' }, async ({ page }) => {
    const [one = [], two = [], three = []] = pages;
    await page.goto('/blog');
    await expectPage(page, 1, titlesOf(one));

    // From the bottom of the page: the new page starts at the top, its heading focused.
    await pagination(page).getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expectPage(page, 2, titlesOf(two));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeFocused();

    await pagination(page).getByRole('button', { name: 'Page 3' }).click();
    await expectPage(page, 3, titlesOf(three));
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expectNoAxeViolations(page, 'the blog list, last page');

    await pagination(page).getByRole('button', { name: 'Previous' }).click();
    await expectPage(page, 2, titlesOf(two));

    // Back and forward walk the same pages again.
    await page.goBack();
    await expectPage(page, 3, titlesOf(three));
    await page.goBack();
    await expectPage(page, 2, titlesOf(two));
    await page.goBack();
    await expectPage(page, 1, titlesOf(one));
    await page.goForward();
    await expectPage(page, 2, titlesOf(two));
  });

  /** Every animation frame's `scrollY` from now until the page has been at the top a while. */
  async function scrollFrames(page: Page, act: () => Promise<void>): Promise<{ start: number; frames: number[] }> {
    const start = await page.evaluate(() => {
      const frames: number[] = [];
      Object.assign(window, { scrollFrames: frames });
      const sample = () => {
        frames.push(scrollY);
        if (frames.length < 240 && frames.slice(-10).some((y) => y > 0)) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      return scrollY;
    });
    await act();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    return { start, frames: await page.evaluate(() => (window as unknown as { scrollFrames: number[] }).scrollFrames) };
  }

  test('changing page scrolls smoothly to the top, with a cue of the page near it (spec §2)', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/blog?page=2');
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(page).toHaveTitle('Our Blog, page 2 of 3 | Vedanta Wisdom');
    await pagination(page).getByRole('button', { name: 'Page 3' }).scrollIntoViewIfNeeded();
    const { start, frames } = await scrollFrames(page, () => pagination(page).getByRole('button', { name: 'Page 3' }).click());
    expect(start).toBeGreaterThan(500);
    // Frames on the way up: a scroll, not a jump.
    const between = frames.filter((y) => y > 0 && y < start * 0.9);
    expect(between.length, frames.join(' ')).toBeGreaterThanOrEqual(4);
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page).toHaveTitle('Our Blog, page 3 of 3 | Vedanta Wisdom');
  });

  test('changing page goes to the top at once for a reader who asked for less motion', { tag: '@any-width' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog?page=2');
    // Once React has taken the page over: the painted page bar may be drawn again as it does.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await pagination(page).getByRole('button', { name: 'Page 3' }).scrollIntoViewIfNeeded();
    const { start, frames } = await scrollFrames(page, () => pagination(page).getByRole('button', { name: 'Page 3' }).click());
    expect(start).toBeGreaterThan(500);
    expect(
      frames.filter((y) => y > 0 && y < start * 0.9),
      frames.join(' '),
    ).toEqual([]);
  });

  test('?page= opens that page, survives a reload and is corrected when out of range', { tag: '@any-width' }, async ({ page }) => {
    const [one = [], , three = []] = pages;
    await page.goto('/blog?page=3');
    await expectPage(page, 3, titlesOf(three));
    await page.reload();
    await expectPage(page, 3, titlesOf(three));

    // One past the end becomes the last page; nonsense becomes page 1. Both rewrite the address.
    await page.goto('/blog?page=99');
    await expectPage(page, 3, titlesOf(three));
    for (const nonsense of ['abc', '0', '-2', '1.5', '']) {
      await page.goto(`/blog?page=${nonsense}`);
      await expectPage(page, 1, titlesOf(one));
    }
  });

  test('a card opens its post, and Back to Blog returns to the same page', { tag: '@any-width' }, async ({ page }) => {
    const post = pages[1]?.[3];
    if (!post) throw new Error('the content has no fourth post on page 2');
    await page.goto('/blog?page=2');
    await expect.poll(() => cardTitles(page)).toContain(post.metaTitle);
    await page.getByRole('link', { name: `Read More: ${post.metaTitle}` }).click();
    await expect(page).toHaveURL(`/blog/${encodeURIComponent(post.slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: post.metaTitle })).toBeVisible();
    await expect(page).toHaveTitle(post.metaTitle);
    await page.goBack();
    await expectPage(page, 2, titlesOf(pages[1] ?? []));
  });

  test('answers arriving out of order never replace the page the reader moved to', { tag: '@any-width' }, async ({ page }) => {
    const [one = [], two = [], three = []] = pages;
    await page.goto('/blog');
    await expectPage(page, 1, titlesOf(one));

    // Page 2's answer is held back while the reader moves on to page 3.
    const pageTwo = gate();
    await page.route(METAINFO, async (route) => {
      if (new URL(route.request().url()).searchParams.get('page') !== '2') return route.fallback();
      await pageTwo.opened;
      await route.fallback();
    });
    const pageTwoArrived = page.waitForResponse((response) => METAINFO.test(response.url()) && response.url().includes('page=2'));
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(page.getByText('Loading blogs...')).toBeVisible();
    await expectNoAxeViolations(page, 'the blog list while loading');

    await page.goBack();
    await expectPage(page, 1, titlesOf(one));
    await pagination(page).getByRole('button', { name: 'Page 3' }).click();
    await expectPage(page, 3, titlesOf(three));

    pageTwo.open();
    await pageTwoArrived;
    // Page 2 arrived late: page 3 stays, and nothing of page 2 is shown.
    await expectPage(page, 3, titlesOf(three));
    for (const title of titlesOf(two)) await expect(page.getByText(title, { exact: true })).toHaveCount(0);

    // Going to page 2 now uses the answer that arrived.
    await pagination(page).getByRole('button', { name: 'Page 2' }).click();
    await expectPage(page, 2, titlesOf(two));
  });

  test('Try Again after a failure asks for the same page again', { tag: '@any-width' }, async ({ page, guard }) => {
    guard.allowFailedRequests(METAINFO);
    await page.goto('/blog');
    await expectPage(page, 1, titlesOf(pages[0] ?? []));
    let failing = true;
    const asked = await routeList(page, (_number, route) => (failing ? fulfillJson(route, { error: 'down' }, 503) : route.fallback()));
    await pagination(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('alert')).toContainText(messages.listNotOk);
    await expect(page).toHaveURL('/blog?page=2');

    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectPage(page, 2, titlesOf(pages[1] ?? []));
    expect(asked).toEqual([2, 2]);
  });
});

/**
 * Failures of get_metainfo and the message each ends in (spec §8), in an order where no two in a row end in the same
 * message: each is seen to replace the one before.
 */
const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; message: string; audit?: true }> = [
  {
    name: 'HTTP 500',
    answer: (route) => fulfillJson(route, { error: 'Internal server error' }, 500),
    message: messages.listNotOk,
    audit: true,
  },
  { name: 'malformed JSON', answer: (route) => fulfillJson(route, '{"blogs": [{"id": 1,'), message: messages.unreadable, audit: true },
  { name: 'HTTP 404', answer: (route) => fulfillJson(route, { error: 'Not found' }, 404), message: messages.listNotOk },
  {
    name: 'HTML with status 200',
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>hello</p>' }),
    message: messages.unreadable,
  },
  { name: 'HTTP 401', answer: (route) => fulfillJson(route, { error: 'Missing or invalid API key' }, 401), message: messages.listNotOk },
  { name: 'JSON of the wrong shape (an array)', answer: (route) => fulfillJson(route, [1, 2, 3]), message: messages.unreadable },
  {
    name: 'an HTML error page (502)',
    answer: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    message: messages.listNotOk,
  },
  {
    name: 'JSON of the wrong shape (no total)',
    answer: (route) => fulfillJson(route, { blogs: summaries(2) }),
    message: messages.unreadable,
  },
  { name: 'a network failure', answer: (route) => route.abort('failed'), message: messages.network, audit: true },
  { name: 'JSON null', answer: (route) => fulfillJson(route, 'null'), message: messages.unreadable },
  { name: 'a refused connection', answer: (route) => route.abort('connectionrefused'), message: messages.network },
];

test.describe('Blog list when the API misbehaves', () => {
  // Cards of made-up posts start loading their post when pointed at: answer those too.
  test.beforeEach(async ({ page }) => {
    await routeDetails(page, (slug, route) => fulfillJson(route, minimalDetail({ metaTitle: `Post ${slug}` })));
  });

  // One backend failing in every way in turn, one page load for all of them: each answer its own Try Again asked for.
  test(
    'each failure ends in its message with Try Again, which asks again, until the list recovers',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      guard.allowFailedRequests(METAINFO);
      let failure: (typeof FAILURES)[number] | undefined = FAILURES[0];
      const asked = await routeList(page, (_number, route) => (failure ? failure.answer(route) : route.fallback()));
      await openBlogInApp(page);
      const alert = page.getByRole('alert');
      for (const [index, { name, message, audit }] of FAILURES.entries()) {
        await expect(alert, `after ${name}`).toHaveText(new RegExp(`^${escapeRegExp(message)}\\s*Try Again$`));
        expect(asked, `one request for ${name}`).toHaveLength(index + 1);
        await expect(page.getByText('Loading blogs...')).toHaveCount(0);
        await expect(pagination(page)).toHaveCount(0);
        // The error state looks the same whatever the message: audited once per message.
        if (audit) await expectNoAxeViolations(page, `the blog list after ${name}`);
        failure = FAILURES[index + 1];
        await page.getByRole('button', { name: 'Try Again' }).click();
      }
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
      await expect(alert).toHaveCount(0);
      expect(asked).toEqual(Array.from({ length: FAILURES.length + 1 }, () => 1));
    },
  );

  test('an entry that is not a post is left out, with a warning, and the others are shown', { tag: '@any-width' }, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      // The suite blocks service workers (playwright.config.ts), and Playwright says so in the console: not the page's.
      if (message.type() === 'warning' && !message.text().includes('blocked by Playwright')) warnings.push(message.text());
    });
    await routeList(page, (_number, route) =>
      fulfillJson(route, { blogs: [...summaries(2), { id: 3, slug: 'no-title' }, ...summaries(2, 4)], total: 5 }),
    );
    await openBlogInApp(page);
    await expect.poll(() => cardTitles(page)).toEqual(['Post number 1', 'Post number 2', 'Post number 4', 'Post number 5']);
    expect(warnings).toEqual([expect.stringMatching(/^get_metainfo: entry 2 of the list is not a post and is left out/)]);
  });

  test('a slow answer shows the loading state until it arrives', { tag: '@any-width' }, async ({ page }) => {
    const release = gate();
    await routeList(page, async (_number, route) => {
      await release.opened;
      await fulfillJson(route, { blogs: summaries(3), total: 3 });
    });
    await openBlogInApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading blogs...' })).toBeVisible();
    await expectNoAxeViolations(page, 'the blog list while loading');
    release.open();
    await expect.poll(() => cardTitles(page)).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
    await expect(page.getByText('Loading blogs...')).toHaveCount(0);
  });

  test('an answer that never ends becomes the timeout error with Try Again', { tag: '@any-width' }, async ({ page }) => {
    await page.clock.install();
    let hanging = true;
    await routeList(page, (_number, route) => (hanging ? new Promise<void>(() => {}) : route.fallback()));
    await openBlogInApp(page);
    await expect(page.getByText('Loading blogs...')).toBeVisible();
    // Short of the 15 s limit the reader still sees the loading state.
    // Real time runs on too, so a loaded machine may have spent a second or two already.
    await page.clock.fastForward(12_000);
    await expect(page.getByText('Loading blogs...')).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(page.getByRole('alert')).toContainText(messages.timedOut);
    await expectNoAxeViolations(page, 'the blog list after a timeout');

    hanging = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  });

  test("an empty blog says 'No blog posts found.' without pagination", { tag: '@any-width' }, async ({ page }) => {
    await routeList(page, (_number, route) => fulfillJson(route, { blogs: [], total: 0 }));
    await openBlogInApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'No blog posts found.' })).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the empty blog list');
  });

  test('one page of posts has no pagination', { tag: '@any-width' }, async ({ page }) => {
    await routeList(page, (_number, route) => fulfillJson(route, { blogs: summaries(10), total: 10 }));
    await openBlogInApp(page);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await expect(pagination(page)).toHaveCount(0);
  });

  test('many pages: the bar shows the first, the last and the pages round the current one', async ({ page }) => {
    await routeList(page, (number, route) => fulfillJson(route, { blogs: summaries(10, (number - 1) * 10 + 1), total: 200 }));
    await openBlogInApp(page);
    const buttons = pagination(page).getByRole('button', { name: /^Page \d+$/ });
    await expect(buttons).toHaveText(['1', '2', '3', '4', '5', '20']);
    await pagination(page).getByRole('button', { name: 'Page 5' }).click();
    await expect(page).toHaveURL('/blog?page=5');
    await expect(buttons).toHaveText(['1', '4', '5', '6', '20']);
    await expect.poll(() => cardTitles(page)).toEqual(summaries(10, 41).map((post) => String(post.metaTitle)));
    await pagination(page).getByRole('button', { name: 'Page 20' }).click();
    await expect(buttons).toHaveText(['1', '16', '17', '18', '19', '20']);
    await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectNoAxeViolations(page, 'the blog list with twenty pages');
  });

  test(
    "optional and odd card fields: absent, null, empty, blank, wrong type or unsafe pictures show the site's mark",
    { tag: '@any-width' },
    async ({ page }) => {
      const odd: unknown[] = [
        undefined,
        null,
        '',
        '   ',
        42,
        ['a.svg'],
        { src: 'a.svg' },
        true,
        'javascript:alert(1)',
        'data:image/svg+xml,<svg/>',
      ];
      const blogs: WireSummary[] = odd.map((pinterestImageLink, index) => ({
        id: index + 1,
        slug: `odd-${index + 1}`,
        metaTitle: `Odd picture ${index + 1}`,
        ...(index % 3 === 0 ? {} : { metaDescription: index % 3 === 1 ? '' : 42 }),
        ...(pinterestImageLink === undefined ? {} : { pinterestImageLink }),
      }));
      blogs.push({
        id: 'eleven',
        slug: 'good-picture',
        metaTitle: 'Good picture',
        metaDescription: 'Has one.',
        pinterestImageLink: '/functions/v1/media/what-is-vedanta.svg',
      });
      await routeList(page, (_number, route) => fulfillJson(route, { blogs, total: blogs.length }));
      await openBlogInApp(page);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(11);
      await expect(page.getByRole('main').locator('article img')).toHaveCount(1);
      await expect(cards.last().locator('img')).toHaveAttribute('src', '/functions/v1/media/what-is-vedanta.svg');
      // A card without a picture shows the site's mark, drawn, not a bare letter before its title.
      expect(await cards.first().textContent()).toMatch(/^Odd picture 1/);
      await expect(cards.first().locator('[aria-hidden="true"] > [aria-hidden="true"]')).toBeVisible();
      // No description paragraph for an empty or non-text one, and never 'undefined' or '42'.
      await expect(page.getByRole('main')).not.toContainText('undefined');
      await expect(page.getByRole('main')).not.toContainText('42');
      await expectNoAxeViolations(page, 'cards with odd fields');
    },
  );

  test('a 2 MB answer still renders and pages', { tag: '@any-width' }, async ({ page }) => {
    const filler = 'Vedanta '.repeat(25_000); // 200 kB a description, ten of them
    await routeList(page, (number, route) =>
      fulfillJson(route, {
        blogs: summaries(10, (number - 1) * 10 + 1).map((post) => ({ ...post, metaDescription: filler })),
        total: 20,
      }),
    );
    await openBlogInApp(page);
    // About size, not speed: parsing and laying out 2 MB may take a while on a busy machine.
    const slow = { timeout: 15_000 };
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10, slow);
    await pagination(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => cardTitles(page), slow).toEqual(summaries(10, 11).map((post) => String(post.metaTitle)));
  });
});
