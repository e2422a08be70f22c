import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fulfillJson, messages, METAINFO, routeList } from './support/api';
import { copyOfContent, EMPTY_DIST_DIR, serveSite, type LiveSite } from './support/liveSite';
import { cardTitles } from './support/navigation';
import { escapeRegExp } from './support/text';

/**
 * A painted `/blog` whose live `get_metainfo` fails (spec §2, §8): the error and Try Again are shown, and what was
 * painted stays below them. Once on a build whose list was prerendered with posts, once on one prerendered without.
 */

/** The four ways the live list fails, and what the reader is told. */
const FAILURES: ReadonlyArray<{ name: string; answer: (route: Route) => Promise<void>; message: string; timesOut?: true }> = [
  { name: 'a 500', answer: (route) => fulfillJson(route, { error: 'Internal server error' }, 500), message: messages.listNotOk },
  { name: 'a dropped connection', answer: (route) => route.abort('connectionreset'), message: messages.network },
  { name: 'malformed JSON', answer: (route) => fulfillJson(route, '{"blogs": [{"id": 1,'), message: messages.unreadable },
  { name: 'no answer at all', answer: () => new Promise<void>(() => {}), message: messages.timedOut, timesOut: true },
];

const EMPTY_LIST = 'No blog posts found.';

/** Notes, from before the page's first byte, every status message the list ever shows. */
function watchListMessages() {
  const seen: string[] = [];
  (window as unknown as { __listMessages: string[] }).__listMessages = seen;
  new MutationObserver(() => {
    const text = (document.body as HTMLElement | null)?.textContent ?? '';
    for (const message of ['Loading blogs...', 'No blog posts found.'])
      if (text.includes(message) && !seen.includes(message)) seen.push(message);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const listMessagesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __listMessages: string[] }).__listMessages);

const alertText = (message: string) => new RegExp(`^${escapeRegExp(message)}\\s*Try Again$`);

/** Opens `/blog` fresh (the prerendered file, then hydration) while the live list fails as `failure` says. */
async function openFailing(page: Page, origin: string, failure: (typeof FAILURES)[number]) {
  if (failure.timesOut) await page.clock.install();
  await page.addInitScript(watchListMessages);
  let failing = true;
  const asked = await routeList(page, (_number, route) => (failing ? failure.answer(route) : route.fallback()));
  await page.goto(`${origin}/blog`);
  await expect.poll(() => asked.length).toBe(1);
  // The request's 15 s limit, passed in the page's own time.
  if (failure.timesOut) await page.clock.fastForward(16_000);
  await expect(page.getByRole('alert')).toHaveText(alertText(failure.message));
  return {
    asked,
    recover: () => {
      failing = false;
    },
  };
}

test.describe('A painted /blog whose live list fails: the error and Try Again, the painted posts kept', () => {
  for (const failure of FAILURES) {
    test(`built with posts, ${failure.name}: '${failure.message}' above the painted posts; Try Again asks again`, async ({
      page,
      guard,
    }) => {
      guard.allowFailedRequests(METAINFO);
      const { asked, recover } = await openFailing(page, '', failure);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(10);
      // The message comes first, then the posts the page was painted with.
      const alertFirst = await page.evaluate(() => {
        const [alert, card] = [document.querySelector('main [role="alert"]'), document.querySelector('main article')];
        return Boolean(alert && card && alert.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(alertFirst).toBe(true);
      expect(await listMessagesSeen(page)).toEqual([]);

      recover();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(cards).toHaveCount(10);
      // The alert goes as the request is sent: the route sees it a moment later.
      await expect.poll(() => asked).toEqual([1, 1]);
    });
  }

  test('built with posts, the live backend now without any: "No blog posts found."', async ({ page }) => {
    await page.addInitScript(watchListMessages);
    await routeList(page, (_number, route) => fulfillJson(route, { blogs: [], total: 0 }));
    await page.goto('/blog');
    await expect(page.getByRole('status').filter({ hasText: EMPTY_LIST })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });
});

test.describe('A /blog built while the backend had no posts: only the live backend says there are none', () => {
  let site: LiveSite;

  test.beforeAll(async () => {
    site = await serveSite(EMPTY_DIST_DIR, copyOfContent());
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test('is written waiting for the live list, never saying "No blog posts found."', async ({ request }) => {
    const html = await (await request.get(`${site.origin}/blog`)).text();
    expect(html).toContain('Loading blogs...');
    expect(html).not.toContain(EMPTY_LIST);
  });

  for (const failure of FAILURES) {
    test(`${failure.name}: '${failure.message}', never "No blog posts found."; Try Again brings the live posts`, async ({
      page,
      guard,
    }) => {
      guard.allowFailedRequests(METAINFO);
      const { asked, recover } = await openFailing(page, site.origin, failure);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

      recover();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(asked).toEqual([1, 1]);
      expect(await listMessagesSeen(page)).not.toContain(EMPTY_LIST);
    });
  }

  test('the live posts replace the waiting line when the backend answers', async ({ page }) => {
    await page.addInitScript(watchListMessages);
    await page.goto(`${site.origin}/blog`);
    await expect.poll(() => cardTitles(page)).toHaveLength(10);
    expect(await listMessagesSeen(page)).toEqual(['Loading blogs...']);
  });

  test('the live backend without posts: "No blog posts found."', async ({ page }) => {
    await routeList(page, (_number, route) => fulfillJson(route, { blogs: [], total: 0 }));
    await page.goto(`${site.origin}/blog`);
    await expect(page.getByRole('status').filter({ hasText: EMPTY_LIST })).toBeVisible();
  });
});
