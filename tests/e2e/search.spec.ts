import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { copyOfContent, PLAIN_DIST_DIR, serveSite, type LiveSite } from './support/liveSite';

/** A layout-shift entry, as Chromium reports it (TypeScript's DOM library has no type for it). */
interface LayoutShiftEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: ReadonlyArray<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const status = (page: Page) => page.getByRole('main').getByRole('status');
const field = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search this site' });

/** The spellings of ātman the glossary lists, and its IAST without diacritics, as a reader sees them marked. */
const ATMAN_FORMS = new Set(['ātman', 'atman', 'atma', 'aatma', 'aatman', 'ātmans', 'atmans', 'atmas']);

test.describe('Search means what it says', () => {
  test(
    'aatma marks only the forms of ātman, never "at", "am" or a word beside them, and counts as ātman does',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/search?q=%C4%81tman');
      const canonical = await status(page).filter({ hasText: /match/ }).textContent();
      // The list is drawn a moment after the count (a deferred render): read it once it holds them all.
      const titles = results(page).getByRole('heading', { level: 2 });
      await expect(titles).toHaveCount(Math.min(Number(/\d+/.exec(canonical ?? '')?.[0]), 20));
      const canonicalTitles = await titles.allTextContents();

      await page.goto('/search?q=aatma');
      await expect(status(page)).toHaveText(canonical?.replace('“ātman”', '“aatma”') ?? '');
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(canonicalTitles);
      // The passages come with their posts: every mark on the page, once they are in.
      await expect(results(page).locator('p mark').first()).toBeVisible();
      const marked = await results(page).locator('mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.map((text) => text.toLowerCase()).filter((text) => !ATMAN_FORMS.has(text))).toEqual([]);
    },
  );

  test('maya marks māyā, never "may"', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=maya');
    await expect(results(page).getByRole('link').first()).toBeVisible();
    const marked = await results(page).locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.map((text) => text.toLowerCase()).filter((text) => !/^m[aā]y[aā]s?$/.test(text))).toEqual([]);
  });
});

test.describe('More than twenty results', () => {
  test('are reached with "Show more", which focuses the first it adds and keeps the count in the address', async ({ page }) => {
    await page.goto('/search?q=vedanta');
    await expect(status(page)).toHaveText(/^2[1-9] posts match “vedanta”\.$/);
    const total = Number((await status(page).textContent())?.match(/\d+/)?.[0]);
    await expect(results(page).getByRole('listitem')).toHaveCount(20);
    await page.getByRole('button', { name: `Show ${total - 20} more` }).click();
    await expect(results(page).getByRole('listitem')).toHaveCount(total);
    await expect(results(page).getByRole('link').nth(20)).toBeFocused();
    await expect(page).toHaveURL('/search?q=vedanta&shown=40');
    await page.reload();
    await expect(results(page).getByRole('listitem')).toHaveCount(total);
  });
});

test.describe('Search on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('Enter keeps focus in the field, so the query can be refined', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/search');
    await field(page).tap();
    await field(page).fill('atman');
    await expect(results(page).getByRole('link').first()).toBeVisible();
    await field(page).press('Enter');
    await expect(field(page)).toBeFocused();
    await expect(page).toHaveURL('/search?q=atman');
  });
});

// The plain build, as `npm start` serves a fresh clone (no advertising slot above the footer): the site the reader
// review and Lighthouse opened.
test.describe('A search link on a phone, on the plain site', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  let site: LiveSite;
  test.beforeAll(async () => {
    site = await serveSite(PLAIN_DIST_DIR, copyOfContent());
  });
  test.afterAll(async () => {
    await site.stop();
  });

  test('opened cold, moves nothing on screen while its results come (no layout shift)', { tag: '@phone' }, async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift, and what moved up or down or changed its height in it (a jump a reader sees), not only along its
      // line (a face's glyphs arriving, wider or narrower than their fallback's).
      const shifts: Array<{ value: number; vertical: string[] }> = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          const vertical = entry.sources
            .filter(({ previousRect: before, currentRect: after }) => before.y !== after.y || before.height !== after.height)
            .map(({ node }) => `${node?.nodeName ?? '?'} ${(node?.textContent ?? '').slice(0, 40)}`);
          shifts.push({ value: entry.value, vertical });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's CPU (Lighthouse's mobile profile): the results come well after the first paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${site.origin}/search?q=karma`);
    await expect(status(page)).toHaveText(/posts? match “karma”/);
    // The passages of the results matched in their bodies come last, each with its post.
    await expect(results(page).locator('p mark').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; vertical: string[] }> }).layoutShifts,
    );
    expect(shifts.flatMap((shift) => shift.vertical)).toEqual([]);
    // What is left is the fonts' arrival along the lines (0.0006 to 0.002 here), not the 0.75 of 359b75b.
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.005);
  });
});
