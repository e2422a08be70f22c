import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isMobile } from './viewport';

/** Follows a link of the main navigation the way a visitor would, opening the phone menu first. */
export async function followNavLink(page: Page, name: string): Promise<void> {
  if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/**
 * Opens a page that needs nothing from the content API, then goes to the blog through the
 * navigation. The list is then asked for by the browser, whatever the build put in the HTML
 * (a prerendered page carries its data with it), so the test's route decides the answer.
 */
export async function openBlogInApp(page: Page): Promise<void> {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await followNavLink(page, 'Blog');
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
}

/** The titles of the cards on screen, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
}

/**
 * Waits until an anchor's target has come to rest at the top of the viewport, below the sticky header (its
 * `scroll-margin-top`): where a jump to it should leave it, whatever the sections drawn as the scroll passed them did.
 */
export async function expectLandedAtTop(target: Locator): Promise<void> {
  // How far, in CSS pixels, the target is from where the jump should leave it (a fraction of a pixel is rounding).
  const distance = () =>
    target.evaluate((element) => Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop)));
  await expect.poll(distance, { message: 'the target rests at the top, below the header' }).toBeLessThan(1);
}
