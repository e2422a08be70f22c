// The theme choice and its storage, defined once: the boot script (src/app/boot/theme.ts) is compiled with these.

/** The choices in the control's order, the first the default; `system` follows the device's light or dark setting. */
export const THEME_FORMAT = { key: 'vedanta-theme', choices: ['system', 'light', 'dark'] } as const;

export type ThemeChoice = (typeof THEME_FORMAT.choices)[number];

/** Set on `<html>` before the first paint: styles/global.scss picks the palette by it. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On the header's control, which the boot script answers from the first paint. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

const { choices } = THEME_FORMAT;

/** One of the choices, else the default. */
export function themeChoice(stored: unknown): ThemeChoice {
  return choices.find((choice) => choice === stored) ?? choices[0];
}

export function nextThemeChoice(current: ThemeChoice): ThemeChoice {
  return choices[(choices.indexOf(current) + 1) % choices.length] ?? choices[0];
}
