import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { thirdParty } from './support/environment';
import { throttleLikeAPhone } from '../../scripts/phoneProfile';
import { holdScripts } from './support/holdScripts';

// A first visit: no choice stored.
test.use({ consent: 'none' });

const THIRD_PARTY_HOSTS = [thirdParty.adScriptUrl, thirdParty.newsFeedUrl, thirdParty.contactFormUrl, thirdParty.formEmbedScriptUrl].map(
  (url) => new URL(url).host,
);
const thirdPartyRequests = (blocked: readonly string[]) => blocked.filter((url) => THIRD_PARTY_HOSTS.includes(new URL(url).host));

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

/** Scrolls through the whole page, so every lazy frame or slot would have had its chance to load. */
async function readToTheEnd(page: Page): Promise<void> {
  for (const id of ['news', 'contact']) {
    const section = page.locator(`#${id}`);
    if (await section.count()) await section.scrollIntoViewIfNeeded();
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // Long enough for a lazy frame or a late script to be asked for.
  await page.waitForTimeout(500);
}

const storedChoice = (page: Page) =>
  page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('vedanta-consent') ?? 'null') as { advertising: boolean; embeds: boolean } | null;
    return value && { advertising: value.advertising, embeds: value.embeds };
  });

test.describe('Privacy choices', () => {
  test('before a choice, the banner is part of the first paint and no request reaches any third party', async ({ page, guard }) => {
    // The banner is shown by the page itself: no script of ours is needed for it to appear.
    await page.route(/\/assets\/js\//, (route) => route.abort('blockedbyclient'));
    guard.allowFailedRequests(/\/assets\/js\//);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await readToTheEnd(page);
    expect(thirdPartyRequests(guard.blocked)).toEqual([]);
    // The ad slots keep their space and label, the frames wait behind labelled cards.
    await expect(page.getByText('Advertisement').first()).toBeVisible();
    await expect(page.locator('#news').getByRole('button', { name: 'Load the news feed' })).toBeVisible();
    await expect(page.locator('#contact').getByRole('button', { name: 'Load the contact form' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the landing page with the privacy choices banner');
  });

  test(
    'after Reject all: still no third party, the page works, and the choice survives a reload',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedChoice(page)).toEqual({ advertising: false, embeds: false });

      await readToTheEnd(page);
      await page.goto('/blog');
      await page.getByRole('main').getByRole('link', { name: /./ }).first().click();
      await expect(page).toHaveURL(/\/blog\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto('/');
      await expect(banner(page)).toBeHidden();
      await readToTheEnd(page);
      expect(thirdPartyRequests(guard.blocked)).toEqual([]);
    },
  );

  test(
    'after Accept all: the ad script loads once and the frames load; a reload keeps it so',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedChoice(page)).toEqual({ advertising: true, embeds: true });

      await readToTheEnd(page);
      await expect(page.locator('#news iframe')).toHaveAttribute('src', thirdParty.newsFeedUrl);
      await expect(page.locator('#contact iframe')).toHaveAttribute('src', thirdParty.contactFormUrl);
      await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.adScriptUrl).length).toBe(1);
      await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.formEmbedScriptUrl).length).toBe(1);
      await expect.poll(() => guard.blocked).toContain(thirdParty.newsFeedUrl);

      await page.reload();
      await expect(banner(page)).toBeHidden();
      await readToTheEnd(page);
      await expect(page.locator('#news iframe')).toHaveAttribute('src', thirdParty.newsFeedUrl);
      await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.adScriptUrl).length).toBe(2);
    },
  );

  test('choosing by purpose, then changing it from the footer', { tag: '@any-width' }, async ({ page, guard }) => {
    await page.goto('/');
    await banner(page).getByText('Choose by purpose').click();
    await banner(page)
      .getByRole('checkbox', { name: /^Advertising/ })
      .check();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toEqual({ advertising: true, embeds: false });
    await readToTheEnd(page);
    await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.adScriptUrl).length).toBe(1);
    await expect(page.locator('iframe')).toHaveCount(0);

    // The footer reopens the banner with the stored choice ticked.
    const choices = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
    await choices.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page).getByRole('checkbox', { name: /^Advertising/ })).toBeChecked();
    await expect(banner(page).getByRole('checkbox', { name: /^Embedded content/ })).not.toBeChecked();
    await expectNoAxeViolations(page, 'the privacy choices reopened from the footer');
    await banner(page)
      .getByRole('checkbox', { name: /^Embedded content/ })
      .check();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(choices).toBeFocused();
    expect(await storedChoice(page)).toEqual({ advertising: true, embeds: true });
    await expect(page.locator('#news iframe')).toHaveAttribute('src', thirdParty.newsFeedUrl);

    // Escape leaves a reopened banner without changing anything.
    await choices.click();
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toEqual({ advertising: true, embeds: true });
  });

  test('the banner is operable by keyboard alone', async ({ page, guard }) => {
    await page.goto('/');
    // It ends the page, where it is drawn: one step back from the top of the page reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toEqual({ advertising: false, embeds: false });
    await readToTheEnd(page);
    expect(thirdPartyRequests(guard.blocked)).toEqual([]);
  });

  test('a frame loads once on request from its card, and only that frame', { tag: '@any-width' }, async ({ page, guard }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    const news = page.locator('#news');
    await news.scrollIntoViewIfNeeded();
    await expect(news.getByRole('group')).toContainText('news.example.test');
    await news.getByRole('button', { name: 'Load the news feed' }).click();
    await expect(news.locator('iframe')).toBeFocused();
    await expect.poll(() => guard.blocked).toContain(thirdParty.newsFeedUrl);
    await expect(page.locator('#contact iframe')).toHaveCount(0);
    expect(guard.blocked).not.toContain(thirdParty.adScriptUrl);

    // Not remembered: the next visit asks again.
    await page.reload();
    await expect(page.locator('#news').getByRole('button', { name: 'Load the news feed' })).toBeAttached();
  });

  test(
    'a choice pressed before any script of ours has loaded is kept, and the address never makes one',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      test.setTimeout(60_000);
      const release = await holdScripts(page, /\/assets\/js\//);
      const crafted = '/?consent=accept&advertising=yes&embeds=yes';
      await page.goto(crafted, { waitUntil: 'commit' });
      await expect(banner(page)).toBeVisible();
      expect(await storedChoice(page)).toBeNull();
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(banner(page)).toBeHidden();
      // Kept by the page's own boot script: no form submission, no new page.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(crafted);
      expect(await storedChoice(page)).toEqual({ advertising: false, embeds: false });
      release();
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      await readToTheEnd(page);
      expect(thirdPartyRequests(guard.blocked)).toEqual([]);
      await expect(banner(page)).toBeHidden();
    },
  );

  test('a choice tapped before React has taken over, on a slow phone, counts at once', async ({ page, guard }) => {
    test.setTimeout(60_000);
    await throttleLikeAPhone(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(false);
    expect(await storedChoice(page)).toEqual({ advertising: false, embeds: false });
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await readToTheEnd(page);
    expect(thirdPartyRequests(guard.blocked)).toEqual([]);
  });
});
