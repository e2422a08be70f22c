/**
 * The reader's choice of theme and how it is stored, defined once. The boot script in `<head>` (src/app/boot/theme.ts)
 * is compiled with these functions: it applies the choice before the first paint and answers the header's control.
 */

/** `system` follows the device's light or dark setting; the others hold whatever it says. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** Where the choice is kept, and the choices in the order the control steps through them (the first is the default). */
export interface ThemeFormat {
  readonly key: string;
  readonly choices: readonly [ThemeChoice, ...ThemeChoice[]];
}

export const THEME_FORMAT: ThemeFormat = { key: 'vedanta-theme', choices: ['system', 'light', 'dark'] };

/** Set on `<html>` before the first paint, to the choice: styles/global.scss picks the palette by it. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On the header's control, which the boot script answers from the first paint on. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** The choice a stored value holds: one of the format's choices, else (nothing stored, anything else) the default. */
export function themeChoice(stored: unknown, format: ThemeFormat): ThemeChoice {
  return format.choices.indexOf(stored as ThemeChoice) > 0 ? (stored as ThemeChoice) : format.choices[0];
}

/** The choice after `current`, round in the format's order. */
export function nextThemeChoice(current: ThemeChoice, format: ThemeFormat): ThemeChoice {
  return format.choices[(format.choices.indexOf(current) + 1) % format.choices.length] as ThemeChoice;
}
