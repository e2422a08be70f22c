import sharp from 'sharp';
import { test, expect } from './support/fixtures';
import { untilWebFontLoaded } from './support/fonts';
import { expectExpanded } from './support/popover';
import { PAGE_SAMPLES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';
import { markFocusable, tabThroughPage } from './support/keyboard';
import { expectLandedAtTop, followNavLink } from './support/navigation';
import { isMobile, oneWidthInTurn } from './support/viewport';
import { contrastRatio, paletteRgb } from './support/palette';

/** The reader's study tools (issue 71), each with the heading its page shows. */
const STUDY_TOOLS = (['start-here', 'glossary', 'topics', 'search', 'saved'] as const).map((id) => ({
  label: { 'start-here': 'Start here', glossary: 'Glossary', topics: 'Topics', search: 'Search', saved: 'Saved' }[id],
  ...PAGE_SAMPLES[id],
}));

const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route: /;

/** Every page of the route registry, each with a heading that says it has rendered. */
const ROUTES = Object.values(PAGE_SAMPLES);

test.describe('Keyboard', () => {
  // Each page at one width, in turn: the header's own order at both widths is the Header block's test.
  for (const [index, { path, heading }] of ROUTES.entries()) {
    const tag = oneWidthInTurn(index);
    test(`${path}: Tab reaches every control, in order, each with a visible focus ring`, { tag }, async ({ page, guard }) => {
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

  test('a focus ring at the edge of a block laid out only near the screen (a glossary entry) is drawn whole @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/glossary');
    // The ring's place is measured in the page as it stays: taken over (its script control drawn) and in the web fonts.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    await untilWebFontLoaded(page, 'Source Sans 3');
    const entry = page.locator('dl > div').first();
    // At 390 px the entry's "Read more" title wraps, and its second line starts at the entry's edge.
    const link = entry.getByRole('link', { name: /Meditation in Vedanta/ });
    await link.scrollIntoViewIfNeeded();
    await page.keyboard.press('Tab');
    await link.focus();
    await expect(link).toHaveCSS('outline-style', 'solid');
    // The keyboard's ring, in the focus colour (not yet, for a moment, on the first key of a page).
    await expect(link).toHaveCSS('outline-color', paletteRgb('focus', 'light'));
    const edge = await link.evaluate((element) => {
      const left = element.closest('dl > div')!.getBoundingClientRect().left;
      const line = [...element.getClientRects()].find((rect) => Math.abs(rect.left - left) < 2);
      return line && { x: line.left, y: line.top, height: line.height };
    });
    expect(edge, "a line of the link starts at the entry's edge").toBeTruthy();
    // The strip just outside the entry, beside that line, where the ring is drawn past the block's box.
    const shot = await page.screenshot({ clip: { x: edge!.x - 5, y: edge!.y, width: 3, height: edge!.height } });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const [red, green, blue] = (paletteRgb('focus', 'light').match(/\d+/g) ?? []).map(Number);
    let ringPixels = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      if (Math.abs(data[at]! - red!) + Math.abs(data[at + 1]! - green!) + Math.abs(data[at + 2]! - blue!) < 60) ringPixels += 1;
    }
    expect(ringPixels, 'the ring shows outside the entry').toBeGreaterThan(info.width * info.height * 0.5);
  });

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

  test('the study tools, Start here, Glossary, Topics, Search and Saved, are a tap away in the menu on every width', async ({ page }) => {
    for (const tool of STUDY_TOOLS) {
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The phone's menu shows them with the rest; the wide header gathers them under 'Study', beside 'Related Links'.
      await (isMobile(page) ? page.getByRole('button', { name: 'Menu' }) : nav.getByRole('button', { name: 'Study' })).click();
      const link = nav.getByRole('list', { name: 'Study' }).getByRole('link', { name: tool.label, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(tool.path);
      await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
      // Whatever opened has closed behind the chosen link.
      await expect(link).toBeHidden();
    }
  });

  test("the spec's navigation keeps its names and order, the study tools after it", async ({ page }) => {
    await page.goto('/terms');
    if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const labels = await nav
      .locator(':scope > ul > li > :is(a, button)')
      .evaluateAll((items) => items.map((item) => item.textContent.trim()));
    expect(labels.slice(0, 8)).toEqual(['Home', 'About Vedanta', 'Teachings', 'Resources', 'Blog', 'Contact Us', 'Related Links', 'Study']);
  });

  // Both widths in one test, each with its own order (the phone's bar: logo, search, Menu), so it runs once (@phone).
  test('Tab goes through the header in the order it is drawn, left to right, on a phone and a wide screen @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      const stops: Array<{ name: string; left: number }> = [];
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused?.closest('header')) return null;
          const name = (focused.getAttribute('aria-label') ?? (focused as HTMLElement).innerText).trim();
          return { name, left: Math.round(focused.getBoundingClientRect().left) };
        });
        if (!stop) break;
        stops.push(stop);
      }
      expect(stops[0]?.name, 'the logo first').toBe('Vedanta Wisdom');
      expect(stops.length).toBeGreaterThanOrEqual(3);
      const lefts = stops.map((stop) => stop.left);
      const order = `at ${viewport.width} px: ${JSON.stringify(stops)}`;
      expect(lefts, `each stop right of the one before ${order}`).toEqual([...lefts].sort((a, b) => a - b));
      expect(new Set(lefts).size, `no two stops one above the other ${order}`).toBe(lefts.length);
    }
  });

  test('every focus ring of the header and its menus stands 3:1 against what it is drawn on, in both themes', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      const rings: Array<{ name: string; ring: string; ground: string }> = [];
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          if (!focused?.closest('header')) return null;
          // The ring is drawn around the control, on the ground of the first box behind it that has one.
          let ground = 'rgba(0, 0, 0, 0)';
          for (let node = focused.parentElement; node && /rgba\(.*, 0\)$|transparent/.test(ground); node = node.parentElement) {
            ground = getComputedStyle(node).backgroundColor;
          }
          const style = getComputedStyle(focused);
          const name = (focused.getAttribute('aria-label') ?? focused.innerText).trim().split('\n')[0] ?? '';
          return { name, ring: style.outlineStyle === 'none' ? 'none' : style.outlineColor, ground };
        });
        if (!stop) break;
        rings.push(stop);
        // The phone's menu opened by keyboard, so its links are walked too.
        if (isMobile(page) && stop.name === 'Menu') await page.keyboard.press('Enter');
      }
      expect(rings.map((stop) => stop.name)).toContain('Vedanta Wisdom');
      expect(rings.map((stop) => stop.name)).toContain('Home');
      const faint = rings.filter((stop) => stop.ring === 'none' || contrastRatio(stop.ring, stop.ground) < 3);
      expect(faint.map((stop) => `${scheme}: ${stop.name}: ${stop.ring} on ${stop.ground}`)).toEqual([]);
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

test.describe('Footer', () => {
  test("the quick links: the navigation's, then the study tools, each leading to its page", async ({ page }) => {
    await page.goto('/terms');
    const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
    const labels = await quickLinks.getByRole('link').allTextContents();
    expect(labels).toEqual([
      'Home',
      'About Vedanta',
      'Teachings',
      'Resources',
      'Blog',
      'Contact Us',
      ...STUDY_TOOLS.map((tool) => tool.label),
    ]);
    for (const tool of STUDY_TOOLS) {
      await expect(quickLinks.getByRole('link', { name: tool.label, exact: true })).toHaveAttribute('href', tool.path);
    }
    await quickLinks.getByRole('link', { name: 'Topics', exact: true }).click();
    await expect(page).toHaveURL('/topics');
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  });
});
