/**
 * The theme before the first paint: compiled by esbuild into the inline script every page's `<head>` carries
 * (src/app/themeBoot.ts), so no frame shows the other theme.
 * - Sets `data-theme` on `<html>` to the stored choice, or the default (`system`) for none or storage that cannot be
 *   read; the control shows only then, so with scripts off it is absent and the system's setting rules.
 * - Gives each theme-color meta the chosen scheme's colour, or its own media's for the default.
 * - Answers a press on the control from the first paint on, storing the next choice (held for the page where storage
 *   refuses it); another tab open meanwhile takes it up on its next page, and a page the back button restores from the
 *   browser's cache at once.
 */
import {
  nextThemeChoice,
  THEME_ATTRIBUTE,
  THEME_FORMAT,
  THEME_TOGGLE_ATTRIBUTE,
  themeChoice,
  type ThemeChoice,
} from '../../lib/themeFormat';

export function bootTheme(): void {
  const root = document.documentElement;
  // One meta per scheme, in the order of the format's choices after the default, each with its scheme's colour.
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name=theme-color]');
  const colors = [...metas].map((meta) => meta.content);
  let current: ThemeChoice = THEME_FORMAT.choices[0];

  const apply = (choice: ThemeChoice) => {
    current = choice;
    const scheme = THEME_FORMAT.choices.indexOf(choice) - 1;
    root.setAttribute(THEME_ATTRIBUTE, choice);
    metas.forEach((meta, index) => {
      meta.content = colors[scheme < 0 ? index : scheme] as string;
    });
  };

  const applyStored = () => {
    let choice = THEME_FORMAT.choices[0];
    try {
      choice = themeChoice(localStorage.getItem(THEME_FORMAT.key), THEME_FORMAT);
    } catch {
      // Storage refused (a blocked site): the default.
    }
    apply(choice);
  };

  applyStored();
  addEventListener('pageshow', (event) => {
    if (event.persisted) applyStored();
  });
  addEventListener('click', (event) => {
    // A click's target may be a node that is no element (a text node, the document itself).
    const target = event.target as Partial<Pick<Element, 'closest'>> | null;
    if (!target?.closest?.(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return;
    apply(nextThemeChoice(current, THEME_FORMAT));
    try {
      localStorage.setItem(THEME_FORMAT.key, current);
    } catch {
      // Held for this page only.
    }
  });
}
