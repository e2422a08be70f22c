// A stored script's transliteration, render-blocking, so no frame shows another (docs/decisions/sanskrit-scripts.md).
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
