/**
 * The theme before the first paint: the `<head>` metas that tell the browser the page has a light and a dark scheme,
 * and the boot script that applies a stored choice and answers the header's control (src/features/layout/ThemeToggle).
 * The script reads each scheme's colour from these metas, so they come first.
 */
// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import { escapeHtml } from '../lib/escapeHtml';
import { THEME_FORMAT } from '../lib/themeFormat';
import { bootScript } from './boot/bootScript';

/** The browser's theme colour (its toolbar on phones) in each scheme: the header's colour (styles/_tokens.scss). */
export interface ThemeColors {
  readonly light: string;
  readonly dark: string;
}

/** The schemes a choice can hold, in the order of the format's choices after the default: the theme-color metas' order. */
const SCHEMES = THEME_FORMAT.choices.slice(1) as (keyof ThemeColors)[];

/** What every page's `<head>` says of its schemes, before the boot script (which rewrites the theme colours for a stored choice). */
export function themeMetasHtml(colors: ThemeColors): string {
  const themeColors = SCHEMES.map(
    (scheme) => `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${escapeHtml(colors[scheme])}">`,
  );
  return `<meta name="color-scheme" content="light dark">${themeColors.join('')}`;
}

/** The inline script that applies a stored choice before the first paint and answers the control: src/app/boot/theme.ts. */
export const themeBootScript = (): string => bootScript('theme', 'bootTheme');
