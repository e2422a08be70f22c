import type { SanskritScriptId } from '@/lib/sanskritScript';

/** The words of the control that chooses the script Sanskrit is shown in. */
export const sanskritScriptText = {
  label: 'Script',
  loading: 'Loading the script…',
  failed: 'That script could not be loaded. The Sanskrit stays as it was; try again when you are online.',
} as const;

/**
 * Each script's name in the control: in English, with how Tamil writes the sounds it lacks. (The site's copy keeps to
 * Latin letters: the Devanagari face is cut from it.)
 */
export const sanskritScriptNames = {
  devanagari: 'Devanagari',
  iast: 'IAST (Roman letters)',
  bengali: 'Bengali',
  gujarati: 'Gujarati',
  gurmukhi: 'Gurmukhi',
  kannada: 'Kannada',
  malayalam: 'Malayalam',
  odia: 'Odia',
  tamil: 'Tamil (with marks for kha, ga, gha…)',
  telugu: 'Telugu',
} as const;

/** One entry of a script's key: letters as the script writes them (none: a convention without letters), and what they stand for. */
export interface ScriptKeyEntry {
  readonly letters?: string;
  readonly means: string;
}

/** A script's key: what it says first, and its entries. */
export interface ScriptKey {
  readonly label: string;
  readonly entries: readonly ScriptKeyEntry[];
}

/**
 * The key to a script whose way of writing Sanskrit a reader of that script may not know, shown under the control
 * while it is the script chosen (docs/content.md has the conventions). The other scripts write Sanskrit as their own
 * readers do.
 */
export const sanskritScriptKeys: Partial<Record<SanskritScriptId, ScriptKey>> = {
  tamil: {
    label: 'How Tamil writes Sanskrit:',
    entries: [
      { letters: 'க² க³ க⁴', means: 'kha, ga, gha (² aspirated, ³ voiced, ⁴ both; no mark, unvoiced)' },
      { letters: 'ஶ ஷ ஸ', means: 'ś, ṣ, s' },
      { letters: 'ஃ', means: 'ḥ' },
      { letters: '(அ)', means: 'an elided a' },
    ],
  },
  gurmukhi: {
    label: 'How Gurmukhi writes Sanskrit:',
    entries: [
      { letters: 'ਸ਼', means: 'ś and ṣ' },
      { letters: 'ਕ੍ਰਿ', means: 'kṛ' },
      { letters: 'ਕਰ੍ਮ', means: 'karma, the halant joining consonants' },
      { means: 'no sign for an elided a' },
    ],
  },
};
