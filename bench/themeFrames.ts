/**
 * Issue 35: a stored theme is in force from the first frame. On the phone profile (4x CPU, 1.6 Mbps, 150 ms round
 * trip), each page is loaded cold with the reader's choice stored and the phone set to the other scheme, and every
 * animation frame from the first with a `<body>` records the background it is about to paint, until the page is idle.
 * A frame in the other theme is a flash; a layout shift is counted beside it.
 */
import { chromium } from 'playwright-core';
import { readPalette } from '../scripts/palette';
import { throttleLikeAPhone } from '../scripts/phoneProfile';
import { THEME_FORMAT } from '../src/lib/themeFormat';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { BenchPage } from './routes';
import { isLocalUrl } from './thirdParty';

type Scheme = 'light' | 'dark';

export interface ThemeFrames {
  stored: Scheme;
  /** The scheme the phone is set to. */
  system: Scheme;
  /** Frames sampled from the first with a body until the page was idle. */
  frames: number;
  /** Of those, frames whose page background was not the stored theme's. */
  otherTheme: number;
  /** The page's cumulative layout shift over the same time. */
  layoutShift: number;
}

const VIEWPORT = { width: 390, height: 844 };
const SETTLE_MS = 500;

/** The canvas colour of a scheme, as `getComputedStyle` writes it. */
function canvasRgb(scheme: Scheme): string {
  const hex = readPalette().colors.get('canvas')?.[scheme].replace('#', '') ?? '';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * In the document before its own scripts: the choice stored, each frame's background and the layout shifts. A string,
 * not a function: tsx would wrap a function's inner functions in helpers the page lacks (as bench/taps.ts says).
 */
const recordFrames = (key: string, choice: Scheme) => `(() => {
  try { localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(choice)}); } catch (error) {}
  const seen = { frames: [], shift: 0 };
  window.__themeFrames = seen;
  const sample = () => {
    if (document.body) seen.frames.push(getComputedStyle(document.body).backgroundColor);
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.shift += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });
})();`;

export async function measureThemeFrames(
  origin: string,
  pages: readonly BenchPage[],
  onProgress: (message: string) => void,
): Promise<Record<string, ThemeFrames[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: Record<string, ThemeFrames[]> = {};
  try {
    for (const page of pages) {
      for (const [stored, system] of [
        ['dark', 'light'],
        ['light', 'dark'],
      ] as const) {
        onProgress(`themes: ${page.path}, ${stored} stored on a ${system} phone`);
        const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, isMobile: true, colorScheme: system });
        await context.route('**/*', (route) => (isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
        await context.addInitScript(recordFrames(THEME_FORMAT.key, stored));
        const tab = await context.newPage();
        try {
          await throttleLikeAPhone(tab);
          await tab.goto(origin + page.path, { waitUntil: 'load' });
          await tab.waitForLoadState('networkidle');
          await tab.waitForTimeout(SETTLE_MS);
          const seen = await tab.evaluate(
            () => (window as unknown as { __themeFrames: { frames: string[]; shift: number } }).__themeFrames,
          );
          const expected = canvasRgb(stored);
          (results[page.id] ??= []).push({
            stored,
            system,
            frames: seen.frames.length,
            otherTheme: seen.frames.filter((background) => background !== expected).length,
            layoutShift: seen.shift,
          });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
