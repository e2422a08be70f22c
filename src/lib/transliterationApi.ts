import type { SanskritScriptId } from './sanskritScriptFormat';

/** What the transliteration script (src/app/boot/transliteration.ts) offers the app, on `window`. */
export interface TransliterationApi {
  readonly transliterate: (devanagari: string, to: SanskritScriptId) => string;
  readonly indianScriptsToDevanagari: (text: string) => string;
}

/** The property of `window` the transliteration script sets. */
export const TRANSLITERATION_GLOBAL = 'vedantaTransliteration';

/** The transliteration script's functions, if it has run in this page. */
export function loadedTransliteration(): TransliterationApi | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, TransliterationApi | undefined>)[TRANSLITERATION_GLOBAL];
}
