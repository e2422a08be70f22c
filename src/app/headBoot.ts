// Relative paths: webpack.config.ts loads this module, where the `@/` alias does not exist.
import type { SiteConfig } from '../config/siteConfig';
import { consentBootScript, consentPlatformHtml } from './consentBanner';
import { sanskritScriptBootScript } from './sanskritScriptBoot';
import { themeBootScript, themeMetasHtml, type ThemeColors } from './themeBoot';

/** The template's `<head>` before each page's tags: one boot script, so one hash in every page's policy header. */
export function headBootHtml(config: SiteConfig, colors: ThemeColors, transliterationSrc: string): string {
  // Consent first: the theme's part failing in some old browser must not leave the banner unasked.
  const script = [consentBootScript(config), themeBootScript(), sanskritScriptBootScript(transliterationSrc)].filter(Boolean).join(';');
  return `${themeMetasHtml(colors)}<script>${script}</script>${consentPlatformHtml(config)}`;
}
