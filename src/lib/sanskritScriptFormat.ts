// Apart from sanskritScript.ts, so that a page without the script control carries none of it.
import { DEFAULT_SANSKRIT_SCRIPT, type SanskritScriptId } from './sanskritScript';

/** BCP 47 tags for Sanskrit in each script (fonts and screen readers choose by them), Devanagari, the default, first. */
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

/** The scripts in the control's order. */
export const SANSKRIT_SCRIPT_IDS = Object.keys(LANG) as readonly SanskritScriptId[];

export const SANSKRIT_SCRIPT_KEY = 'vedanta-sanskrit-script';

/** What the transliteration rewrites: Sanskrit in Devanagari, and only that. */
export const DEVANAGARI_SANSKRIT_SELECTOR = '[lang="sa"]';

/** A script the site offers, else the default. */
export function sanskritScriptChoice(stored: unknown): SanskritScriptId {
  return SANSKRIT_SCRIPT_IDS.find((id) => id === stored) ?? DEFAULT_SANSKRIT_SCRIPT;
}

export const sanskritLang = (id: SanskritScriptId): string => LANG[id];
