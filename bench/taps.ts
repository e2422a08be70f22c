/**
 * Taps at first paint, on the phone profile of the live-pages issue (4x CPU slowdown, 1.6 Mbps
 * down, 750 kbps up, 150 ms round trip): for each page and each of its controls, a cold load,
 * one tap on the control as soon as the page has painted it, and the time from the end of the tap
 * (the finger lifted) to its effect (the menu or list opens, the dialog shows, the form submits).
 * Beside it, when React took over the page after its first paint: the wait a control would have if
 * it needed React. What is left of the tap's wait is the browser handling the tap on a slow CPU
 * that is still busy with the page.
 */
import { chromium, type Page } from 'playwright-core';
import { throttleLikeAPhone } from '../scripts/phoneProfile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { PageId } from './routes';
import { median } from './stats';
import { isLocalUrl } from './thirdParty';

export interface TapControl {
  readonly label: string;
  /** The button's accessible name. */
  readonly button: string;
  /** Buttons to tap first (the phone menu that holds Related Links). */
  readonly before?: readonly string[];
  /** What the tap does: toggle a popover or dialog, submit a form (a page of the blog), or change the theme. */
  readonly effect: 'toggle' | 'submit' | 'theme';
}

export interface TapPage {
  readonly id: PageId;
  readonly path: string;
  readonly controls: readonly TapControl[];
}

const MENU: TapControl = { label: 'menu toggle', button: 'Menu', effect: 'toggle' };
const RELATED: TapControl = { label: 'Related Links', button: 'Related Links', before: ['Menu'], effect: 'toggle' };
/** Answered by the boot script in <head>, never by React (src/app/themeBoot.ts). */
const THEME: TapControl = { label: 'theme', button: 'Theme: system setting', before: ['Menu'], effect: 'theme' };

export const TAP_PAGES: readonly TapPage[] = [
  {
    id: 'home',
    path: '/',
    controls: [MENU, RELATED, THEME, { label: 'Support Our Mission', button: 'Support Our Mission', effect: 'toggle' }],
  },
  { id: 'blog', path: '/blog', controls: [MENU, RELATED, THEME, { label: 'page 2', button: 'Page 2', effect: 'submit' }] },
  { id: 'post', path: '/blog/the-bhagavad-gita', controls: [MENU, RELATED, THEME] },
];

export interface ControlTaps {
  /** Median ms from the tap to its effect. */
  waitMs: number;
  values: number[];
}

export interface PageTaps {
  path: string;
  runs: number;
  /** Median ms from the first contentful paint to `<html data-interactive>` (React has taken over). */
  reactAfterPaintMs: number;
  /** Median ms from the first contentful paint to the tap. */
  tapAfterPaintMs: number;
  controls: Record<string, ControlTaps>;
}

/** The phone profile: a 390 px wide touch screen on a slow CPU and network. */
const VIEWPORT = { width: 390, height: 844 };

/**
 * In every document before its own scripts: when it painted and when React took over, and when a
 * tap and its effect (a popover or dialog toggling, a form submitting) happened, in epoch ms, kept
 * in sessionStorage so that a tap that leaves the page is still read on the next one.
 * A string, not a function: tsx would wrap a function's inner functions in helpers the page lacks.
 */
const RECORD_TIMINGS = `(() => {
  const at = (timeStamp) => String(performance.timeOrigin + timeStamp);
  const note = (key, timeStamp) => { if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, at(timeStamp)); };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntriesByName('first-contentful-paint')) note('paint ' + location.href, entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('pointerup', (event) => sessionStorage.setItem('tap', at(event.timeStamp)), true);
  for (const type of ['toggle', 'submit']) document.addEventListener(type, (event) => note('effect', event.timeStamp), true);
  new MutationObserver((records) => {
    if (document.documentElement?.hasAttribute('data-interactive')) note('interactive ' + location.href, performance.now());
    if (records.some((record) => record.attributeName === 'data-theme')) note('effect', performance.now());
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive', 'data-theme'] });
})();`;

const stored = (page: Page, key: string) => page.evaluate((name) => Number(sessionStorage.getItem(name) ?? NaN), key);

/**
 * One first visit (a new browser, so nothing is compiled or cached yet) and one tap as soon as the control is
 * painted: the tap's wait, and when React took over.
 */
async function tapOnce(origin: string, path: string, control: TapControl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  await context.route('**/*', (route) => (isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  await context.addInitScript(RECORD_TIMINGS);
  const page = await context.newPage();
  const url = `${origin}${path}`;
  try {
    await throttleLikeAPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, `paint ${url}`, { polling: 'raf' });
    const paint = await stored(page, `paint ${url}`);
    for (const name of control.before ?? []) {
      const before = page.getByRole('button', { name, exact: true });
      if (await before.isVisible()) await before.tap();
    }
    await page.evaluate(() => sessionStorage.removeItem('effect'));
    await page.getByRole('button', { name: control.button, exact: true }).tap();
    await page.waitForFunction(() => sessionStorage.getItem('effect') !== null, undefined, { polling: 'raf' });
    // A submit's effect is the next page's navigation: read the figures once that page is there (the tab keeps them).
    if (control.effect === 'submit') await page.waitForURL((next) => next.href !== url, { waitUntil: 'domcontentloaded' });
    const [tap, effect] = [await stored(page, 'tap'), await stored(page, 'effect')];
    let interactive = NaN;
    if (control.effect !== 'submit') {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, { timeout: 60_000 });
      interactive = await stored(page, `interactive ${url}`);
    }
    return { wait: Math.max(0, effect - tap), tapAfterPaint: tap - paint, reactAfterPaint: interactive - paint };
  } finally {
    await browser.close();
  }
}

export async function measureTaps(origin: string, runs: number, onProgress: (message: string) => void): Promise<Record<string, PageTaps>> {
  const results: Record<string, PageTaps> = {};
  for (const tapPage of TAP_PAGES) {
    const controls: Record<string, ControlTaps> = {};
    const react: number[] = [];
    const afterPaint: number[] = [];
    for (const control of tapPage.controls) {
      onProgress(`taps: ${tapPage.path} ${control.label}`);
      const values: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const tap = await tapOnce(origin, tapPage.path, control);
        values.push(Math.round(tap.wait));
        if (!Number.isNaN(tap.reactAfterPaint)) react.push(tap.reactAfterPaint);
        if (!Number.isNaN(tap.tapAfterPaint)) afterPaint.push(tap.tapAfterPaint);
      }
      controls[control.label] = { waitMs: median(values), values };
    }
    results[tapPage.id] = {
      path: tapPage.path,
      runs,
      reactAfterPaintMs: Math.round(median(react)),
      tapAfterPaintMs: Math.round(median(afterPaint)),
      controls,
    };
  }
  return results;
}
