import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { DETAILS, fulfillJson, fullDetail, gate, messages, minimalDetail, realDetail, routeDetails, routeList } from './support/api';
import type { WireDetail } from './support/api';

/** The post's own content, as opposed to the header, footer and status messages. */
const article = (page: Page) => page.getByRole('main').getByRole('article');

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const splitTags = (value: unknown) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ]
    : [];

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** Opens a made-up post by its address: the server has no page for it, so the browser asks the API. */
async function openPost(page: Page, slug: string, detail: WireDetail | ((route: Route) => Promise<void>)): Promise<string[]> {
  const asked = await routeDetails(page, (_slug, route) => (typeof detail === 'function' ? detail(route) : fulfillJson(route, detail)));
  await page.goto(`/blog/${encodeURIComponent(slug)}`);
  return asked;
}

test.describe('Blog post with real content', () => {
  test('a post with a picture: hero, Pinterest link, header, tags, body and related topics', async ({ page, request }) => {
    const slug = 'atman-and-brahman';
    const post = await realDetail(request, slug);
    await page.goto(`/blog/${slug}`);

    const title = String(post.metaTitle);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect.poll(() => metaDescription(page)).toBe(post.metaDescription);
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Blog' });
    await expect(back).toHaveAttribute('href', '/blog');
    // "← Back to Blog": the arrow stands a space apart from the words.
    const arrowToWords = await back.evaluate((link) => {
      const words = document.createRange();
      words.selectNodeContents(link.lastChild ?? link);
      return words.getBoundingClientRect().left - (link.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().right ?? Infinity);
    });
    expect(arrowToWords).toBeGreaterThanOrEqual(4);

    const hero = article(page).locator('figure img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const pinterest = article(page).getByRole('link', { name: /View on Pinterest/ });
    await expect(pinterest).toHaveAttribute('target', '_blank');
    await expect(pinterest).toHaveAttribute('rel', /noopener/);
    expect(await pinterest.evaluate((link: HTMLAnchorElement) => link.href)).toBe(await hero.evaluate((img: HTMLImageElement) => img.src));

    await expect(article(page).getByText(String(post.metaDescription), { exact: true })).toBeVisible();
    await expect(article(page).locator('time')).toHaveText(longDate(String(post.date)));
    await expect(article(page).getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText(splitTags(post.shortTailKeywords));
    await expect(article(page).getByRole('heading', { level: 2, name: 'Related Topics' })).toBeVisible();
    await expect(article(page).getByRole('list', { name: 'Related Topics' }).getByRole('listitem')).toHaveText(
      splitTags(post.longTailKeywords),
    );
    await expect(article(page).getByRole('heading', { level: 2, name: 'Watch Related Video' })).toHaveCount(0);
    await expect(article(page).locator('iframe')).toHaveCount(0);
    // The body: its own sections as h2 (the title is the page's only h1), lists and links.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(article(page).getByRole('heading', { level: 2, name: 'Brahman: The Ground of Everything' })).toBeVisible();
    await expect(article(page).getByRole('link', { name: 'The Five Sheaths' })).toHaveAttribute('href', '/blog/the-five-sheaths');
    await expectNoAxeViolations(page, 'a real post with a picture');

    // A link in the body to another post navigates inside the app.
    await article(page).getByRole('link', { name: 'The Five Sheaths' }).click();
    await expect(page).toHaveURL('/blog/the-five-sheaths');
    await expect(page.getByRole('heading', { level: 1, name: /The Five Sheaths/ })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  });

  test(
    'a painted post keeps its body at hydration; a post reached in the browser loads the renderer and is drawn',
    { tag: '@any-width' },
    async ({ page }) => {
      const rendererRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/js\/post-body\.[0-9a-f]+\.js$/.test(request.url())) rendererRequests.push(request.url());
      });
      // Marks the painted body's first paragraph as the parser adds it, before any of the app's scripts run.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const paragraph = document.querySelector('[data-reading-body] > p');
          if (!paragraph) return;
          paragraph.setAttribute('data-test-painted', '');
          Object.assign(paragraph, { paintedNode: true });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/blog/the-bhagavad-gita');
      const painted = page.locator('[data-reading-body] > p[data-test-painted]');
      await expect(painted).toHaveCount(1);
      expect(await painted.evaluate((paragraph) => 'paintedNode' in paragraph)).toBe(true);
      expect(rendererRequests).toEqual([]);

      // A link in the body is followed in the app: the same document, the next post drawn from its answer.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator('[data-reading-body]').getByRole('link', { name: 'Shankara and Advaita' }).first().click();
      await expect(page).toHaveURL(/\/blog\/shankara-and-advaita$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Shankara');
      await expect(page.locator('[data-reading-body] > p').first()).not.toBeEmpty();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(rendererRequests).toHaveLength(1);
    },
  );

  test(
    'a post whose offline reading code cannot load stays as it was, with "Save for offline" disabled in its place',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      const offlineChunk = /\/assets\/js\/offline\.[0-9a-f]+\.js$/;
      guard.allowFailedRequests(offlineChunk);
      guard.allowConsoleError(/offline/);
      // A deploy removed the chunk under the open page, or the network dropped it.
      const asked: string[] = [];
      await page.route(offlineChunk, (route) => {
        asked.push(route.request().url());
        return route.abort();
      });
      await page.goto('/blog/atman-and-brahman');
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      // React has handled the failed load by the time the browser is next idle, and a page never asks for it again.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      expect(asked).toHaveLength(1);
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: /Atman and Brahman/ })).toBeVisible();
      await expect(page.locator('[data-reading-body] > p').first()).not.toBeEmpty();
      await expect(page.getByRole('button', { name: 'Save for offline' })).toBeDisabled();
    },
  );

  test('a post without a picture has no hero and no Pinterest link', { tag: '@any-width' }, async ({ page, request }) => {
    const slug = 'gaudapada-and-the-mandukya-karika';
    const post = await realDetail(request, slug);
    expect(post.pinterestImageLink, 'the chosen post has no picture').toBeUndefined();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: String(post.metaTitle) })).toBeVisible();
    // No hero picture; the post's verses are figures of their own.
    await expect(article(page).locator('figure img')).toHaveCount(0);
    await expect(article(page).locator('figure[id^="mau-"], figure[id^="mk-"]')).toHaveCount(2);
    await expect(article(page).getByRole('link', { name: /View on Pinterest/ })).toHaveCount(0);
    await expect(article(page).locator('time')).toHaveText(longDate(String(post.date)));
    await expectNoAxeViolations(page, 'a real post without a picture');
  });

  test('moving to another post while the first is still loading shows only the second', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(10);
    const firstTitle = (await cards.nth(0).getByRole('heading').textContent()) ?? '';
    const secondTitle = (await cards.nth(1).getByRole('heading').textContent()) ?? '';
    const firstSlug = decodeURIComponent((await cards.nth(0).getByRole('link').first().getAttribute('href'))?.replace('/blog/', '') ?? '');

    const first = gate();
    await routeDetails(page, async (slug, route) => {
      if (slug === firstSlug) await first.opened;
      await route.fallback();
    });
    const firstArrived = page.waitForResponse(
      (response) => DETAILS.test(response.url()) && response.url().endsWith(`slug=${encodeURIComponent(firstSlug)}`),
    );

    // Keyboard, not the mouse: pointing at a card would start loading its post early.
    await cards.nth(0).getByRole('link', { name: firstTitle, exact: true }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Loading blog post...' })).toBeVisible();
    await expectNoAxeViolations(page, 'a post while loading');
    await page.goBack();
    await cards.nth(1).getByRole('link', { name: secondTitle, exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();

    first.open();
    await firstArrived;
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toHaveCount(0);
    await expect(page).toHaveTitle(secondTitle);
  });
});

test.describe('Blog post with every optional field', () => {
  test(
    'the video section embeds the privacy-enhanced player, which never reaches YouTube',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      const post = fullDetail();
      await openPost(page, 'every-field', post);
      await expect(page.getByRole('heading', { level: 1, name: 'Every Field Filled In' })).toBeVisible();
      await expect(article(page).locator('figure img')).toBeVisible();
      await expect(article(page).getByRole('link', { name: /View on Pinterest/ })).toBeVisible();
      await expect(article(page).locator('time')).toHaveText('March 5, 2025');
      await expect(article(page).locator('time')).toHaveAttribute('datetime', '2025-03-05');
      await expect(article(page).getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText(['atman', 'brahman', 'maya']);
      await expect(article(page).getByRole('list', { name: 'Related Topics' }).getByRole('listitem')).toHaveText([
        'what is atman',
        'how brahman and maya relate',
      ]);
      // The markdown body: heading, paragraph, list, quotation, code and pre.
      await expect(article(page).getByRole('heading', { level: 2, name: 'A section' })).toBeVisible();
      await expect(article(page).locator('em')).toHaveText('emphasis');
      await expect(article(page).locator('blockquote')).toHaveText('A quotation.');
      await expect(article(page).locator('pre')).toContainText('pre block');

      const section = article(page).getByRole('region', { name: 'Watch Related Video' });
      await expect(section.getByRole('heading', { level: 2, name: 'Watch Related Video' })).toBeVisible();
      // A click-to-load card in the player's 9:16 box (spec §9): nothing is asked of YouTube before the click.
      const playLabel = 'Play the video: Every Field Filled In';
      const play = section.getByRole('button', { name: playLabel });
      await play.scrollIntoViewIfNeeded();
      await expect(section.locator('iframe')).toHaveCount(0);
      const cardBox = await section
        .locator('div', { has: page.getByRole('button', { name: playLabel }) })
        .last()
        .boundingBox();
      expect(cardBox && Math.abs(cardBox.width / cardBox.height - 9 / 16)).toBeLessThan(0.02);
      await expectNoAxeViolations(page, 'a post with every optional field and a video card');
      expect(guard.blocked.filter((url) => /youtube/.test(url))).toEqual([]);

      await play.click();
      const frame = section.locator('iframe');
      await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=0&controls=1&rel=0');
      await expect(frame).toHaveAttribute('title', 'Video: Every Field Filled In');
      await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).toBeFocused();
      // The player takes the card's place at the same size.
      const box = await frame.boundingBox();
      expect(box && Math.abs(box.width / box.height - 9 / 16)).toBeLessThan(0.02);
      expect(box && cardBox && Math.abs(box.height - cardBox.height)).toBeLessThan(2);

      await expect.poll(() => guard.blocked.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/abcdefghijk'))).toBe(true);
      await expectNoAxeViolations(page, 'a post with every optional field and a video');
    },
  );

  test(
    'the video card works by keyboard, and its JSON-LD describes the video without loading it',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      await openPost(page, 'every-field', fullDetail());
      const play = page.getByRole('button', { name: 'Play the video: Every Field Filled In' });
      await play.focus();
      await page.keyboard.press('Enter');
      await expect(article(page).locator('iframe')).toBeFocused();
      const videos = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) =>
          nodes.map((node) => JSON.parse(node.textContent) as Record<string, unknown>).filter((data) => data['@type'] === 'VideoObject'),
        );
      expect(videos).toEqual([
        expect.objectContaining({
          name: 'Every Field Filled In',
          embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=0&controls=1&rel=0',
          thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
          uploadDate: '2025-03-05',
        }),
      ]);
      expect(guard.blocked.filter((url) => /ytimg/.test(url))).toEqual([]);
    },
  );

  const videoUrls = [
    'https://youtu.be/abcdefghijk',
    'https://www.youtube.com/watch?v=abcdefghijk&t=10',
    'https://m.youtube.com/watch?feature=share&v=abcdefghijk',
    'https://www.youtube.com/embed/abcdefghijk',
    'https://youtube.com/v/abcdefghijk',
    'https://www.youtube.com/shorts/abcdefghijk?si=x',
  ];
  test('every accepted video address shape embeds the same video', { tag: '@any-width' }, async ({ page }) => {
    let current = '';
    await routeDetails(page, (_slug, route) =>
      fulfillJson(route, fullDetail({ youtubeShortsUrl: current, metaTitle: `Video ${current}` })),
    );
    for (const [index, url] of videoUrls.entries()) {
      current = url;
      await page.goto(`/blog/video-${index}`);
      await expect(page.getByRole('heading', { level: 1, name: `Video ${url}` })).toBeVisible();
      await page.getByRole('button', { name: `Play the video: Video ${url}` }).click();
      await expect(article(page).locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
    }
  });

  const noVideo = [
    'https://www.youtube.com/shorts/abcdefghij', // 10 characters
    'https://www.youtube.com/shorts/abcdefghijkl', // 12
    'https://vimeo.com/123456789',
    'https://evil.example/shorts/abcdefghijk',
    'https://youtube.com.evil.example/shorts/abcdefghijk',
    'https://evil.example/www.youtube.com/watch?v=abcdefghijk',
    'javascript:alert(1)//https://www.youtube.com/shorts/abcdefghijk',
    'not a url',
  ];
  test('an address without an 11-character YouTube id shows no video section', { tag: '@any-width' }, async ({ page }) => {
    let current = '';
    await routeDetails(page, (_slug, route) =>
      fulfillJson(route, fullDetail({ youtubeShortsUrl: current, metaTitle: `No video ${current}` })),
    );
    for (const [index, url] of noVideo.entries()) {
      current = url;
      await page.goto(`/blog/no-video-${index}`);
      await expect(page.getByRole('heading', { level: 1, name: `No video ${url}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Watch Related Video' })).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
    }
  });
});

test.describe('Blog post fields that are absent, null, empty, blank or of the wrong type', { tag: '@any-width' }, () => {
  const odd: Array<{ name: string; value: unknown }> = [
    { name: 'absent', value: undefined },
    { name: 'null', value: null },
    { name: 'empty', value: '' },
    { name: 'whitespace', value: ' \t\n ' },
    { name: 'a number', value: 42 },
    { name: 'an array', value: ['a', 'b'] },
    { name: 'an object', value: { url: 'https://www.youtube.com/shorts/abcdefghijk' } },
    { name: 'a boolean', value: true },
  ];
  const optionalFields = ['pinterestImageLink', 'youtubeShortsUrl', 'shortTailKeywords', 'longTailKeywords'];

  // One page per case, in one test: each case is a post of its own, loaded afresh.
  test('every optional field absent, null, empty, blank or of a wrong type: the post shows without those parts', async ({ page }) => {
    for (const [index, { name, value }] of odd.entries()) {
      const post = fullDetail({ metaTitle: `Odd optional fields, case ${index + 1}` });
      for (const field of optionalFields) {
        if (value === undefined) Reflect.deleteProperty(post, field);
        else post[field] = value;
      }
      // The newest route answers first: each case's post.
      await openPost(page, `optional-case-${index + 1}`, post);
      await expect(page.getByRole('heading', { level: 1, name: `Odd optional fields, case ${index + 1}` }), name).toBeVisible();
      await expect(article(page).getByRole('heading', { level: 2, name: 'A section' })).toBeVisible();
      await expect(article(page).locator('figure, iframe'), name).toHaveCount(0);
      await expect(article(page).getByRole('link', { name: /View on Pinterest/ }), name).toHaveCount(0);
      await expect(article(page).getByRole('list', { name: 'Keywords' }), name).toHaveCount(0);
      await expect(article(page).getByRole('heading', { name: 'Related Topics' }), name).toHaveCount(0);
      await expect(article(page).getByRole('heading', { name: 'Watch Related Video' }), name).toHaveCount(0);
      await expect(page.getByRole('main'), name).not.toContainText(/undefined|null|\[object Object\]|NaN/);
      if (name === 'absent') await expectNoAxeViolations(page, 'a post with only the required fields');
    }
  });

  test('keyword lists: blanks, repeats and stray commas are dropped', async ({ page }) => {
    await openPost(page, 'keywords', fullDetail({ shortTailKeywords: ' , atman,,atman ,  maya,', longTailKeywords: ',,, ' }));
    await expect(article(page).getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText(['atman', 'maya']);
    await expect(article(page).getByRole('heading', { name: 'Related Topics' })).toHaveCount(0);
  });

  test('a missing or odd description leaves out the lead, and the page keeps a description tag', async ({ page }) => {
    await openPost(page, 'no-description', minimalDetail({ metaTitle: 'No description', metaDescription: null }));
    await expect(page.getByRole('heading', { level: 1, name: 'No description' })).toBeVisible();
    await expect(page).toHaveTitle('No description');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText('null');
  });

  test("an invalid date is left out, never 'Invalid Date'", async ({ page }) => {
    for (const [index, invalid] of ['not a date', '2025-13-45', '', '   ', null, 20250305, { year: 2025 }].entries()) {
      await openPost(page, `bad-date-${index}`, minimalDetail({ metaTitle: `Bad date ${JSON.stringify(invalid)}`, date: invalid }));
      await expect(page.getByRole('heading', { level: 1, name: `Bad date ${JSON.stringify(invalid)}` })).toBeVisible();
      await expect(article(page).locator('time'), JSON.stringify(invalid)).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/Invalid Date|NaN/);
    }
  });

  test('dates are printed in long US English on the day written, in any time zone', async ({ browser, baseURL }) => {
    // UTC-10 and UTC+14: a date read in local time would be a day off in one of them.
    for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      const context = await browser.newContext({ timezoneId, baseURL });
      const page = await context.newPage();
      await page.route(DETAILS, (route) => fulfillJson(route, minimalDetail({ metaTitle: 'Dated', date: '2024-01-01' })));
      await page.goto('/blog/dated');
      await expect(page.locator('time')).toHaveText('January 1, 2024');
      await context.close();
    }
  });
});

/** Failures of get_details and what each ends in (spec §8). */
const FAILURES: Array<{ name: string; answer: (route: Route) => Promise<void>; shown: string; audit?: true }> = [
  {
    name: 'HTTP 404',
    answer: (route) => fulfillJson(route, { error: 'Blog post not found' }, 404),
    shown: messages.detailNotOk,
    audit: true,
  },
  { name: 'HTTP 500', answer: (route) => fulfillJson(route, { error: 'Internal server error' }, 500), shown: messages.detailNotOk },
  { name: 'HTTP 401', answer: (route) => fulfillJson(route, { error: 'Missing or invalid API key' }, 401), shown: messages.detailNotOk },
  { name: 'a network failure', answer: (route) => route.abort('failed'), shown: messages.network },
  { name: 'malformed JSON', answer: (route) => fulfillJson(route, '{"metaTitle": "Half'), shown: messages.unreadable },
  {
    name: 'JSON of the wrong shape',
    answer: (route) => fulfillJson(route, { title: 'Not our field names', body: '' }),
    shown: messages.unreadable,
  },
  {
    name: 'a body that is not text',
    answer: (route) => fulfillJson(route, minimalDetail({ blog: { html: '<p>' } })),
    shown: messages.unreadable,
  },
  { name: 'a blank title', answer: (route) => fulfillJson(route, minimalDetail({ metaTitle: '   ' })), shown: messages.unreadable },
];

test.describe('Blog post when the API misbehaves', { tag: '@any-width' }, () => {
  for (const { name, answer, shown, audit } of FAILURES) {
    test(`${name} ends in '${shown}' with a way back to the blog`, async ({ page, guard }) => {
      guard.allowFailedRequests(DETAILS);
      await openPost(page, 'broken', answer);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(shown);
      await expect(page.getByText('Loading blog post...')).toHaveCount(0);
      // No post title: the page's only h1 is the screen-reader heading of the state.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post');
      if (audit) await expectNoAxeViolations(page, `a post after ${name}`);
      await alert.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL('/blog');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    });
  }

  for (const body of ['null', '']) {
    test(`an answer with no post (${JSON.stringify(body)}) says 'Blog post not found'`, async ({ page }) => {
      await openPost(page, 'nothing', (route) => fulfillJson(route, body));
      const status = page.getByRole('status').filter({ hasText: 'Blog post not found' });
      await expect(status).toBeVisible();
      await expect(status).not.toContainText('Error:');
      await expectNoAxeViolations(page, 'a post that is not there');
      await status.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL('/blog');
    });
  }

  test("a slug the real API does not know ends in 'Error: Blog post not found'", async ({ page, guard }) => {
    guard.allowFailedRequests(DETAILS);
    await page.goto('/blog/no-such-post-anywhere');
    await expect(page.getByRole('alert')).toContainText(messages.detailNotOk);
  });

  test('a slow answer shows the loading state until it arrives', async ({ page }) => {
    const release = gate();
    await openPost(page, 'slow', async (route) => {
      await release.opened;
      await fulfillJson(route, minimalDetail({ metaTitle: 'Worth the wait' }));
    });
    await expect(page.getByRole('status').filter({ hasText: 'Loading blog post...' })).toBeVisible();
    release.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Worth the wait' })).toBeVisible();
    await expect(page.getByText('Loading blog post...')).toHaveCount(0);
  });

  test('an answer that never ends becomes the timeout error', async ({ page }) => {
    await page.clock.install();
    await openPost(page, 'hanging', () => new Promise<void>(() => {}));
    await expect(page.getByText('Loading blog post...')).toBeVisible();
    // Real time runs on too, so a loaded machine may have spent a second or two already.
    await page.clock.fastForward(12_000);
    await expect(page.getByText('Loading blog post...')).toBeVisible();
    await page.clock.fastForward(4_000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.timedOut);
    await expect(alert.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expectNoAxeViolations(page, 'a post after a timeout');
  });

  test('a 2 MB body renders in full', async ({ page }) => {
    const paragraph = 'Brahman is reality, knowledge, infinite. '.repeat(50);
    const sections = Array.from({ length: 200 }, (_, index) => `## Part ${index + 1}\n\n${`${paragraph}\n\n`.repeat(5)}`);
    const blog = sections.join('\n');
    expect(blog.length).toBeGreaterThan(2_000_000);
    await openPost(page, 'huge', minimalDetail({ metaTitle: 'A very long post', blog }));
    // About size, not speed: rendering 2 MB of markdown may take a while on a busy machine.
    const slow = { timeout: 15_000 };
    await expect(page.getByRole('heading', { level: 1, name: 'A very long post' })).toBeVisible(slow);
    await expect(article(page).getByRole('heading', { level: 2, name: 'Part 200', exact: true })).toBeAttached(slow);
    await expect(article(page).getByRole('heading', { level: 2, name: /^Part \d+$/ })).toHaveCount(200, slow);
  });
});

test.describe('Slugs', { tag: '@any-width' }, () => {
  const slugs = [
    { name: 'NFC é', slug: 'caf\u00e9' },
    { name: 'NFD é', slug: 'cafe\u0301' },
    { name: 'Japanese', slug: '日本語' },
    { name: 'emoji', slug: 'om-🕉️-peace-☮️' },
    { name: 'a percent sign', slug: '100%-pure' },
    { name: 'a question mark', slug: 'who-am-i?' },
    { name: 'a hash', slug: 'c#-and-f#' },
    { name: 'a slash', slug: 'neti/neti' },
    { name: 'spaces and quotes', slug: `tat tvam "asi" 'you'` },
    { name: 'an ampersand and equals', slug: 'a&page=2' },
    { name: 'a percent escape as text', slug: 'already-%2F-encoded' },
  ];

  /** Answers get_details for the slugs above only; records each slug asked for. */
  async function serveSlugPosts(page: Page): Promise<string[]> {
    return routeDetails(page, (slug, route) => {
      const known = slugs.find((entry) => entry.slug === slug);
      return known
        ? fulfillJson(route, minimalDetail({ metaTitle: `Post for ${known.name}`, blog: `Slug: \`${slug}\`` }))
        : fulfillJson(route, { error: 'Blog post not found' }, 404);
    });
  }

  test('each card links to its slug encoded once, and the API is asked for exactly that slug', async ({ page }) => {
    const blogs = slugs.map(({ name, slug }, index) => ({ id: index + 1, slug, metaTitle: `Slug with ${name}`, metaDescription: slug }));
    await routeList(page, (_number, route) => fulfillJson(route, { blogs, total: blogs.length }));
    const asked = await serveSlugPosts(page);

    await page.goto('/blog?page=1');
    for (const { name, slug } of slugs) {
      await expect(page).toHaveURL('/blog');
      const link = page.getByRole('link', { name: `Slug with ${name}`, exact: true });
      const encoded = `/blog/${encodeURIComponent(slug)}`;
      await expect(link).toHaveAttribute('href', encoded);
      asked.length = 0;
      await link.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Post for ${name}` })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(encoded);
      expect(asked).toEqual([slug]);
      await page.goBack();
    }
  });

  test('each deep link, loaded and reloaded, asks for the same slug', async ({ page }) => {
    const asked = await serveSlugPosts(page);
    for (const { name, slug } of slugs) {
      const encoded = `/blog/${encodeURIComponent(slug)}`;
      asked.length = 0;
      await page.goto(encoded);
      await expect(page.getByRole('heading', { level: 1, name: `Post for ${name}` })).toBeVisible();
      expect(new URL(page.url()).pathname, 'the address is left encoded once').toBe(encoded);
      expect(asked).toEqual([slug]);
    }
    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Post for ${slugs.at(-1)?.name}` })).toBeVisible();
    expect(asked).toEqual([slugs.at(-1)?.slug]);
  });

  test('NFC and NFD spellings are different posts, each asked for as written', async ({ page }) => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    const asked = await routeDetails(page, (slug, route) =>
      fulfillJson(route, minimalDetail({ metaTitle: slug === nfc ? 'Composed' : slug === nfd ? 'Decomposed' : 'Neither' })),
    );
    await page.goto(`/blog/${encodeURIComponent(nfc)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Composed' })).toBeVisible();
    await page.goto(`/blog/${encodeURIComponent(nfd)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Decomposed' })).toBeVisible();
    expect(asked).toEqual([nfc, nfd]);
  });
});

test.describe("A post's head, from its data", { tag: '@any-width' }, () => {
  const GITA = '/blog/the-bhagavad-gita';
  const announcer = (page: Page) => page.locator('div.visually-hidden[role="status"][aria-live="polite"]');
  const headNow = (page: Page) =>
    page.evaluate(() => ({
      title: document.title,
      structuredData: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent),
    }));
  const posting = (head: { structuredData: (string | null)[] }) =>
    head.structuredData.map((text) => JSON.parse(text ?? '{}') as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');

  test('a first visit takes over without the body renderer, and the head the store works out is the one painted', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(GITA);
    const painted = await headNow(page);
    expect(painted.title).toBe('The Bhagavad Gita: Setting, Yogas and Key Verses');
    expect(posting(painted)?.hasPart).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Quotation', name: 'Bhagavad Gita 2.47' })]),
    );
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await page.waitForLoadState('networkidle');
    expect(await headNow(page)).toEqual(painted);
    // The body's parser (markdown-to-jsx) is never a painted post's: neither its renderer nor a head's chunk.
    expect(scripts.filter((path) => /post-body|post-head/.test(path))).toEqual([]);
  });

  test('a post opened from the painted one shows and announces its own head, with the verses it quotes', async ({ page }) => {
    await page.goto(GITA);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await page.getByRole('link', { name: /Previous on the path/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Atman and Brahman/ })).toBeVisible();
    await expect(page).toHaveTitle('Atman and Brahman: The Self and the Absolute in Vedanta');
    await expect(announcer(page)).toHaveText('Atman and Brahman: The Self and the Absolute in Vedanta');
    await expect.poll(async () => posting(await headNow(page))?.headline).toBe('Atman and Brahman: The Self and the Absolute in Vedanta');
    // Its verses come with the reading file, which may arrive after the post.
    await expect
      .poll(async () => posting(await headNow(page))?.hasPart)
      .toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Quotation', name: 'Mandukya Upanishad 2' })]));
  });
});
