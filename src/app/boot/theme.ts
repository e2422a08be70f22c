// Before the first paint, so no frame shows the other theme (docs/decisions/themes.md); the control shows once it is set.
import {
  nextThemeChoice,
  THEME_ATTRIBUTE,
  THEME_FORMAT,
  THEME_TOGGLE_ATTRIBUTE,
  themeChoice,
  type ThemeChoice,
} from '../../lib/themeFormat';
import { fromStorage } from './fromStorage';

export function bootTheme(): void {
  const root = document.documentElement;
  // One meta per scheme, in the order of the format's choices after the default.
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

  const applyStored = () => apply(fromStorage(() => themeChoice(localStorage.getItem(THEME_FORMAT.key)), THEME_FORMAT.choices[0]));

  applyStored();
  // A page the back button restores takes up a choice made meanwhile.
  addEventListener('pageshow', (event) => {
    if (event.persisted) applyStored();
  });
  addEventListener('click', (event) => {
    // A click's target may be no element (a text node, the document).
    const target = event.target as Partial<Pick<Element, 'closest'>> | null;
    if (!target?.closest?.(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return;
    apply(nextThemeChoice(current));
    try {
      localStorage.setItem(THEME_FORMAT.key, current);
    } catch {
      // Held for this page only.
    }
  });
}
