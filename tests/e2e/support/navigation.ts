import type { Page } from '@playwright/test';
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
