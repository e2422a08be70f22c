import { test, expect } from './support/fixtures';
import { copyOfContent, PLAIN_DIST_DIR, serveSite, type LiveSite } from './support/liveSite';
import { paletteRgb } from './support/palette';

/**
 * A site built with none of its optional settings (no news feed, no donation address, no contact address or form):
 * every page still reads as a finished site, saying what it has rather than what it lacks.
 */
test.describe('A site built with no optional settings', () => {
  let site: LiveSite;

  test.beforeAll(async () => {
    site = await serveSite(PLAIN_DIST_DIR, copyOfContent());
  });

  test.afterAll(async () => {
    await site.stop();
  });

  test('the landing page presents its newest posts as what they are', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const news = page.getByRole('region', { name: 'Latest News' });
    await expect(news).toContainText('The newest articles on our blog.');
    await expect(news).not.toContainText(/not available|at the moment/);
    await expect(news.getByRole('listitem')).toHaveCount(3);
  });

  test('the donation dialog gives its reason first, and its disabled button looks disabled', async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await page.getByRole('button', { name: 'Support Our Mission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
    const donate = dialog.getByRole('button', { name: 'Donate to Vedanta Initiatives' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(donate).toBeDisabled();
    const note = dialog.getByText(/^Online donations are not open yet/);
    const [noteBox, donateBox, closeBox] = await Promise.all([note.boundingBox(), donate.boundingBox(), close.boundingBox()]);
    expect(noteBox!.y + noteBox!.height, 'the reason stands above the button').toBeLessThanOrEqual(donateBox!.y);
    expect(noteBox!.y, 'and above Close').toBeLessThan(closeBox!.y);
    // Not the saffron of a button that works, nor a faded one: flat, in the page's sunk grey, with muted text.
    const look = await donate.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, color: style.color, opacity: style.opacity };
    });
    expect(look).toEqual({ background: paletteRgb('surface-sunk', 'light'), color: paletteRgb('ink-muted', 'light'), opacity: '1' });
  });

  test('a printed post names the site and the address it was opened at', async ({ page }) => {
    await page.goto(`${site.origin}/blog/the-bhagavad-gita`);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('article').getByText(`Vedanta Wisdom: ${site.origin}/blog/the-bhagavad-gita`, { exact: true }),
    ).toBeVisible();
  });

  test('the privacy policy and the terms read as finished texts', async ({ page }) => {
    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ]) {
      await page.goto(`${site.origin}${path}`);
      const article = page.getByRole('article', { name: title });
      await expect(article).toBeVisible();
      await expect(article).not.toContainText(/\byet\b|as it should be|does not give/);
    }
  });
});
