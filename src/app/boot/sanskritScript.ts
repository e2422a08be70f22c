/**
 * The reader's script for Sanskrit before the first paint: compiled by esbuild into the inline script every page's
 * `<head>` carries (src/app/headBoot.ts). For a stored choice other than Devanagari it marks `<html>` with the choice
 * and adds the transliteration script (src/app/boot/transliteration.ts) as render-blocking: the browser paints
 * nothing until that script has run, and it rewrites the page's Sanskrit as the parser adds it, so no frame shows
 * another script and nothing moves. A reader who keeps Devanagari, or whose storage cannot be read, loads nothing.
 */
import { DEFAULT_SANSKRIT_SCRIPT, SANSKRIT_SCRIPT_ATTRIBUTE, type SanskritScriptId } from '../../lib/sanskritScript';
import { SANSKRIT_SCRIPT_KEY, sanskritScriptChoice } from '../../lib/sanskritScriptFormat';

export function bootSanskritScript(transliterationSrc: string): void {
  let choice: SanskritScriptId = DEFAULT_SANSKRIT_SCRIPT;
  try {
    choice = sanskritScriptChoice(localStorage.getItem(SANSKRIT_SCRIPT_KEY));
  } catch {
    // Storage refused (a blocked site): Devanagari.
  }
  if (choice === DEFAULT_SANSKRIT_SCRIPT) return;
  document.documentElement.setAttribute(SANSKRIT_SCRIPT_ATTRIBUTE, choice);
  const script = document.createElement('script');
  script.src = transliterationSrc;
  script.setAttribute('blocking', 'render');
  document.head.appendChild(script);
}
