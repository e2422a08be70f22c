import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { PAGE_SAMPLES } from './support/routes';

const POST = '/blog/waking-dream-and-deep-sleep';
const term = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

/** Every Devanagari text on the page whose element (or an ancestor) does not say it is Sanskrit or Hindi. */
const unmarkedDevanagari = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      if (!/\p{Script=Devanagari}/u.test(text) || ['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName ?? '')) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!/^(sa|hi)\b/.test(lang)) found.push(`${text.trim()} (lang="${lang}")`);
    }
    return found;
  });

test.describe('Terms explained where they stand', () => {
  test.describe('before any script', () => {
    test.use({ javaScriptEnabled: false });

    test('a term opens its card by itself, whole with its definition, and the card moves nothing on the page', async ({ page }) => {
      await page.goto(POST, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const turiya = term(page, 'turiya');
      await turiya.scrollIntoViewIfNeeded();
      const before = await turiya.boundingBox();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await turiya.click();
      const card = page.locator('#term-card-turiya');
      await expect(card).toBeVisible();
      await expect(card.locator('[lang="sa"]')).toHaveText('तुरीय');
      await expect(card.locator('[lang="sa-Latn"]')).toHaveText('turīya');
      await expect(card).toContainText('Say: too-REE-yuh');
      await expect(card).toContainText('pure consciousness that underlies and witnesses waking, dream and deep sleep');
      await expect(card.getByRole('link', { name: 'More in the glossary' })).toHaveAttribute('href', '/glossary#turiya');
      expect(await turiya.boundingBox()).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
    });
  });

  test('by keyboard: Enter opens the card with its definition, Escape closes it and leaves focus on the term', async ({ page }) => {
    // The page scrolls to the focused term at once, so the check below reads it where it comes to rest: mid-way through
    // the smooth scroll, a link could be passing under the sticky header.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(POST);
    const turiya = term(page, 'turiya');
    await turiya.focus();
    await expect(turiya).toBeInViewport();
    await page.keyboard.press('Enter');
    const card = page.locator('#term-card-turiya');
    await expect(card).toBeVisible();
    await expect(card).toContainText('pure consciousness');
    await expectNoAxeViolations(page, 'a post with a term card open');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(turiya).toBeFocused();
    // Only the first use is explained, and never in a heading or a link.
    await expect(page.locator('button[popovertarget="term-card-turiya"]')).toHaveCount(1);
    await expect(page.locator('h2 button, h3 button, article a button')).toHaveCount(0);
  });
});

test.describe('The glossary', () => {
  test(
    'lists the terms by letter, finds one in any spelling, and takes a reader to a term by its address',
    { tag: '@any-width' },
    async ({ page }) => {
      // Opened at a term's address, the page shows that term.
      await page.goto('/glossary#turiya');
      await expect(page.locator('#turiya')).toBeInViewport();
      await page.getByRole('link', { name: 'T', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'T', exact: true })).toBeInViewport();

      await expect(page.getByRole('heading', { level: 1, name: 'Glossary of Sanskrit Terms' })).toBeAttached();
      const count = Number((await page.getByText(/^\d+ terms$/).textContent())?.split(' ')[0]);
      expect(count).toBeGreaterThanOrEqual(80);
      await page.getByRole('searchbox', { name: 'Find a term' }).fill('tureeya');
      await expect(page.locator('dl dfn:visible')).toHaveText(['turīya']);
      await expect(page.getByText(`1 of ${count} terms`)).toBeVisible();
      await page.getByRole('searchbox', { name: 'Find a term' }).fill('ज्ञान');
      await expect(page.locator('dl dfn:visible').first()).toHaveText('jñāna');
      await expectNoAxeViolations(page, 'the glossary, filtered');
    },
  );

  test('search shows the entry of a term a query names, in any spelling, and leads to it', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/search?q=tureeya');
    const glossary = page.getByRole('region', { name: 'In the glossary' });
    await glossary.getByRole('link', { name: 'turīya' }).click();
    await expect(page).toHaveURL(/\/glossary#turiya$/);
    await expect(page.locator('#turiya')).toBeInViewport();
  });

  test(
    'describes every term to search engines: a DefinedTermSet with each term at its own address',
    { tag: '@any-width' },
    async ({ page }) => {
      // axe over the site's longest page (every term, each with its card's definition) takes most of the default 30 s on a busy 2-core machine.
      test.setTimeout(60_000);
      await page.goto('/glossary');
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const set = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'DefinedTermSet');
      const terms = (set?.hasDefinedTerm ?? []) as Array<Record<string, unknown>>;
      expect(terms.length).toBeGreaterThanOrEqual(80);
      for (const definedTerm of terms) {
        expect(definedTerm).toMatchObject({ '@type': 'DefinedTerm', name: expect.any(String), description: expect.any(String) });
        expect(definedTerm.alternateName).toEqual(expect.arrayContaining([expect.stringMatching(/\p{Script=Devanagari}/u)]));
        expect(String(definedTerm.url)).toMatch(/\/glossary#[a-z-]+$/);
      }
      await expectNoAxeViolations(page, 'the glossary');
    },
  );
});

test.describe('Sanskrit marked as Sanskrit', { tag: '@any-width' }, () => {
  for (const [id, { path }] of Object.entries(PAGE_SAMPLES)) {
    test(`every Devanagari text on ${id} (${path}) says its language`, async ({ page, guard }) => {
      // The not-found page answers 404 by design.
      guard.allowFailedRequests(/\/no-such-page$/);
      guard.allowConsoleError(/^404 Error: User attempted to access non-existent route: /);
      await page.goto(path);
      expect(await unmarkedDevanagari(page)).toEqual([]);
    });
  }
});

test.describe('Verses as verses', () => {
  test(
    'a verse shows its Devanagari, IAST and translation, each in its language, at its own address',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/blog/the-bhagavad-gita#bg-2-47');
      const verse = page.locator('figure#bg-2-47');
      await expect(verse).toBeInViewport();
      await expect(verse.locator('p[lang="sa"]')).toContainText('कर्मण्येवाधिकारस्ते मा फलेषु कदाचन');
      await expect(verse.locator('p[lang="sa-Latn"]')).toContainText("mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi");
      await expect(verse.locator('blockquote')).toContainText('Your right is to action alone, never to its fruits.');
      await expect(verse.getByRole('link', { name: 'Bhagavad Gita 2.47' })).toHaveAttribute('href', '#bg-2-47');
      // Two lines of the verse, each on its own line.
      const lineHeight = await verse.locator('p[lang="sa"]').evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      const height = (await verse.locator('p[lang="sa"]').boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThanOrEqual(2 * lineHeight - 1);
      expect(await unmarkedDevanagari(page)).toEqual([]);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');
      expect(posting?.hasPart).toEqual([
        expect.objectContaining({
          '@type': 'Quotation',
          name: 'Bhagavad Gita 2.20',
          url: expect.stringMatching(/\/blog\/the-bhagavad-gita#bg-2-20$/),
        }),
        expect.objectContaining({
          '@type': 'Quotation',
          name: 'Bhagavad Gita 2.47',
          url: expect.stringMatching(/\/blog\/the-bhagavad-gita#bg-2-47$/),
        }),
      ]);
      await expectNoAxeViolations(page, 'a post with verses');
    },
  );
});
