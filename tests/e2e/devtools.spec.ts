import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { realPosts, type RealSummary } from './support/api';
import { devtoolsActions, devtoolsDispatch, devtoolsJump, devtoolsName, installReduxDevtools } from './support/devtools';
import { cardTitles } from './support/navigation';

/**
 * The store is the truth after hydration: what Redux DevTools shows is what the reader sees. Each test gives the page
 * the extension's hook (support/browser/reduxDevtools.ts), then acts as a reader and as an engineer with DevTools
 * would: every change is an action in its history, and a dispatch or a jump there changes the screen to match.
 */

/** Where the last action of `type` is in the history (0 is `@@INIT`). */
async function lastIndexOf(page: Page, type: string): Promise<number> {
  const index = (await devtoolsActions(page)).lastIndexOf(type);
  expect(index, `DevTools lists ${type}`).toBeGreaterThan(0);
  return index;
}

/** The actions dispatched while `act` runs, in order. */
/**
 * The app's own actions dispatched while `act` runs. RTK Query's bookkeeping (`api/…`: subscriptions, requests) is
 * left out: it follows the app's actions, and a batch of it from an earlier render may land at any moment.
 */
async function actionsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const before = (await devtoolsActions(page)).length;
  await act();
  // Effects and the history listener dispatch after the event that caused them.
  await page.waitForTimeout(200);
  return (await devtoolsActions(page)).slice(before).filter((type) => !type.startsWith('api/'));
}

const donationDialog = (page: Page) => page.getByRole('dialog', { name: 'Support Our Mission' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// Found whether shown or not: a closed popover is hidden from the accessibility tree.
const menuShown = (page: Page) => page.locator('nav[popover]').evaluate((nav) => nav.matches(':popover-open'));
const titlesOf = (posts: readonly RealSummary[] | undefined) => (posts ?? []).map((post) => post.metaTitle);

test.beforeEach(async ({ page }) => {
  await installReduxDevtools(page);
});

test('the production build connects to Redux DevTools, as "Vedanta site"', async ({ page }) => {
  await page.goto('/privacy');
  expect(await devtoolsName(page)).toBe('Vedanta site');
  expect(await devtoolsActions(page)).toContain('@@INIT');
});

test('the donation dialog: a tap and Escape are actions; a dispatch opens it, a jump to before it closes it', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Support Our Mission' });

  expect(await actionsDuring(page, () => opener.click())).toContain('ui/donationDialogOpened');
  await expect(donationDialog(page)).toBeVisible();
  expect(await actionsDuring(page, () => page.keyboard.press('Escape'))).toContain('ui/donationDialogClosed');
  await expect(donationDialog(page)).toBeHidden();

  await devtoolsDispatch(page, { type: 'ui/donationDialogOpened' });
  await expect(donationDialog(page)).toBeVisible();
  await devtoolsDispatch(page, { type: 'ui/donationDialogClosed' });
  await expect(donationDialog(page)).toBeHidden();

  // Back in time: the state before the first opening, then the state just after it.
  const opened = await lastIndexOf(page, 'ui/donationDialogOpened');
  await devtoolsJump(page, opened);
  await expect(donationDialog(page)).toBeVisible();
  await devtoolsJump(page, opened - 1);
  await expect(donationDialog(page)).toBeHidden();
});

test('the phone menu: a tap, Escape and a chosen link are actions; a dispatch or a jump opens and closes it @phone', async ({ page }) => {
  await page.goto('/privacy');
  const toggle = page.getByRole('button', { name: 'Menu' });

  expect(await actionsDuring(page, () => toggle.click())).toContain('ui/mobileMenuOpened');
  expect(await menuShown(page)).toBe(true);
  expect(await actionsDuring(page, () => page.keyboard.press('Escape'))).toContain('ui/mobileMenuClosed');
  expect(await menuShown(page)).toBe(false);

  await devtoolsDispatch(page, { type: 'ui/mobileMenuOpened' });
  await expect.poll(() => menuShown(page)).toBe(true);
  await devtoolsDispatch(page, { type: 'ui/mobileMenuClosed' });
  await expect.poll(() => menuShown(page)).toBe(false);

  // Opened again, its action in before the link is chosen (the popover's toggle event comes a task after the tap).
  expect(await actionsDuring(page, () => toggle.click())).toContain('ui/mobileMenuOpened');
  const chosen = await actionsDuring(page, () => mainMenu(page).getByRole('link', { name: 'Blog', exact: true }).click());
  expect(chosen[0]).toBe('ui/mobileMenuLinkChosen');
  await expect(page).toHaveURL('/blog');
  expect(await menuShown(page)).toBe(false);

  // The moment the menu was open again, before the link was chosen.
  await devtoolsJump(page, (await lastIndexOf(page, 'ui/mobileMenuLinkChosen')) - 1);
  await expect.poll(() => menuShown(page)).toBe(true);
});

test('a resize across 768 px is an action, and closes the phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Menu' }).click();
  const resized = await actionsDuring(page, () => page.setViewportSize({ width: 1024, height: 800 }));
  expect(resized).toContain('ui/deviceModeChanged');
  expect(await menuShown(page)).toBe(false);
  expect(await actionsDuring(page, () => page.setViewportSize({ width: 375, height: 800 }))).toContain('ui/deviceModeChanged');
});

test.describe('the blog list', () => {
  let pages: RealSummary[][] = [];

  test.beforeAll(async ({ request }) => {
    ({ pages } = await realPosts(request));
  });

  test('a page chosen and Back are actions; a jump brings page 1 back and the address follows; a dispatch goes to page 3', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(pages[0]));
    const pagination = page.getByRole('navigation', { name: 'Blog pages' });

    const next = await actionsDuring(page, () => pagination.getByRole('button', { name: 'Next' }).click());
    // Offline reading reads its records when the browser is idle, whenever that falls: not part of the page change.
    expect(next.filter((type) => !type.startsWith('offline/'))[0]).toBe('pagination/pageChanged');
    await expect(page).toHaveURL('/blog?page=2');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(pages[1]));

    // The address leads: Back is the list's page changing with it.
    expect(
      await actionsDuring(page, async () => {
        await page.goBack();
      }),
    ).toContain('pagination/pageChanged');
    await expect(page).toHaveURL('/blog');
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(pages[0]));

    await devtoolsDispatch(page, { type: 'pagination/pageChanged', payload: 3 });
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(pages[2]));
    await expect(page).toHaveURL('/blog?page=3');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=3$/);

    // Back in time to the moment before Next: page 1's posts come back, and the address with them.
    await devtoolsJump(page, (await devtoolsActions(page)).indexOf('pagination/pageChanged') - 1);
    await expect.poll(() => cardTitles(page)).toEqual(titlesOf(pages[0]));
    await expect(page).toHaveURL('/blog');
  });
});
