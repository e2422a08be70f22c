/**
 * The themes (issue 35): every page light or dark as the system asks before any script runs, a stored choice in
 * force from the first frame on a throttled phone, and the header's control, answered from the first paint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { throttleLikeAPhone } from '../../scripts/phoneProfile';
import { DETAILS, fulfillJson, minimalDetail } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts } from './support/holdScripts';
import { hexToRgb, paletteHex, paletteRgb as rgb, type Scheme } from './support/palette';
import { test, expect } from './support/fixtures';
import { siteRequestsSettled } from './support/siteRequests';
import { PAGE_SAMPLES } from './support/routes';
import { oneWidthInTurn } from './support/viewport';

const SCHEMES: readonly Scheme[] = ['light', 'dark'];

const themeToggle = (page: Page) => page.getByRole('button', { name: /^Theme:/ });

/** The control's name in each choice: the choice in force, and the one a press moves to. */
const NAMES = {
  system: 'Theme: system setting, next: light',
  light: 'Theme: light, next: dark',
  dark: 'Theme: dark, next: system setting',
} as const;

/** The text of a control a sighted reader sees: its rendered words, not those only assistive technology reads. */
const visibleText = (control: ReturnType<typeof themeToggle>) =>
  control.evaluate((element) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Shown where it and every box around it inside the control is drawn, none clipped to a pixel (visually hidden).
      let shown = true;
      for (let box = node.parentElement; shown && box && box !== element.parentElement; box = box.parentElement) {
        const { width, height } = box.getBoundingClientRect();
        shown = box.checkVisibility({ visibilityProperty: true }) && width > 1 && height > 1;
      }
      if (shown) words.push(node.nodeValue ?? '');
    }
    return words.join('').replace(/\s+/g, ' ').trim();
  });

/** The page as it arrives, with no script of its own run (`test.use({ javaScriptEnabled: false })`). */
async function loadAsWritten(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

/**
 * The page as a browser with scripts off shows it, where axe can still run its own: the document with none of the
 * site's scripts in it (the boot script, the entry loader), JSON data blocks apart.
 */
async function loadWithoutSiteScripts(page: Page, path: string) {
  const documentPath = new URL(path, 'http://page').pathname;
  await page.route(
    (url) => url.pathname === documentPath,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
      await route.fulfill({ response, body });
    },
  );
  await loadAsWritten(page, path);
  expect(await page.evaluate(() => document.querySelectorAll('script:not([type])').length)).toBe(0);
}

async function expectScheme(page: Page, scheme: Scheme) {
  await expect(page.locator('body')).toHaveCSS('background-color', rgb('canvas', scheme));
  await expect(page.locator('body')).toHaveCSS('color', rgb('ink', scheme));
  await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb('indigo', scheme));
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', rgb('indigo', scheme));
}

test.describe('Every page in the system’s scheme, before any script', () => {
  // Each page arrives in one scheme and follows the system to the other, as when a phone turns dark at dusk: the
  // widths taken in turn, and the first scheme in turn at each width.
  for (const [index, [id, sample]] of Object.entries(PAGE_SAMPLES).entries()) {
    const schemes = Math.floor(index / 2) % 2 === 0 ? SCHEMES : [...SCHEMES].reverse();
    test(`${id} (${sample.path}), ${schemes.join(' then ')}`, { tag: oneWidthInTurn(index) }, async ({ page, guard }) => {
      guard.allowFailedRequests(/no-such-/);
      for (const [step, scheme] of schemes.entries()) {
        await page.emulateMedia({ colorScheme: scheme });
        if (step === 0) await loadWithoutSiteScripts(page, sample.path);
        await expect(page.getByRole('heading', { level: 1, name: sample.heading })).toBeVisible();
        await expectScheme(page, scheme);
        // With no script to store a choice, there is no control: the system's setting rules.
        await expect(themeToggle(page)).toHaveCount(0);
        await expectNoAxeViolations(page, `${sample.path} in the ${scheme} scheme, scripts off`);
      }
    });
  }
});

test.describe('Every part in the dark scheme, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the cards, tags, popovers, the dialog and the ad placeholders are dark too', { tag: '@any-width' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await loadAsWritten(page, '/blog');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toHaveCSS('background-color', rgb('surface', 'dark'));

    await loadAsWritten(page, '/blog/the-bhagavad-gita');
    await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem').first()).toHaveCSS(
      'background-color',
      rgb('sage-tint', 'dark'),
    );
    await expect(page.getByRole('navigation', { name: 'In this article' })).toHaveCSS('background-color', rgb('surface-sunk', 'dark'));
    // The hero's frame is the illustration's own ground (its first rect), not the dark theme's indigo.
    const ground = /<rect width="800" height="800" fill="(#[0-9a-f]{6})"/.exec(
      readFileSync(path.join(__dirname, '../../content/media/the-bhagavad-gita.svg'), 'utf8'),
    )?.[1];
    expect(ground).toBeDefined();
    await expect(page.getByRole('article').locator('figure img')).toHaveCSS('background-color', hexToRgb(ground ?? ''));
    const term = page.locator('button[popovertarget^="term-card-"]').first();
    await term.click();
    await expect(page.locator('[id^="term-card-"]:popover-open')).toHaveCSS('background-color', rgb('surface', 'dark'));
    await page.keyboard.press('Escape');

    await loadAsWritten(page, '/');
    await expect(page.locator('[data-banner-id]').first()).toHaveCSS('background-color', rgb('surface-sunk', 'dark'));
    await page.getByRole('button', { name: 'Support Our Mission' }).click();
    await expect(page.getByRole('dialog', { name: 'Support Our Mission' })).toHaveCSS('background-color', rgb('surface', 'dark'));
  });
});

test.describe('A stored choice, from the first frame', () => {
  /** Records, before the page's own scripts, the background of every frame about to be painted once there is a body. */
  function sampleEveryFrame() {
    const frames: string[] = [];
    (window as unknown as { __backgrounds: string[] }).__backgrounds = frames;
    const sample = () => {
      // Null until the parser reaches <body>, whatever the DOM's types say.
      const body = document.body as HTMLElement | null;
      if (body) frames.push(getComputedStyle(body).backgroundColor);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { __shift?: number }).__shift =
          ((window as unknown as { __shift?: number }).__shift ?? 0) + (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  }

  for (const [stored, system] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    // A phone only (the wide screen has a shift of its own when the web fonts arrive: the navigation's width, by 0.7%).
    test(`${stored}, on a phone set to ${system}: no frame of the other theme, nothing shifts`, { tag: '@phone' }, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript((choice) => window.localStorage.setItem('vedanta-theme', choice), stored);
      await page.addInitScript(sampleEveryFrame);
      await throttleLikeAPhone(page);
      await page.goto('/blog/the-bhagavad-gita');
      await siteRequestsSettled(page);
      const frames = await page.evaluate(() => (window as unknown as { __backgrounds: string[] }).__backgrounds);
      expect(frames.length).toBeGreaterThan(5);
      expect(frames.filter((background) => background !== rgb('canvas', stored))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __shift?: number }).__shift ?? 0)).toBe(0);
      const color = (scheme: Scheme) => page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`);
      // The browser's own colour follows the choice, whatever the system says.
      for (const scheme of SCHEMES) await expect(color(scheme)).toHaveAttribute('content', paletteHex('indigo', stored));
    });
  }
});

test.describe('The theme control', () => {
  test('steps through the system’s setting, light and dark, says which is in force, and keeps the choice', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/blog');
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.system);
    await themeToggle(page).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.light);
    await expectScheme(page, 'light');
    await themeToggle(page).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.dark);
    await expectScheme(page, 'dark');

    await page.goto('/blog/the-bhagavad-gita');
    await expectScheme(page, 'dark');
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.dark);
    await expectNoAxeViolations(page, 'a post in the dark theme, chosen');
    await themeToggle(page).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.system);
    await expectScheme(page, 'light');
  });

  test('says what it is and what a press does, in words on screen at every width', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/blog');
    const phone = testInfo.project.name === 'mobile';
    if (phone) await page.getByRole('button', { name: 'Menu' }).click();
    const toggle = themeToggle(page);
    for (const choice of ['system', 'light', 'dark'] as const) {
      await expect(toggle).toHaveAccessibleName(NAMES[choice]);
      const shown = await visibleText(toggle);
      // The phone's menu row says it all; the wide header's bar has room for its word, and the name begins with it.
      expect(shown).toBe(phone ? NAMES[choice] : 'Theme');
      await toggle.click();
    }
    await expect(toggle).toHaveAccessibleName(NAMES.system);
  });

  test('works from the keyboard, with a visible focus ring', async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).press('Enter');
    const toggle = themeToggle(page);
    await toggle.focus();
    await expect(toggle).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAccessibleName(NAMES.light);
    await expectScheme(page, 'light');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAccessibleName(NAMES.dark);
    await expectScheme(page, 'dark');
  });

  test('answers at first paint, before the app has loaded', async ({ page }, testInfo) => {
    const release = await holdScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/', { waitUntil: 'commit' });
    if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await themeToggle(page).click();
    await expectScheme(page, 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    // The app takes the page over as it is: the choice stands, and the next press goes on from it.
    await expectScheme(page, 'dark');
    await themeToggle(page).click();
    await expect(themeToggle(page)).toHaveAccessibleName(NAMES.system);
  });

  test('code blocks are dark in the dark theme too', { tag: '@any-width' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route(DETAILS, (route) => fulfillJson(route, minimalDetail({ blog: '```\nconst self = brahman;\n```\n\nText.' })));
    await page.goto('/blog/with-code');
    await expect(page.locator('article pre')).toHaveCSS('background-color', rgb('surface-sunk', 'dark'));
  });
});

test.describe('The privacy choices banner in the dark theme', () => {
  test.use({ consent: 'none' });

  test('is dark, with its text readable', { tag: '@any-width' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await expect(banner).toBeVisible();
    await expect(banner.locator('form')).toHaveCSS('background-color', rgb('surface', 'dark'));
    await expectNoAxeViolations(page, 'the privacy choices banner, dark');
  });
});
