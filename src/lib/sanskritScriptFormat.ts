/**
 * The scripts a reader may read Sanskrit in, and how the choice is stored, defined once. The boot script in `<head>`
 * (src/app/boot/sanskritScript.ts) applies a stored choice before the first paint; the transliteration script
 * (src/app/boot/transliteration.ts) and the app write in it. What every page reads of the choice is in
 * sanskritScript.ts, so that a page without the control carries none of this.
 */
import { DEFAULT_SANSKRIT_SCRIPT, type SanskritScriptId } from './sanskritScript';

/** The scripts offered, Devanagari first: the default, and the script the content is written in. */
export const SANSKRIT_SCRIPT_IDS: readonly SanskritScriptId[] = [
  'devanagari',
  'iast',
  'bengali',
  'gujarati',
  'gurmukhi',
  'kannada',
  'malayalam',
  'odia',
  'tamil',
  'telugu',
];

/** BCP 47 tags for Sanskrit in each script: fonts and screen readers choose by them. */
const LANG: Record<SanskritScriptId, string> = {
  devanagari: 'sa',
  iast: 'sa-Latn',
  bengali: 'sa-Beng',
  gujarati: 'sa-Gujr',
  gurmukhi: 'sa-Guru',
  kannada: 'sa-Knda',
  malayalam: 'sa-Mlym',
  odia: 'sa-Orya',
  tamil: 'sa-Taml',
  telugu: 'sa-Telu',
};

/** Where the choice is kept. */
export const SANSKRIT_SCRIPT_KEY = 'vedanta-sanskrit-script';

/** The Sanskrit a page writes in Devanagari, and only that: what the transliteration rewrites. */
export const DEVANAGARI_SANSKRIT_SELECTOR = '[lang="sa"]';

/** The choice a stored value holds: a script the site offers, else (nothing stored, anything else) the default. */
export function sanskritScriptChoice(stored: unknown): SanskritScriptId {
  return SANSKRIT_SCRIPT_IDS.find((id) => id === stored) ?? DEFAULT_SANSKRIT_SCRIPT;
}

/** The `lang` of Sanskrit written in `id`. */
export function sanskritLang(id: SanskritScriptId): string {
  return LANG[id];
}
