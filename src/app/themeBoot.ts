/**
 * The theme before the first paint: the `<head>` metas that tell the browser the page has a light and a dark scheme,
 * and the boot script that applies a stored choice and answers the header's control (src/features/layout/ThemeToggle).
 */
// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import { escapeHtml } from '../lib/escapeHtml';
import { functionText } from '../lib/functionText';
import { nextThemeChoice, THEME_ATTRIBUTE, THEME_FORMAT, THEME_TOGGLE_ATTRIBUTE, themeChoice } from '../lib/themeFormat';

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

/**
 * Runs in `<head>` before the first paint (so no frame shows the other theme), built around the very functions of
 * src/lib/themeFormat.ts, passed in by their text as `r` (the stored choice) and `n` (the next one):
 * - sets `data-theme` on `<html>` to the stored choice, or the default (`system`) for none or storage that cannot be
 *   read; the control shows only then, so with scripts off it is absent and the system's setting rules;
 * - gives each theme-color meta the chosen scheme's colour, or its own media's for the default (`c`: the schemes'
 *   colours, in the metas' order);
 * - answers a press on the control from the first paint on, storing the next choice (held for the page where storage
 *   refuses it); another tab open meanwhile takes it up on its next page, and a page the back button restores from the
 *   browser's cache at once.
 */
export function themeBootScript(colors: ThemeColors): string {
  const toggle = JSON.stringify(`[${THEME_TOGGLE_ATTRIBUTE}]`);
  return (
    `(function(f,r,n,c,d){var t,a=function(v){var j=f.choices.indexOf(t=v)-1;d.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},v);` +
    `document.querySelectorAll("meta[name=theme-color]").forEach(function(m,i){m.content=c[j<0?i:j]})};` +
    `var g=function(){var v=f.choices[0];try{v=r(localStorage.getItem(f.key),f)}catch(e){}a(v)};g();` +
    `addEventListener("pageshow",function(e){if(e.persisted)g()});` +
    `document.addEventListener("click",function(e){if(e.target.closest&&e.target.closest(${toggle})){` +
    `a(n(t,f));try{localStorage.setItem(f.key,t)}catch(e){}}})` +
    `})(${JSON.stringify(THEME_FORMAT)},${functionText(themeChoice)},${functionText(nextThemeChoice)},` +
    `${JSON.stringify(SCHEMES.map((scheme) => colors[scheme])).replace(/</g, '\\u003c')},document.documentElement)`
  );
}
