// Relative paths: webpack.config.ts loads this module, where the `@/` alias does not exist.
import { escapeHtml } from '../lib/escapeHtml';
import { THEME_FORMAT } from '../lib/themeFormat';
import { bootScript } from './boot/bootScript';

/** The browser's toolbar colour in each scheme: the header's (styles/_tokens.scss). */
export interface ThemeColors {
  readonly light: string;
  readonly dark: string;
}

const SCHEMES = THEME_FORMAT.choices.slice(1) as (keyof ThemeColors)[];

/** The metas of the schemes, before the boot script, which reads them to apply a stored choice. */
export function themeMetasHtml(colors: ThemeColors): string {
  const themeColors = SCHEMES.map(
    (scheme) => `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${escapeHtml(colors[scheme])}">`,
  );
  return `<meta name="color-scheme" content="light dark">${themeColors.join('')}`;
}

export const themeBootScript = (): string => bootScript('theme', 'bootTheme');
