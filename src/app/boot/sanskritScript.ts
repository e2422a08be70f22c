// A stored script's transliteration, render-blocking, so no frame shows another (docs/decisions/sanskrit-scripts.md).
import { DEFAULT_SANSKRIT_SCRIPT, SANSKRIT_SCRIPT_ATTRIBUTE, type SanskritScriptId } from '../../lib/sanskritScript';
import { SANSKRIT_SCRIPT_KEY, sanskritScriptChoice } from '../../lib/sanskritScriptFormat';
import { fromStorage } from './fromStorage';

export function bootSanskritScript(transliterationSrc: string): void {
  const choice = fromStorage<SanskritScriptId>(
    () => sanskritScriptChoice(localStorage.getItem(SANSKRIT_SCRIPT_KEY)),
    DEFAULT_SANSKRIT_SCRIPT,
  );
  if (choice === DEFAULT_SANSKRIT_SCRIPT) return;
  document.documentElement.setAttribute(SANSKRIT_SCRIPT_ATTRIBUTE, choice);
  const script = document.createElement('script');
  script.src = transliterationSrc;
  script.setAttribute('blocking', 'render');
  document.head.appendChild(script);
}
