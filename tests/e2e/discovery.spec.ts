import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts } from './support/holdScripts';
import { isMobile } from './support/viewport';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

const KEYBOARD_HINT = 'Use the arrow keys to move through the results.';

/** The result titles `/search?q=` lists once the page has answered: as many as its count says (the first 20). */
async function resultTitles(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const status = page.getByRole('status').filter({ hasText: /match/ });
  await expect(status).toBeVisible();
  const count = Number(/(\d+) posts? match/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
  // The list is drawn a moment after the count (a deferred render): read it once it has them all.
  const titles = results(page).getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(Math.min(count, 20));
  return titles.allTextContents();
}

test.describe('Search', () => {
  test('ātman in every spelling and script finds the same posts, and so does Śaṅkara', { tag: '@any-width' }, async ({ page }) => {
    const atman = await resultTitles(page, 'atman');
    expect(atman.length).toBeGreaterThan(1);
    for (const spelling of ['ātman', 'Atman', 'ATMAN', 'आत्मन्']) expect(await resultTitles(page, spelling), spelling).toEqual(atman);

    const shankara = await resultTitles(page, 'shankara');
    expect(shankara[0]).toMatch(/Shankara/);
    for (const spelling of ['śaṅkara', 'sankara', 'Śaṅkara']) expect(await resultTitles(page, spelling), spelling).toEqual(shankara);
  });

  test('a typo still finds its post, and a shared search reloads to the same results', { tag: '@any-width' }, async ({ page }) => {
    expect(await resultTitles(page, 'vivekanada')).toContain('Swami Vivekananda: Life, Chicago 1893 and Practical Vedanta');
    const before = await resultTitles(page, 'maya');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('maya');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(before);
  });

  test(
    'results come as you type, the URL follows, and the keyboard moves through them and opens one',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/search');
      const field = page.getByRole('searchbox', { name: 'Search this site' });
      await field.click();
      await field.pressSequentially('brahman');
      await expect(page).toHaveURL('/search?q=brahman');
      await expect(page.getByRole('status').filter({ hasText: /posts? match/ })).toBeVisible();
      // With a keyboard (no touch screen here), the page says how to move through the results.
      await expect(page.getByText(KEYBOARD_HINT)).toBeVisible();
      const links = results(page).getByRole('link');
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(field).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const href = await links.first().getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href ?? '/never');
    },
  );

  test(
    'says plainly when nothing matches and offers the topics; no axe violations in any state',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('list', { name: 'Topics' })).toBeVisible();
      await expectNoAxeViolations(page, 'the empty search');
      await page.getByRole('searchbox', { name: 'Search this site' }).fill('xyzzy');
      await expect(page.getByRole('status').filter({ hasText: 'No posts match “xyzzy”.' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Topics' })).toBeVisible();
      await expectNoAxeViolations(page, 'a search with no match');
      await page.getByRole('searchbox', { name: 'Search this site' }).fill('upanishads');
      await expect(results(page)).toBeVisible();
      await expectNoAxeViolations(page, 'a search with results');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing wider than the screen').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    },
  );

  test(
    'other pages load no search code; the search page loads its index once, and the transliteration only for an Indian script',
    { tag: '@any-width' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      for (const path of ['/', '/blog', '/blog/the-bhagavad-gita', '/topics']) await page.goto(path);
      expect(requested.filter((path) => /search-index|page-search|transliteration/.test(path))).toEqual([]);

      await page.goto('/search');
      await page.getByRole('searchbox', { name: 'Search this site' }).fill('maya');
      await expect(results(page)).toBeVisible();
      expect(requested.filter((path) => path.includes('search-index'))).toHaveLength(1);
      expect(requested.filter((path) => path.includes('transliteration'))).toEqual([]);
      await page.getByRole('searchbox', { name: 'Search this site' }).fill('माया');
      // The results for "maya" are on screen already: wait for the request itself, then for the search it served.
      await expect.poll(() => requested.filter((path) => path.includes('transliteration'))).toHaveLength(1);
      await expect(page).toHaveURL(/q=%E0%A4%AE/);
      await expect(results(page)).toBeVisible();
      expect(requested.filter((path) => path.includes('transliteration'))).toHaveLength(1);
    },
  );

  test("the header's search works before the page's scripts start", async ({ page }) => {
    test.setTimeout(60_000);
    const release = await holdScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Search this site' });
    await field.fill('gita');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=gita');
    release();
    await expect(results(page).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search this site' })).toHaveValue('gita');
  });

  test("after the scripts start, the header's search goes to the results without a reload", async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search this site' })).toBeFocused();
    await page.keyboard.type('karma');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=karma');
    await expect(results(page)).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    if (isMobile(page)) await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('Search on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a phone is never told of arrow keys; a passage reads as written, a heading apart from its text', async ({ page }) => {
    await resultTitles(page, 'atman');
    await expect(page.getByText(KEYBOARD_HINT)).toBeHidden();
    // The Upanishads post matches in its body, below its heading "Brahman and Atman".
    await expect(results(page).getByText(/Brahman and Atman\. Brahman is/)).toBeVisible();
  });
});

test.describe('Topics', () => {
  test(
    "a post's tags link to the topics their keywords are gathered under; /topics leads with the main ones",
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/blog/shankara-and-advaita');
      const tags = page.getByRole('list', { name: 'Keywords' });
      // content/topics.json gathers non-dualism under Advaita.
      await expect(tags.getByRole('link', { name: 'non-dualism', exact: true })).toHaveAttribute('href', '/topics/advaita');
      await tags.getByRole('link', { name: 'non-dualism', exact: true }).click();
      await expect(page).toHaveURL('/topics/advaita');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts on Advaita');
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /Shankara and Advaita/ })
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'a topic page');

      await page.getByRole('link', { name: 'All topics' }).click();
      await expect(page).toHaveURL('/topics');
      const main = page.getByRole('list', { name: 'Topics' });
      await expect(main.getByRole('link', { name: /^Advaita \d+ posts$/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /^Vedanta \d+ posts$/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /non-dualism|advaita vedanta/i })).toHaveCount(0);
      // The rest are folded, and open with a tap.
      const more = page.getByRole('list', { name: 'More topics' });
      await expect(more).toBeHidden();
      await page.getByText(/^More topics \(\d+\)$/).click();
      await expect(more.getByRole('link', { name: 'Ramana Maharshi 1 post' })).toBeVisible();
      await expectNoAxeViolations(page, 'the topics, the rest unfolded');
    },
  );

  test('topic pages are prerendered HTML with their head, and in the sitemap', { tag: '@any-width' }, async ({ request }) => {
    const html = await (await request.get('/topics/atman')).text();
    expect(html).toMatch(/<h1[^>]*>Posts on Atman<\/h1>/);
    expect(html).toContain('href="/blog/atman-and-brahman"');
    expect(html).toContain('"@type":"CollectionPage"');
    expect(html).toMatch(/<title>Posts on Atman \| Vedanta Wisdom<\/title>/);
    const list = await (await request.get('/topics')).text();
    expect(list).toContain('href="/topics/bhagavad-gita"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/topics/atman</loc>');
    expect(sitemap).toContain('/topics</loc>');
  });

  test('a topic no post has says so, with a 404 status', { tag: '@any-width' }, async ({ page, guard }) => {
    guard.allowFailedRequests(/\/topics\/no-such-topic$/);
    const response = await page.goto('/topics/no-such-topic');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topic not found');
  });
});
