// Relative paths: webpack.config.ts loads this module, where the `@/` alias does not exist.
import { asksForConsent, type SiteConfig } from '../config/siteConfig';
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

export const sanskritScriptBootScript = (transliterationSrc: string): string =>
  bootScript('sanskritScript', 'bootSanskritScript', transliterationSrc);

export const consentBootScript = (config: SiteConfig): string => (asksForConsent(config) ? bootScript('consent', 'bootConsent') : '');

/** An external consent platform's script, async so it never holds the first paint. */
function consentPlatformHtml(config: SiteConfig): string {
  return config.consent === 'external' && config.cmpScriptUrl ? `<script async src="${escapeHtml(config.cmpScriptUrl)}"></script>` : '';
}

/** The template's `<head>` before each page's tags: one boot script, so one hash in every page's policy header. */
export function headBootHtml(config: SiteConfig, colors: ThemeColors, transliterationSrc: string): string {
  // Consent first: the theme's part failing in some old browser must not leave the banner unasked.
  const script = [consentBootScript(config), themeBootScript(), sanskritScriptBootScript(transliterationSrc)].filter(Boolean).join(';');
  return `${themeMetasHtml(colors)}<script>${script}</script>${consentPlatformHtml(config)}`;
}
