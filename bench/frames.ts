/**
 * A stored choice is in force from the first frame (issues 35 and 44). Each page, on a first visit on the phone with a
 * choice stored: the theme the phone is not set to (dark on a light phone, light on a dark one), or a script other than
 * Devanagari. Every animation frame from the first with a `<body>` until the page has settled records what it is about
 * to paint: the page's background, and whether a piece of Sanskrit shows Devanagari. A frame in what the reader did not
 * choose is a flash.
 */
import { readPalette } from '../scripts/palette';
import { SANSKRIT_SCRIPT_KEY } from '../src/lib/sanskritScriptFormat';
import { THEME_FORMAT } from '../src/lib/themeFormat';
import { OTHER_CHOICE_FRAMES_BUDGET } from './budgets';
import type { Page } from './pages';
import { onAPhone, settled } from './phone';
import type { Figure } from './table';

type Scheme = 'light' | 'dark';

/** The canvas colour of a scheme, as `getComputedStyle` writes it. */
function canvasRgb(scheme: Scheme): string {
  const hex = readPalette().colors.get('canvas')?.[scheme].replace('#', '') ?? '';
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Before the document's own scripts: the choice stored, then each frame's background and Sanskrit in Devanagari. */
const recordFrames = (key: string, choice: string) => `(() => {
  try { localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(choice)}); } catch (error) {}
  const seen = { backgrounds: [], devanagari: 0 };
  window.__frames = seen;
  const sample = () => {
    if (document.body) {
      seen.backgrounds.push(getComputedStyle(document.body).backgroundColor);
      const sanskrit = [...document.querySelectorAll('[lang^="sa"]:not([lang="sa-Latn"])')];
      if (sanskrit.some((element) => /\\p{Script=Devanagari}/u.test(element.textContent))) seen.devanagari += 1;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

interface Seen {
  backgrounds: string[];
  devanagari: number;
}

function framesOf(url: string, key: string, choice: string, colorScheme: Scheme): Promise<Seen> {
  return onAPhone({ colorScheme, initScript: recordFrames(key, choice) }, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settled(page);
    return page.evaluate(() => (window as unknown as { __frames: Seen }).__frames);
  });
}

export async function measureFrames(origin: string, pages: readonly Page[], progress: (message: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  const frames = (figure: string, page: Page, value: number, total: number): Figure => ({
    figure: `${figure} (of ${total} frames)`,
    page: page.path,
    value,
    unit: 'frames',
    max: OTHER_CHOICE_FRAMES_BUDGET,
  });
  for (const page of pages) {
    for (const [stored, system] of [
      ['dark', 'light'],
      ['light', 'dark'],
    ] as const) {
      progress(`frames: ${page.path}, ${stored} stored on a ${system} phone`);
      const seen = await framesOf(origin + page.path, THEME_FORMAT.key, stored, system);
      const other = seen.backgrounds.filter((background) => background !== canvasRgb(stored)).length;
      figures.push(frames(`frames in the other theme, ${stored} stored on a ${system} phone`, page, other, seen.backgrounds.length));
    }
    progress(`frames: ${page.path}, Telugu stored`);
    const seen = await framesOf(origin + page.path, SANSKRIT_SCRIPT_KEY, 'telugu', 'light');
    figures.push(frames('frames with Sanskrit in Devanagari, Telugu stored', page, seen.devanagari, seen.backgrounds.length));
  }
  return figures;
}
