import type { SanskritScriptId } from './sanskritScript';

/** What the transliteration script (src/app/boot/transliteration.ts) offers the app, on `window`. */
export interface TransliterationApi {
  readonly transliterate: (devanagari: string, to: SanskritScriptId) => string;
  readonly indianScriptsToDevanagari: (text: string) => string;
  /** Here, so that a page's own code carries no table of them. */
  readonly sanskritLang: (script: SanskritScriptId) => string;
}

export const TRANSLITERATION_GLOBAL = 'vedantaTransliteration';

/** The transliteration script's functions, if it has run in this page. */
export function loadedTransliteration(): TransliterationApi | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, TransliterationApi | undefined>)[TRANSLITERATION_GLOBAL];
}
