/** Harvard-Kyoto's capitals (`jJAna`, `kRSNa`), read where a word mixes cases, before case folds away. */
const HARVARD_KYOTO: Readonly<Record<string, string>> = {
  A: 'ā',
  I: 'ī',
  U: 'ū',
  R: 'ṛ',
  M: 'ṃ',
  H: 'ḥ',
  G: 'ṅ',
  J: 'ñ',
  T: 'ṭ',
  D: 'ḍ',
  N: 'ṇ',
  S: 'ṣ',
};

/** ITRANS' multi-letter signs, read first: `RRi` ṛ, `Sh` ṣ, `~n` ñ, `~N` ṅ, `GY` and `dny` jñ. */
const ITRANS: ReadonlyArray<readonly [RegExp, string]> = [
  [/RR[iI]/g, 'ṛ'],
  [/Sh/g, 'ṣ'],
  [/~n/g, 'ñ'],
  [/~N/g, 'ṅ'],
  [/GY/g, 'jñ'],
];

const CONSONANT = '[bcdfghjklmnpqrstvxyz]';

/** The rules that make a word's spellings one key, in order (searchKey.test.ts has each with examples): first IAST letters written as two. */
const LETTERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[ṛṝ]/g, 'ri'],
  [/ḷ/g, 'li'],
  [/[śṣ]/g, 's'],
];

/** Then, with the diacritics gone (ā a, ṃ ṁ ṅ ñ ṇ n or m, ṭ t, ḥ h), the spellings of one sound. */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ch+/g, 'c'],
  [/sh/g, 's'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  // jñ as Hindi (gy), South-Indian (gn) and Marathi (dny) speakers write it.
  [/dny|gy|gn/g, 'jn'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Doubled letters are one: aa ā, ii ī, uu ū, and sattva/satva.
  [/(.)\1+/g, '$1'],
  // ṛ as Gujarati and Marathi speakers write it (prakruti, krushna), between consonants.
  [new RegExp(`(?<=${CONSONANT})ru(?=${CONSONANT})`, 'g'), 'ri'],
  // A nasal before a consonant is n, whichever nasal it was (saṃsāra samsara sansara, śaṅkara shankara).
  [/m(?=[bcdfghjklpqrstxz])/g, 'n'],
  // The final visarga (namaḥ) and the sandhi forms of -vat and -mat (bhagavad, śrīmad).
  [/(?<=[aiu])h$/, ''],
  [/(?<=[vm]a)d$/, 't'],
  // A name with the title -ācārya is the name (Śaṅkarācārya Śaṅkara).
  [/(?<=\w{3})acary[a]?$/, 'a'],
  // The neuter -am of South-Indian and textual spelling is the stem's -a (bhāṣyam bhāṣya, satyam satya).
  [/(?<=\w{4})am$/, 'a'],
];

/** Last, for queries only, the final a a reader may leave off (yoga yog): in running text `may` would be māyā. */
const QUERY_ENDING = /(?<=\w{2})a$/;

/**
 * One key for a word in IAST, plain, Hindi-English, South-Indian, ITRANS or Harvard-Kyoto spelling (Indian scripts
 * come romanised): `jñāna`, `gnana` and `jJAna` are `jnana`. Running text finds glossary terms through it too.
 */
export function spellingKey(word: string): string {
  let text = word.normalize('NFC');
  if (/\p{Ll}\p{Lu}|~/u.test(text)) {
    for (const [pattern, letter] of ITRANS) text = text.replace(pattern, letter);
    text = text.replace(/(?<=.)[AIURMHGJTDNS]/g, (capital) => HARVARD_KYOTO[capital] ?? capital);
    text = text.replace(/^[AIU](?=\p{Ll})/u, (capital) => HARVARD_KYOTO[capital] ?? capital);
  }
  text = text.toLowerCase();
  for (const [pattern, replacement] of LETTERS) text = text.replace(pattern, replacement);
  text = text.normalize('NFKD').replace(/\p{M}/gu, '');
  for (const [pattern, replacement] of SPELLINGS) text = text.replace(pattern, replacement);
  return text;
}

/** The spelling key less the endings a query may leave off (`yog` is `yoga`): `jñāna` and `gyan` are `jnan`. */
export function searchKey(word: string): string {
  return spellingKey(word).replace(QUERY_ENDING, '');
}

/** A word as the key reads it: letters and marks, with ITRANS' `~` (`j~nAna`). */
export const WORD = /[\p{L}\p{M}~]+/gu;

/** The key of each word of a text, in order: `jñāna yoga` is `jnan yog` (or `jnana yoga`, by the spelling key). */
export function wordKeys(text: string, key: (word: string) => string = searchKey): string[] {
  return [...text.matchAll(WORD)].map((match) => key(match[0])).filter(Boolean);
}

/** Whether `text` has Sanskrit to romanise: Devanagari or the Indian scripts whose blocks follow it, to Malayalam. */
export function hasIndianScript(text: string): boolean {
  return /[\u0900-\u0d7f]/u.test(text);
}
