import type * as Transliteration from './transliterate';

/** What the transliteration script (src/app/boot/transliteration.ts) offers the app on `window`; the langs, so pages carry no table. */
export type TransliterationApi = Pick<typeof Transliteration, 'transliterate' | 'indianScriptsToDevanagari' | 'sanskritLang'>;

export const TRANSLITERATION_GLOBAL = 'vedantaTransliteration';

/** The transliteration script's functions, if it has run in this page. */
export function loadedTransliteration(): TransliterationApi | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, TransliterationApi | undefined>)[TRANSLITERATION_GLOBAL];
}
