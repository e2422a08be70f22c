/** A post and the legal pages print as articles: no navigation, ads, embeds or reading aids; their address on paper. */
import type { Locator, Page } from '@playwright/test';
import { DETAILS, fulfillJson, minimalDetail } from './support/api';
import { PRODUCTION_URL } from './support/environment';
import { test, expect } from './support/fixtures';
import { paletteRgb } from './support/palette';

const hidden = (locator: Locator) => expect(locator).toBeHidden();

async function expectNoPageFrame(page: Page) {
  await hidden(page.getByRole('banner'));
  await hidden(page.getByRole('contentinfo'));
  await hidden(page.getByText('Advertisement').first());
  await hidden(page.getByRole('link', { name: 'Skip to content' }));
}

test.describe('Print', () => {
  test('a post prints its title, date, body and address, and none of the page around it', async ({ page }) => {
    await page.goto('/blog/the-bhagavad-gita');
    await page.emulateMedia({ media: 'print' });
    await expectNoPageFrame(page);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.locator('time').first()).toBeVisible();
    await expect(article.getByText(`${PRODUCTION_URL}/blog/the-bhagavad-gita`, { exact: true })).toBeVisible();
    await hidden(page.getByRole('navigation', { name: /more reading/i }));
    await hidden(page.getByRole('heading', { name: 'Related Topics' }));
    await hidden(page.getByRole('region', { name: 'Share this post' }));
    await hidden(page.getByRole('navigation', { name: /^Start here/ }));
    // A heading never ends a printed page: it keeps to the text after it.
    const heading = article.getByRole('heading', { level: 2, name: 'The setting' });
    const breakAfter = await heading.evaluate((element) => getComputedStyle(element).breakAfter);
    expect(breakAfter).toBe('avoid');
  });

  test('a printed post names the site beside its address, and prints only the glosses the reader opened, without their marker', async ({
    page,
  }) => {
    await page.goto('/blog/the-bhagavad-gita');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    const [opened, folded] = [page.locator('details').nth(0), page.locator('details').nth(1)];
    await opened.getByText('Word by word').click();
    await expect(opened.getByText('kadācit')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const article = page.getByRole('article');
    const address = article.getByText(`${PRODUCTION_URL}/blog/the-bhagavad-gita`, { exact: true });
    await expect(address).toBeVisible();
    await expect(address.locator('xpath=..')).toHaveText(`Vedanta Wisdom: ${PRODUCTION_URL}/blog/the-bhagavad-gita`);
    // A folded gloss is not on paper at all; an opened one prints its words under a plain label.
    await hidden(folded);
    await expect(opened.getByText('kadācit')).toBeVisible();
    const summary = opened.locator('summary');
    await expect(summary).toBeVisible();
    // A summary shows its ▶ or ▼ as a list item's marker: drawn as a block, it has none.
    expect(await summary.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  });

  test('prints in the light palette whatever theme the reader chose', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('vedanta-theme', 'dark'));
    await page.goto('/blog/the-bhagavad-gita');
    await expect(page.locator('body')).toHaveCSS('background-color', paletteRgb('canvas', 'dark'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body')).toHaveCSS('background-color', paletteRgb('canvas', 'light'));
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveCSS('color', paletteRgb('ink', 'light'));
  });

  test('the address is not on screen', async ({ page }) => {
    await page.goto('/blog/the-bhagavad-gita');
    await hidden(page.getByText(`${PRODUCTION_URL}/blog/the-bhagavad-gita`, { exact: true }));
  });

  test('an external link prints the address it leads to after its text; the video does not print', async ({ page }) => {
    await page.route(DETAILS, (route) =>
      fulfillJson(
        route,
        minimalDetail({
          blog: '## Sources\n\nSee [the text](https://sacred-texts.example/gita) and [a post](/blog/the-upanishads).',
          youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
        }),
      ),
    );
    await page.goto('/blog/printed-with-links');
    await expect(page.getByRole('heading', { level: 1, name: 'Only The Required Fields' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const after = (name: string) => page.getByRole('link', { name }).evaluate((link) => getComputedStyle(link, '::after').content);
    expect(await after('the text')).toBe('" (https://sacred-texts.example/gita)"');
    expect(await after('a post')).toBe('none');
    await hidden(page.getByRole('region', { name: /video/i }));
  });

  for (const path of ['/privacy', '/terms']) {
    test(`${path} prints as an article too`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(`${PRODUCTION_URL}${path}`, { exact: true })).toBeHidden();
      await page.emulateMedia({ media: 'print' });
      await expectNoPageFrame(page);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(article.locator('time')).toBeVisible();
      await expect(article.getByText(`${PRODUCTION_URL}${path}`, { exact: true })).toBeVisible();
      // The in-page contents are the screen's; the sections' headings keep to the text after them.
      await hidden(page.getByRole('navigation', { name: 'On this page' }));
      const breakAfter = await article
        .getByRole('heading', { level: 2 })
        .first()
        .evaluate((element) => getComputedStyle(element).breakAfter);
      expect(breakAfter).toBe('avoid');
    });
  }
});
