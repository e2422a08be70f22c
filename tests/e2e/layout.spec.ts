import { test, expect } from './support/fixtures';
import { expectExpanded } from './support/popover';
import { PAGE_SAMPLES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';
import { markFocusable, tabThroughPage } from './support/keyboard';
import { expectLandedAtTop, followNavLink } from './support/navigation';
import { isMobile } from './support/viewport';

const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: /;

/** Every page of the route registry, each with a heading that says it has rendered. */
const ROUTES = Object.values(PAGE_SAMPLES);

test.describe('Keyboard', () => {
  for (const { path, heading } of ROUTES) {
    test(`${path}: Tab reaches every control, in order, each with a visible focus ring`, async ({ page, guard }) => {
      // The glossary has some 300 controls: a Tab and a look at where it landed for each.
      test.setTimeout(90_000);
      guard.allowConsoleError(NOT_FOUND_LOG);
      guard.allowFailedRequests(/\/no-such-page$/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Let the page settle: lists and posts load, pictures take their size, "Save for offline" takes over its
      // disabled placeholder when the browser is idle, and the script control is enabled once its code is there.
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expect(page.locator('button:disabled', { hasText: 'Save for offline' })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Script', exact: true, disabled: true })).toHaveCount(0);

      const controls = await markFocusable(page);
      // Once round the page, and one more press to see focus come back to the top.
      const stops = await tabThroughPage(page, controls.length + 2);

      expect(stops[0]?.description, 'the skip link comes first').toContain('Skip to content');
      const reached = stops.map((stop) => stop.index);
      expect(
        reached.filter((index) => index === -1),
        'focus never lands on something that is not a control',
      ).toEqual([]);
      expect(reached, 'every control is reached once, in document order').toEqual(controls.map((_, index) => index));
      const unmarked = stops.filter((stop) => !stop.indicated).map((stop) => stop.description);
      expect(unmarked, 'every focused control shows a focus ring').toEqual([]);
      const hidden = stops.filter((stop) => !stop.onScreen).map((stop) => stop.description);
      expect(hidden, 'every focused control is on screen').toEqual([]);
    });
  }

  test('the skip link is the first stop, shows when focused and moves focus to the main content', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The router does not see a navigation: no #main-content in the address.
    await expect(page).toHaveURL('/blog');
    // The next Tab goes to the first control inside the content, not back into the header.
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(insideMain).toBe(true);
  });
});

test.describe('Header', () => {
  test('the navigation shows in full on desktop; on phones it is a Menu that opens, closes with Escape and closes when a link is chosen', async ({
    page,
  }) => {
    if (!isMobile(page)) {
      await page.goto('/terms');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'About Vedanta', 'Teachings', 'Resources', 'Blog', 'Contact Us']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      return;
    }
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectExpanded(toggle, false);
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();

    await toggle.click();
    await expectExpanded(toggle, true);
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expectNoAxeViolations(page, 'the open mobile menu');

    await page.keyboard.press('Escape');
    await expectExpanded(toggle, false);
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();

    // By keyboard alone: open, Tab into the menu, choose Blog.
    await page.keyboard.press('Enter');
    await expectExpanded(toggle, true);
    const blogLink = nav.getByRole('link', { name: 'Blog' });
    for (let presses = 0; presses < 10 && !(await blogLink.evaluate((el) => el === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(blogLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expectExpanded(toggle, false);
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();

    // An anchor link closes it too, and lands on the landing page's section.
    await toggle.click();
    await nav.getByRole('link', { name: 'Teachings' }).click();
    await expect(page).toHaveURL('/#teachings');
    await expectExpanded(toggle, false);
    const heading = page.getByRole('heading', { level: 2, name: 'Core Teachings' });
    await expect(heading).toBeInViewport();
    // Where it was aimed, near the top, wherever the sections drawn as the scroll passed them have moved it.
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(300);
  });

  test('every in-page anchor of the navigation lands with its section at the top, from another page', async ({ page }) => {
    const anchors = [
      { label: 'About Vedanta', id: 'about' },
      { label: 'Teachings', id: 'teachings' },
      { label: 'Resources', id: 'resources' },
      { label: 'Contact Us', id: 'contact' },
    ];
    for (const { label, id } of anchors) {
      await page.goto('/blog');
      await followNavLink(page, label);
      await expect(page).toHaveURL(`/#${id}`);
      // Past sections drawn only as they near the viewport, which take their real height as the scroll passes them.
      await expectLandedAtTop(page.locator(`#${id}`));
    }
    // Home is the top of the landing page.
    await page.goto('/blog');
    await followNavLink(page, 'Home');
    await expect(page).toHaveURL('/#home');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // The news anchor is reachable by address.
    await page.goto('/#news');
    await expectLandedAtTop(page.locator('#news'));
  });

  test('every control outside running text is a target of at least 24 × 24 px, footer and share links included @phone', async ({
    page,
  }) => {
    for (const path of ['/', '/blog/the-bhagavad-gita']) {
      await page.goto(path);
      // Open what folds: the verses' word-by-word glosses.
      await page.locator('details').evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)));
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, textarea')].flatMap((control) => {
          const { width, height } = control.getBoundingClientRect();
          if (width === 0 || height === 0 || (width >= 24 && height >= 24)) return [];
          // WCAG's exception: a link inside a sentence, whose height is the line's.
          if (control.closest('main p, main li, main blockquote') && getComputedStyle(control).display === 'inline') return [];
          return [`${control.tagName.toLowerCase()} "${control.textContent.trim()}" ${Math.round(width)} × ${Math.round(height)}`];
        }),
      );
      expect(small, `targets under 24 × 24 px on ${path}`).toEqual([]);
    }
  });

  test("the 'Related Links' menu lists two sites that open in a new tab, and closes with Escape", async ({ page, context, guard }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
    const trigger = page.getByRole('button', { name: 'Related Links' });
    await trigger.click();
    await expectExpanded(trigger, true);
    const list = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expectNoAxeViolations(page, "the open 'Related Links' menu");

    await page.keyboard.press('Escape');
    await expectExpanded(trigger, false);
    await expect(trigger).toBeFocused();
    await expect(list).toBeHidden();

    // Choosing a site opens it in a new tab (kept off the network) and closes the menus.
    await trigger.click();
    const opened = context.waitForEvent('page');
    await links.first().click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://vedanta.org/');
    expect(guard.blocked).toContain('https://vedanta.org/');
    // On phones the whole menu has closed with it, so the trigger is hidden too.
    await expectExpanded(page.getByRole('button', { name: 'Related Links', includeHidden: true }), false);
    if (isMobile(page)) await expectExpanded(page.getByRole('button', { name: 'Menu' }), false);
    await tab.close();
  });
});
