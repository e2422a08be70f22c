// Marked Tamil by Unicode's parallel blocks, as Sanscript misplaces the numeral (தர்⁴ம); conventions: docs/content.md.

const TAMIL_FROM_DEVANAGARI = 0x0b80 - 0x0900;
/** Each row's unvoiced stop (k, c, ṭ, t, p); kh, g, gh follow it. */
const ROW_STARTS = [0x0915, 0x091a, 0x091f, 0x0924, 0x092a];
/** Aspirated, voiced, voiced and aspirated. */
const MARKS = ['²', '³', '⁴'];
const JHA = '\u091d';
const NA = '\u0928';
const VIRAMA = '\u094d';
/** Vowel signs and the virama, which the mark follows (பா⁴, க்³த⁴). */
const SIGN = /[\u093e-\u094d\u0962\u0963]/u;
/** The t row, before which na is the dental ந (வேதா³ந்த). */
const T_ROW = /[\u0924-\u0927]/u;
const IN_WORD = /[\u0900-\u0963]/u;

/** ṛ, ṝ, ḷ, ḹ as Tamil letters of their sound; as signs, a pulli and those letters, a stop's mark after the pulli (க்³ரு). */
const VOCALIC: Readonly<Record<string, string>> = {
  '\u090b': 'ரு',
  '\u0960': 'ரூ',
  '\u090c': 'லு',
  '\u0961': 'லூ',
  '\u0943': '்ரு',
  '\u0944': '்ரூ',
  '\u0962': '்லு',
  '\u0963': '்லூ',
};

// Not Sanscript's apostrophe and colon for avagraha and visarga: letters of no script, after which browsers may draw
// the rest of a line in a font without Tamil.
const SPECIAL: Readonly<Record<string, string>> = {
  '\u091c': 'ஜ',
  [JHA]: 'ஜ',
  '\u0901': 'ம்',
  '\u0902': 'ம்',
  '\u0903': 'ஃ',
  '\u093d': '(அ)',
  '\u0950': 'ௐ',
  '\u090d': 'எ',
  '\u0911': 'ஒ',
  '\u0945': 'ெ',
  '\u0949': 'ொ',
};
/** The nukta, which Tamil has no sign for: it goes, and a pending mark waits for the vowel sign after it. */
const NUKTA = '\u093c';

/** ந at a word's start and before த, ன elsewhere, as Sanskrit books in Tamil script print it. */
function tamilNa(letters: readonly string[], at: number): string {
  const before = letters[at - 1];
  if (before === undefined || !IN_WORD.test(before)) return 'ந';
  return letters[at + 1] === VIRAMA && T_ROW.test(letters[at + 2] ?? '') ? 'ந' : 'ன';
}

/** Devanagari in marked Tamil: a stop Tamil lacks is its row's first, then ², ³ or ⁴ after its sign (ப⁴க்தி, யோக³). */
export function markedTamil(devanagari: string): string {
  const letters = Array.from(devanagari);
  let written = '';
  let mark = '';
  letters.forEach((letter, at) => {
    const code = letter.codePointAt(0) ?? 0;
    if (letter === NUKTA) return;
    if (SIGN.test(letter)) {
      // The pending mark follows a vowel sign or pulli; a vocalic sign's letters come after both.
      const vocalic = VOCALIC[letter];
      const sign = SPECIAL[letter] ?? String.fromCodePoint(code + TAMIL_FROM_DEVANAGARI);
      written += vocalic === undefined ? sign + mark : `்${mark}${vocalic.slice(1)}`;
      mark = '';
      return;
    }
    written += mark;
    mark = '';
    const row = ROW_STARTS.find((start) => code > start && code <= start + 3);
    const special = SPECIAL[letter] ?? VOCALIC[letter];
    if (special !== undefined) {
      written += special;
      if (letter === JHA) mark = '²';
    } else if (row !== undefined) {
      written += String.fromCodePoint(row + TAMIL_FROM_DEVANAGARI);
      mark = MARKS[code - row - 1] ?? '';
    } else if (letter === NA) {
      written += tamilNa(letters, at);
    } else if ((code >= 0x0905 && code <= 0x0939) || (code >= 0x0966 && code <= 0x096f)) {
      // The letters Tamil shares, and the digits.
      written += String.fromCodePoint(code + TAMIL_FROM_DEVANAGARI);
    } else {
      written += letter;
    }
  });
  return written + mark;
}

/** A run of marked or plain Tamil, or marked Tamil's avagraha. */
export const TAMIL_RUN = /\(அ\)|[\u0b80-\u0bff²³⁴]+/gu;
/** The stops a mark can change: each row's first, and ja (jha is ஜ²). */
const MARKED_STOPS = new Set(['\u0915', '\u091a', '\u091c', '\u091f', '\u0924', '\u092a']);
/** Tamil's own letters as their nearest Devanagari: alveolar n, zha, alveolar ra. */
const TAMIL_ONLY: Readonly<Record<string, string>> = { ன: NA, ழ: '\u0933', ற: '\u0930' };

/** Tamil in Devanagari, marks moved back onto their stop; plain ப்ரஹ்மன் reads prahman, which search's typo tolerance takes. */
export function tamilToDevanagari(run: string): string {
  if (run === '(அ)') return '\u093d';
  const letters: string[] = [];
  for (const char of run) {
    const mark = MARKS.indexOf(char) + 1;
    if (mark > 0) {
      // The mark belongs to the last stop before it.
      let at = letters.length - 1;
      while (at > 0 && !MARKED_STOPS.has(letters[at] ?? '')) at -= 1;
      if (MARKED_STOPS.has(letters[at] ?? '')) letters[at] = String.fromCodePoint((letters[at]?.codePointAt(0) ?? 0) + mark);
    } else {
      const code = char.codePointAt(0) ?? 0;
      letters.push(TAMIL_ONLY[char] ?? String.fromCodePoint(code - TAMIL_FROM_DEVANAGARI));
    }
  }
  return letters.join('');
}
