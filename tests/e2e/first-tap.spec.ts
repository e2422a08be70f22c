import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectExpanded } from './support/popover';
import { throttleLikeAPhonesNetwork } from '../../scripts/phoneProfile';
import { holdScripts } from './support/holdScripts';
import { isMobile } from './support/viewport';

const interactive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

const popoverOpen = (page: Page, id: string) =>
  page.evaluate((popover) => document.getElementById(popover)?.matches(':popover-open') ?? false, id);

/*
 * On a phone a prerendered page is painted a second or more before React takes over. Here the app's scripts are held
 * back until the test releases them, so every tap lands in that window whatever this machine's speed; the page comes
 * over the phone's network. The phone's CPU is not emulated: the held scripts make the window, and Chromium's
 * throttle would only keep a core of the test machine busy.
 */
test.describe('Controls from the first paint, on a slow phone', () => {
  test('the menu, Related Links and Support Our Mission each open from one tap the moment they are painted, before React has taken over', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await throttleLikeAPhonesNetwork(page);
    const releaseTheApp = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });

    const menu = page.getByRole('button', { name: 'Menu' });
    if (isMobile(page)) {
      await menu.click();
      expect(await interactive(page), 'tapped before React took over').toBe(false);
      expect(await popoverOpen(page, 'site-navigation')).toBe(true);
      await expectExpanded(menu, true);
    }

    const related = page.getByRole('button', { name: 'Related Links' });
    await related.click();
    expect(await interactive(page), 'tapped before React took over').toBe(false);
    expect(await popoverOpen(page, 'related-links')).toBe(true);
    await expectExpanded(related, true);
    await page.keyboard.press('Escape');
    if (isMobile(page)) await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Support Our Mission' }).click();
    expect(await interactive(page), 'tapped before React took over').toBe(false);
    const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Support Our Mission' })).toBeFocused();

    // React takes over the same open dialog: it stays open, and its Close button works.
    releaseTheApp();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Support Our Mission' })).toBeFocused();
  });

  test('a menu opened before React took over stays open and React keeps it in step', async ({ page }) => {
    test.setTimeout(60_000);
    await throttleLikeAPhonesNetwork(page);
    const releaseTheApp = await holdScripts(page);
    await page.goto('/blog/the-bhagavad-gita', { waitUntil: 'commit' });
    const related = page.getByRole('button', { name: 'Related Links' });
    if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await related.click();
    expect(await interactive(page)).toBe(false);

    releaseTheApp();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    await expectExpanded(related, true);
    await related.click();
    await expectExpanded(related, false);
    expect(await popoverOpen(page, 'related-links')).toBe(false);
  });

  test('a tap on a page of the blog before React has taken over goes to that page', async ({ page }) => {
    test.setTimeout(60_000);
    await throttleLikeAPhonesNetwork(page);
    const releaseTheApp = await holdScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    const pageTwo = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', { name: 'Page 2' });
    await pageTwo.click();
    await expect(page).toHaveURL('/blog?page=2');
    releaseTheApp();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
