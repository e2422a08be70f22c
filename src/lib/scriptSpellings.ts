/**
 * How Gurmukhi, Bengali and Odia print Sanskrit where Sanscript's schemes write letter for letter: each is a pass
 * before or after Sanscript, and one that undoes it for search. docs/content.md says which convention and why.
 */

/**
 * Gurmukhi has no letter for ṣa, the vowel ṛ (nor ṝ, ḷ, ḹ) or the avagraha, which Sanscript passes through in
 * Devanagari: the Devanagari is respelt first as Gurmukhi prints Sanskrit. ṣa as ਸ਼ (the spelling of Punjabi's own
 * Sanskrit words, ਭਾਸ਼ਾ, ਵਿਸ਼ਨੂੰ), ṛ as ri (ਕ੍ਰਿ), om as ਓਂ (Sanscript's ੴ is the Sikh Ik Oankar, not om), the
 * candrabindu as the anusvara's dot, and the avagraha left out (the vowels join: ਸੋਸ੍ਤੁ).
 */
const GURMUKHI_RESPELLINGS: Readonly<Record<string, string>> = {
  // Written as escapes: the site's Devanagari face is cut from the Devanagari in src/ (scripts/devanagariFont.ts).
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

/** Devanagari respelt as Gurmukhi prints Sanskrit, for Sanscript's Gurmukhi scheme. */
export function beforeGurmukhi(devanagari: string): string {
  return devanagari.replace(GURMUKHI_RESPELT, (letter) => GURMUKHI_RESPELLINGS[letter] ?? letter);
}

/**
 * Gurmukhi's nasal dot is the tippi (ੰ) after a short vowel (a consonant's own a, ਿ, ੁ, ੂ, ਅ, ਇ) and the bindi (ਂ)
 * after a long one (ਇਦੰ, ਸਮਾਨੰ, ਦੇਵਾਂ), where Sanscript writes the bindi always.
 */
const BINDI_AFTER_SHORT = /(?<=[\u0a05\u0a07\u0a15-\u0a39\u0a59-\u0a5e]|[\u0a3c\u0a3f\u0a41\u0a42])\u0a02/gu;

/** Sanscript's Gurmukhi with the nasal dot Gurmukhi spelling uses. */
export function afterGurmukhi(gurmukhi: string): string {
  return gurmukhi.replace(BINDI_AFTER_SHORT, '\u0a70');
}

/**
 * Bengali prints ya after a vowel as য় (য with its nukta; য at a word's start and after a consonant, as ্য), and t
 * with no vowel as khanda ta ৎ, except in the conjuncts Bengali writes with ত (ত্ত ত্থ ত্ন ত্ম ত্ব ত্র ত্য): শ্রেয়ঃ,
 * জগৎ, তৎসত্যং.
 */
const BENGALI_YA_AFTER_VOWEL = /(?<=[\u0985-\u09b9\u09bd\u09dc-\u09df]|[\u09bc\u09be-\u09cc\u09d7])\u09af(?!\u09bc)/gu;
const BENGALI_T_ALONE = /\u09a4\u09cd(?![\u09a4\u09a5\u09a8\u09ac\u09ae\u09af\u09b0\u200c\u200d])/gu;

/** Sanscript's Bengali as Bengali prints Sanskrit. */
export function afterBengali(bengali: string): string {
  return bengali.replace(BENGALI_YA_AFTER_VOWEL, '\u09af\u09bc').replace(BENGALI_T_ALONE, '\u09ce');
}

/**
 * Odia prints ya as ୟ, but as ଯ at a word's start or after the anusvara or visarga (ଯୋଗ, ତୟୋଃ, ସତ୍ୟ), ry as ର୍ଯ୍ୟ
 * (ଆଚାର୍ଯ୍ୟ), and va as ବ, joined below a consonant as ୱ (ବେଦାନ୍ତ, ଅଦ୍ୱୈତ): Sanscript's ଵ (U+0B35) is a letter Odia
 * spelling does not use, and many fonts lack.
 */
const ODIA_YA_INSIDE = /(?<=[\u0b05-\u0b39\u0b3d\u0b5c-\u0b5f]|[\u0b3c\u0b3e-\u0b4d\u0b56\u0b57])\u0b2f/gu;
const ODIA_RYA = /(?<=\u0b30\u0b4d)\u0b5f/gu;

/** Sanscript's Odia as Odia prints Sanskrit. */
export function afterOdia(odia: string): string {
  return odia
    .replace(ODIA_YA_INSIDE, '\u0b5f')
    .replace(ODIA_RYA, '\u0b2f\u0b4d\u0b5f')
    .replace(/\u0b4d\u0b35/gu, '\u0b4d\u0b71')
    .replace(/\u0b35/gu, '\u0b2c');
}

/**
 * The same letters as Sanscript's schemes read them, for search: the tippi, ਸ਼ and ਲ਼ composed (NFC writes them as
 * the letter and its nukta), য়, ৎ, ୟ, ର୍ଯ୍ୟ and ୱ. (ਸ਼ reads as śa and ବ as ba: search's typo tolerance takes ṣa and
 * va.)
 */
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
