/**
 * Sanskrit in Tamil script, both ways: Devanagari in marked Tamil for the reader, and Tamil read back into Devanagari
 * for search. Written here by Unicode's parallel blocks (Tamil's letters sit where Devanagari's do, one block on), as
 * Sanscript's marked Tamil puts the numeral after the next consonant (dharma as தர்⁴ம). docs/content.md has the
 * conventions.
 */

const TAMIL_FROM_DEVANAGARI = 0x0b80 - 0x0900;
/** The first (unvoiced) stop of each of Devanagari's five rows: k, c, ṭ, t, p; each row then has kh, g, gh. */
const ROW_STARTS = [0x0915, 0x091a, 0x091f, 0x0924, 0x092a];
/** The numerals marked Tamil writes after a syllable whose stop Tamil lacks: aspirated, voiced, voiced and aspirated. */
const MARKS = ['²', '³', '⁴'];
const JHA = '\u091d';
const NA = '\u0928';
const VIRAMA = '\u094d';
/** Devanagari's vowel signs and virama, which the mark follows: bhā is பா⁴, and the pulli comes first too (gdha, க்³த⁴). */
const SIGN = /[\u093e-\u094d\u0962\u0963]/u;
/** Devanagari's t row (t, th, d, dh), which Tamil writes with த: the dental ந stands before it (வேதா³ந்த). */
const T_ROW = /[\u0924-\u0927]/u;
/** What stands inside a word: a letter or sign of Devanagari (a space, a hyphen or a danda ends it). */
const IN_WORD = /[\u0900-\u0963]/u;

/**
 * Vowels written with Tamil letters of their own sound: ṛ as ரு, ṝ as ரூ, ḷ as லு, ḹ as லூ, and their signs after a
 * consonant as a pulli and then those letters (kṛ is க்ரு): the mark of a marked stop goes after the pulli (க்³ரு).
 */
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

/**
 * What Tamil writes otherwise: ja and jha with Grantha's ஜ (jha marked ²), the anusvara (and the candrabindu) as ம்,
 * the visarga with Tamil's own sign ஃ, the avagraha, om, and the vowels of English loans as Tamil's short e and o.
 * (Sanscript's modifier apostrophe and colon for the visarga and avagraha are letters of no script, after which
 * browsers may draw the rest of a line in a font without Tamil.)
 */
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

/**
 * Tamil's spelling of na: the dental ந at the start of a word and before த, the alveolar ன elsewhere (கதா³சன, அர்ஜுன,
 * ப்³ரஹ்மன்), as Sanskrit books in Tamil script print it.
 */
function tamilNa(letters: readonly string[], at: number): string {
  const before = letters[at - 1];
  if (before === undefined || !IN_WORD.test(before)) return 'ந';
  return letters[at + 1] === VIRAMA && T_ROW.test(letters[at + 2] ?? '') ? 'ந' : 'ன';
}

/**
 * Devanagari in Tamil script, marked: a stop Tamil lacks is its row's first, followed (after its vowel sign or pulli)
 * by ², ³ or ⁴ for aspirated, voiced, or both (bhakti ப⁴க்தி, yoga யோக³), as Sanskrit books in Tamil script print it.
 */
export function markedTamil(devanagari: string): string {
  const letters = Array.from(devanagari);
  let written = '';
  let mark = '';
  letters.forEach((letter, at) => {
    const code = letter.codePointAt(0) ?? 0;
    if (letter === NUKTA) return;
    if (SIGN.test(letter)) {
      // A vowel sign or the pulli, then the pending mark; a vocalic sign's letters come after its pulli and the mark.
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
      // Dandas, spaces and anything not Devanagari stay as they are.
      written += letter;
    }
  });
  return written + mark;
}

/** A run of marked or plain Tamil, and the avagraha as marked Tamil writes it. */
export const TAMIL_RUN = /\(அ\)|[\u0b80-\u0bff²³⁴]+/gu;
/** The marks of marked Tamil: aspirated (²), voiced (³), voiced and aspirated (⁴). */
const STOP_MARKS: Readonly<Record<string, number>> = { '²': 1, '³': 2, '⁴': 3 };
/** The stops a mark can change: k, c, ṭ, t, p as plain Tamil writes their rows, and ja (jha is ஜ²). */
const MARKED_STOPS = new Set(['\u0915', '\u091a', '\u091c', '\u091f', '\u0924', '\u092a']);
/** Tamil's own letters, as their nearest Devanagari: the alveolar n (na), zha (the retroflex la) and the alveolar ra. */
const TAMIL_ONLY: Readonly<Record<string, string>> = { ன: NA, ழ: '\u0933', ற: '\u0930' };

/**
 * A run of Tamil script in Devanagari, by the parallel blocks, with marked Tamil's numerals moved back onto their
 * stop. Plain Tamil has no voiced stops: `ப்ரஹ்மன்` is prahman, and search's typo tolerance takes it to brahman.
 */
export function tamilToDevanagari(run: string): string {
  if (run === '(அ)') return '\u093d';
  const letters: string[] = [];
  for (const char of run) {
    const mark = STOP_MARKS[char];
    if (mark !== undefined) {
      // The mark follows its stop's vowel sign or pulli: it belongs to the last stop before it.
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
