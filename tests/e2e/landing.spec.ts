import { test, expect } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { thirdParty } from './support/environment';
import { tabTo } from './support/keyboard';
import { isMobile } from './support/viewport';

test.describe('Landing page', () => {
  test('the hero, the six anchors, and Learn More', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
    for (const id of ['home', 'about', 'teachings', 'resources', 'news', 'contact']) {
      await expect(page.locator(`main #${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Core Teachings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recommended Readings' })).toBeVisible();
    await expectNoAxeViolations(page, 'the landing page');

    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/#about');
    await expect(page.locator('#about')).toBeInViewport();
  });

  test(
    'the news and contact frames are sandboxed, lazy, titled, and never reach their hosts',
    { tag: '@any-width' },
    async ({ page, guard }) => {
      await page.goto('/');
      const news = page.locator('#news iframe');
      const contact = page.locator('#contact iframe');
      await expect(news).toHaveAttribute('src', thirdParty.newsFeedUrl);
      await expect(news).toHaveAttribute('title', 'Vedanta news feed');
      await expect(news).toHaveAttribute('width', '900');
      await expect(news).toHaveAttribute('height', '1600');
      await expect(contact).toHaveAttribute('src', thirdParty.contactFormUrl);
      await expect(contact).toHaveAttribute('title', 'Contact form');
      await expect(contact).toHaveAttribute('height', '789');
      for (const frame of [news, contact]) {
        await expect(frame).toHaveAttribute('loading', 'lazy');
        await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
        await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/);
        await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      }
      // The ad and form scripts are asked for once each, and kept off the network.
      await contact.scrollIntoViewIfNeeded();
      await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.adScriptUrl).length).toBe(1);
      await expect.poll(() => guard.blocked.filter((url) => url === thirdParty.formEmbedScriptUrl).length).toBe(1);
      await expect.poll(() => guard.blocked).toContain(thirdParty.contactFormUrl);
      await expect.poll(() => guard.blocked).toContain(thirdParty.newsFeedUrl);
      await expectNoAxeViolations(page, 'the landing page with its frames loaded');
    },
  );

  test('ad slots use the phone or the desktop banner ids', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
    const ids = await page
      .locator('main [data-banner-id]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id')));
    const phone = ['1452360', '1452361', '1452363'];
    const desktop = ['6079445', '6079446', '6079448'];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(isMobile(page) ? phone : desktop).toContain(id);
  });
});

test.describe('Donation dialog', () => {
  test('by keyboard alone: open, focus trapped inside, Escape closes, focus returns', async ({ page, context, guard }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover the Wisdom of Vedanta' })).toBeVisible();
    const support = page.getByRole('button', { name: 'Support Our Mission' });
    await tabTo(page, support);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Support Our Mission' })).toBeFocused();
    const donate = dialog.getByRole('link', { name: /Donate to Vedanta Initiatives/ });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(donate).toHaveAttribute('href', thirdParty.donationUrl);
    await expect(donate).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, 'the open donation dialog');

    // Tab and Shift+Tab cycle between the dialog's two controls and never leave it.
    const focusedInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    await page.keyboard.press('Tab');
    await expect(donate).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog()).toBe(true);
    }
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInDialog()).toBe(true);
    }
    // A modal dialog: the page behind is inert while it is open.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(support).toBeFocused();

    // Enter on Close closes it as well; Enter on Donate opens the charity's site in a new tab.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(support).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(donate).toBeFocused();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(thirdParty.donationUrl);
    expect(guard.blocked).toContain(thirdParty.donationUrl);
    await tab.close();
  });

  test('a click on the backdrop closes it; the page does not scroll behind it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Support Our Mission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
    await expect(dialog).toBeVisible();
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test('its buttons keep their words readable under the pointer, the Donate link too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Support Our Mission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Our Mission' });
    for (const control of [
      dialog.getByRole('link', { name: /Donate to Vedanta Initiatives/ }),
      dialog.getByRole('button', { name: 'Close' }),
    ]) {
      await control.hover();
      // The contrast of its text on its own ground, or on the dialog's where it has none (WCAG's formula).
      const contrast = () =>
        control.evaluate((element) => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (value: string) => {
            const [r = 0, g = 0, b = 0] = rgb(value)
              .map((channel) => channel / 255)
              .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const style = getComputedStyle(element);
          const ground =
            (rgb(style.backgroundColor)[3] ?? 1) < 0.5
              ? getComputedStyle(element.closest('dialog') ?? document.body).backgroundColor
              : style.backgroundColor;
          const [light, dark] = [luminance(style.color), luminance(ground)].sort((a, b) => b - a);
          return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        });
      // Polled: the colours change with a short transition.
      await expect.poll(contrast, { message: `${await control.textContent()} under the pointer` }).toBeGreaterThanOrEqual(4.5);
    }
  });
});
