// The theme choice and its storage, defined once: the boot script (src/app/boot/theme.ts) is compiled with these.

/** `system` follows the device's light or dark setting. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The choices in the control's order, the first the default. */
export interface ThemeFormat {
  readonly key: string;
  readonly choices: readonly [ThemeChoice, ...ThemeChoice[]];
}

export const THEME_FORMAT: ThemeFormat = { key: 'vedanta-theme', choices: ['system', 'light', 'dark'] };

/** Set on `<html>` before the first paint: styles/global.scss picks the palette by it. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On the header's control, which the boot script answers from the first paint. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

/** One of the format's choices, else the default. */
export function themeChoice(stored: unknown, format: ThemeFormat): ThemeChoice {
  return format.choices.indexOf(stored as ThemeChoice) > 0 ? (stored as ThemeChoice) : format.choices[0];
}

export function nextThemeChoice(current: ThemeChoice, format: ThemeFormat): ThemeChoice {
  return format.choices[(format.choices.indexOf(current) + 1) % format.choices.length] as ThemeChoice;
}
