/**
 * Taps at first paint, and React's takeover. For each page and each of its header and hero controls, `runs` first
 * visits on the phone, each with one tap on the control as soon as the page has painted it: the time from the end of
 * the tap (the finger lifted) to its effect (a popover or the dialog open, the form submitted, the theme changed).
 * Beside it, from the first contentful paint to `<html data-interactive>`: when React took the page over.
 */
import type { Page } from 'playwright-core';
import { TAKEOVER_BUDGET_MS, TAP_WAIT_BUDGET_MS } from './budgets';
import { onAPhone } from './phone';
import { median } from './stats';
import type { Figure } from './table';

interface Control {
  readonly label: string;
  /** The button's accessible name. */
  readonly button: string;
  /** Buttons to tap first (the phone menu that holds Related Links). */
  readonly before?: readonly string[];
  /** A submit's effect is the next page's navigation. */
  readonly submits?: boolean;
}

const MENU: Control = { label: 'menu toggle', button: 'Menu' };
const RELATED: Control = { label: 'Related Links', button: 'Related Links', before: ['Menu'] };
/** Answered by the boot script in <head>, never by React (src/app/boot/theme.ts). */
const THEME: Control = { label: 'theme', button: 'Theme: system setting, next: light', before: ['Menu'] };

const TAP_PAGES: readonly { path: string; controls: readonly Control[] }[] = [
  { path: '/', controls: [MENU, RELATED, THEME, { label: 'Support Our Mission', button: 'Support Our Mission' }] },
  { path: '/blog', controls: [MENU, RELATED, THEME, { label: 'page 2', button: 'Page 2', submits: true }] },
  { path: '/blog/the-bhagavad-gita', controls: [MENU, RELATED, THEME] },
];

/**
 * In every document before its own scripts: when it painted and when React took over, when a tap ended and when its
 * effect came, in epoch ms, kept in sessionStorage so that a tap that leaves the page is read on the next one.
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

/** One first visit and one tap as soon as the control is painted: the tap's wait, and when React took over. */
function tapOnce(url: string, control: Control): Promise<{ wait: number; takeover: number }> {
  return onAPhone({ initScript: RECORD_TIMINGS }, async (page) => {
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
    if (control.submits) await page.waitForURL((next) => next.href !== url, { waitUntil: 'domcontentloaded' });
    const wait = Math.max(0, (await stored(page, 'effect')) - (await stored(page, 'tap')));
    if (control.submits) return { wait, takeover: NaN };
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), undefined, { timeout: 60_000 });
    return { wait, takeover: (await stored(page, `interactive ${url}`)) - paint };
  });
}

export async function measureTaps(origin: string, runs: number, progress: (message: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { path, controls } of TAP_PAGES) {
    const takeovers: number[] = [];
    for (const control of controls) {
      progress(`taps: ${path} ${control.label}`);
      const waits: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const tap = await tapOnce(origin + path, control);
        waits.push(Math.round(tap.wait));
        if (!Number.isNaN(tap.takeover)) takeovers.push(Math.round(tap.takeover));
      }
      figures.push({
        figure: `tap at first paint waits (${control.label})`,
        page: path,
        value: median(waits),
        unit: 'ms',
        max: TAP_WAIT_BUDGET_MS,
        runs: waits,
      });
    }
    figures.push({
      figure: 'React takes over after paint',
      page: path,
      value: median(takeovers),
      unit: 'ms',
      max: TAKEOVER_BUDGET_MS,
      runs: takeovers,
    });
  }
  return figures;
}
