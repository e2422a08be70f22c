// Passes around Sanscript where a script prints Sanskrit otherwise, and one undoing them for search (docs/content.md).

/** Gurmukhi lacks ṣa, ṛ and the avagraha, which Sanscript passes through in Devanagari, so they are respelt first. */
const GURMUKHI_RESPELLINGS: Readonly<Record<string, string>> = {
  // Escapes: the site's Devanagari face is cut from the Devanagari in src/ (scripts/devanagariFont.ts).
  '\u0937': '\u0936', // ṣa as śa, ਸ਼
  '\u090b': '\u0930\u093f', // ṛ as ri
  '\u0960': '\u0930\u0940', // ṝ as rī
  '\u090c': '\u0932\u094d\u0930\u093f', // ḷ as lri
  '\u0961': '\u0932\u094d\u0930\u0940', // ḹ as lrī
  '\u0943': '\u094d\u0930\u093f', // the signs of the four, after a consonant
  '\u0944': '\u094d\u0930\u0940',
  '\u0962': '\u094d\u0932\u094d\u0930\u093f',
  '\u0963': '\u094d\u0932\u094d\u0930\u0940',
  '\u093d': '', // the avagraha
  '\u0950': '\u0913\u0902', // om as o and the nasal dot
  '\u0901': '\u0902', // the candrabindu as the anusvara
};
const GURMUKHI_RESPELT = new RegExp(Object.keys(GURMUKHI_RESPELLINGS).join('|'), 'gu');

/** Devanagari respelt as Gurmukhi prints Sanskrit, before Sanscript's Gurmukhi. */
export function beforeGurmukhi(devanagari: string): string {
  return devanagari.replace(GURMUKHI_RESPELT, (letter) => GURMUKHI_RESPELLINGS[letter] ?? letter);
}

/** The tippi after a short vowel, where Sanscript writes the bindi always. */
const BINDI_AFTER_SHORT = /(?<=[\u0a05\u0a07\u0a15-\u0a39\u0a59-\u0a5e]|[\u0a3c\u0a3f\u0a41\u0a42])\u0a02/gu;

/** Sanscript's Gurmukhi with the nasal dot Gurmukhi spelling uses. */
export function afterGurmukhi(gurmukhi: string): string {
  return gurmukhi.replace(BINDI_AFTER_SHORT, '\u0a70');
}

const BENGALI_YA_AFTER_VOWEL = /(?<=[\u0985-\u09b9\u09bd\u09dc-\u09df]|[\u09bc\u09be-\u09cc\u09d7])\u09af(?!\u09bc)/gu;
const BENGALI_T_ALONE = /\u09a4\u09cd(?![\u09a4\u09a5\u09a8\u09ac\u09ae\u09af\u09b0\u200c\u200d])/gu;

/** Sanscript's Bengali as Bengali prints Sanskrit. */
export function afterBengali(bengali: string): string {
  return bengali.replace(BENGALI_YA_AFTER_VOWEL, '\u09af\u09bc').replace(BENGALI_T_ALONE, '\u09ce');
}

const ODIA_YA_INSIDE = /(?<=[\u0b05-\u0b39\u0b3d\u0b5c-\u0b5f]|[\u0b3c\u0b3e-\u0b4d\u0b56\u0b57])\u0b2f/gu;
const ODIA_RYA = /(?<=\u0b30\u0b4d)\u0b5f/gu;

/** Sanscript's Odia as Odia prints Sanskrit: not its ଵ, which Odia spelling does not use and many fonts lack. */
export function afterOdia(odia: string): string {
  return odia
    .replace(ODIA_YA_INSIDE, '\u0b5f')
    .replace(ODIA_RYA, '\u0b2f\u0b4d\u0b5f')
    .replace(/\u0b4d\u0b35/gu, '\u0b4d\u0b71')
    .replace(/\u0b35/gu, '\u0b2c');
}

/** Back to Sanscript's letters, for search (ਸ਼ and ਲ਼ composed, as NFC splits them); typo tolerance takes ṣa and va. */
const FOR_SANSCRIPT: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u0a70/gu, '\u0a02'],
  [/\u0a38\u0a3c/gu, '\u0a36'],
  [/\u0a32\u0a3c/gu, '\u0a33'],
  [/\u09af\u09bc|\u09df/gu, '\u09af'],
  [/\u09ce/gu, '\u09a4\u09cd'],
  [/\u0b30\u0b4d\u0b2f\u0b4d\u0b5f/gu, '\u0b30\u0b4d\u0b2f'],
  [/\u0b5f/gu, '\u0b2f'],
  [/\u0b71/gu, '\u0b35'],
];

/** Gurmukhi, Bengali and Odia as this module prints them, in the letters Sanscript's schemes read. */
export function forSanscript(text: string): string {
  return FOR_SANSCRIPT.reduce((written, [spelling, letters]) => written.replace(spelling, letters), text);
}
