/**
 * What the page template's `<head>` carries before each page's own tags (webpack.config.ts): the theme's metas, one
 * boot script for the theme, the reader's script for Sanskrit and, where the banner asks, consent (one script: one
 * hash in every page's policy header), and an external consent platform's script where one is configured.
 */
// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import type { SiteConfig } from '../config/siteConfig';
import { consentBootScript, consentPlatformHtml } from './consentBanner';
import { sanskritScriptBootScript } from './sanskritScriptBoot';
import { themeBootScript, themeMetasHtml, type ThemeColors } from './themeBoot';

/** `transliterationSrc`: the transliteration script's address, which a stored choice of script loads. */
export function headBootHtml(config: SiteConfig, colors: ThemeColors, transliterationSrc: string): string {
  // Consent first: the theme's part failing in some old browser must not leave the banner unasked.
  const script = [consentBootScript(config), themeBootScript(), sanskritScriptBootScript(transliterationSrc)].filter(Boolean).join(';');
  return `${themeMetasHtml(colors)}<script>${script}</script>${consentPlatformHtml(config)}`;
}
