/**
 * Sanskrit from Devanagari into the reader's script, and the Indian scripts back into Devanagari for search, with
 * `@indic-transliteration/sanscript`. Only the transliteration script (src/app/boot/transliteration.ts) and the build
 * import this module: the app reaches it through that script, which a reader who keeps Devanagari never loads.
 */
import Sanscript from '@indic-transliteration/sanscript';
import type { SanskritScriptId } from './sanskritScript';

/** The `lang` of Sanskrit in each script, offered with the transliteration that writes it (TransliterationApi). */
export { sanskritLang } from './sanskritScriptFormat';

/** Sanscript's scheme for each script but Tamil (below). */
const SCHEMES: Record<Exclude<SanskritScriptId, 'tamil'>, string> = {
  devanagari: 'devanagari',
  iast: 'iast',
  bengali: 'bengali',
  gujarati: 'gujarati',
  gurmukhi: 'gurmukhi',
  kannada: 'kannada',
  malayalam: 'malayalam',
  odia: 'oriya',
  telugu: 'telugu',
};

// The danda and double danda (the site's copy keeps to Latin letters: the Devanagari face is cut from it).
const DANDAS = /([\u0964\u0965]+)/u;

/** Devanagari's letters sit where Tamil's do, one block back (Unicode keeps the Indian blocks parallel). */
const TAMIL_FROM_DEVANAGARI = 0x0b80 - 0x0900;
/** The first (unvoiced) stop of each of Devanagari's five rows: k, c, ṭ, t, p; each row then has kh, g, gh. */
const ROW_STARTS = [0x0915, 0x091a, 0x091f, 0x0924, 0x092a];
/** The numerals marked Tamil writes after a syllable whose stop Tamil lacks: aspirated, voiced, voiced and aspirated. */
const MARKS = ['²', '³', '⁴'];
/** Devanagari's vowel signs and virama, which the mark follows (bhā is பா⁴). */
const SIGN = /[\u093e-\u094d]/u;
const JHA = '\u091d';
/**
 * What Tamil writes otherwise: ja and jha with Grantha's ஜ (jha marked ²), the anusvara as ம், the visarga with Tamil's
 * own sign ஃ, and what it has no letter for. (Sanscript's modifier apostrophe and colon for the last two are letters of no
 * script, after which browsers may draw the rest of a line in a font without Tamil.)
 */
const TAMIL_SPECIAL: Readonly<Record<string, string>> = {
  '\u091c': 'ஜ', // ja
  [JHA]: 'ஜ',
  '\u0902': 'ம்', // anusvara, as books in Tamil script print it
  '\u0903': 'ஃ', // visarga: Tamil's own sign
  '\u093d': '(அ)', // avagraha
  '\u090b': 'ரு', // vowel ṛ
  '\u0943': '்ரு', // vowel sign ṛ
  '\u0950': 'ௐ', // om
};

/**
 * Devanagari in Tamil script, marked: a stop Tamil lacks is its row's first, followed (after its vowel sign) by ², ³
 * or ⁴ for aspirated, voiced, or both (bhakti ப⁴க்தி, yoga யோக³), as Sanskrit books in Tamil script print it. Written
 * here by the parallel blocks: Sanscript's marked Tamil puts the numeral after the next consonant (dharma as தர்⁴ம).
 */
function markedTamil(devanagari: string): string {
  let written = '';
  let mark = '';
  for (const letter of devanagari) {
    const code = letter.codePointAt(0) ?? 0;
    if (SIGN.test(letter) && TAMIL_SPECIAL[letter] === undefined) {
      written += String.fromCodePoint(code + TAMIL_FROM_DEVANAGARI);
      continue;
    }
    written += mark;
    mark = '';
    const row = ROW_STARTS.find((start) => code > start && code <= start + 3);
    if (TAMIL_SPECIAL[letter] !== undefined) {
      written += TAMIL_SPECIAL[letter];
      if (letter === JHA) mark = '²';
    } else if (row !== undefined) {
      written += String.fromCodePoint(row + TAMIL_FROM_DEVANAGARI);
      mark = MARKS[code - row - 1] ?? '';
    } else if (code >= 0x0905 && code <= 0x0939) {
      written += String.fromCodePoint(code + TAMIL_FROM_DEVANAGARI);
    } else {
      // Dandas, digits, spaces and anything not Devanagari stay as they are.
      written += letter;
    }
  }
  return written + mark;
}

/** `devanagari` in the script `to`. The Indian scripts keep the dandas, which they share with Devanagari. */
export function transliterate(devanagari: string, to: SanskritScriptId): string {
  if (to === 'devanagari') return devanagari;
  if (to === 'tamil') return markedTamil(devanagari);
  if (to === 'iast') return Sanscript.t(devanagari, 'devanagari', 'iast').normalize('NFC');
  const scheme = SCHEMES[to];
  return devanagari
    .split(DANDAS)
    .map((part, index) => (index % 2 === 1 ? part : Sanscript.t(part, 'devanagari', scheme)))
    .join('');
}

/** The Unicode blocks of the Indian scripts offered but Tamil, each with the scheme that reads it. */
const INDIAN_BLOCKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u0980-\u09ff]+/gu, 'bengali'],
  [/[\u0a00-\u0a7f]+/gu, 'gurmukhi'],
  [/[\u0a80-\u0aff]+/gu, 'gujarati'],
  [/[\u0b00-\u0b7f]+/gu, 'oriya'],
  [/[\u0c00-\u0c7f]+/gu, 'telugu'],
  [/[\u0c80-\u0cff]+/gu, 'kannada'],
  [/[\u0d00-\u0d7f]+/gu, 'malayalam'],
];

const TAMIL_RUN = /[\u0b80-\u0bff²³⁴]+/gu;
/** Tamil's letters sit where Devanagari's do, one block on (Unicode keeps the Indian blocks parallel). */
const TAMIL_TO_DEVANAGARI = 0x0b80 - 0x0900;
/** The marks of marked Tamil: aspirated (²), voiced (³), voiced and aspirated (⁴). */
const STOP_MARKS: Readonly<Record<string, number>> = { '²': 1, '³': 2, '⁴': 3 };
/** The stops a mark can change: k, c, ṭ, t, p as plain Tamil writes their rows, and ja (jha is ஜ²). */
/** Tamil's own letters, as their nearest Devanagari: the alveolar n (na), zha (the retroflex la) and the alveolar ra. */
const TAMIL_ONLY: Readonly<Record<string, string>> = { ன: '\u0928', ழ: '\u0933', ற: '\u0930' };
const MARKED_STOPS = new Set(['\u0915', '\u091a', '\u091c', '\u091f', '\u0924', '\u092a']);

/**
 * A run of Tamil script in Devanagari, by the parallel blocks, with marked Tamil's numerals moved back onto their
 * stop (Sanscript reads marked Tamil only one way). Plain Tamil has no voiced stops: `ப்ரஹ்மன்` is prahman,
 * and search's typo tolerance takes it to brahman.
 */
function tamilToDevanagari(run: string): string {
  const letters: string[] = [];
  for (const char of run) {
    const mark = STOP_MARKS[char];
    if (mark !== undefined) {
      // The mark follows its stop's vowel sign or virama: it belongs to the last stop before it.
      let at = letters.length - 1;
      while (at > 0 && !MARKED_STOPS.has(letters[at] ?? '')) at -= 1;
      if (MARKED_STOPS.has(letters[at] ?? '')) letters[at] = String.fromCodePoint((letters[at]?.codePointAt(0) ?? 0) + mark);
    } else {
      const code = char.codePointAt(0) ?? 0;
      const letter = TAMIL_ONLY[char] ?? String.fromCodePoint(code - TAMIL_TO_DEVANAGARI);
      letters.push(letter);
    }
  }
  return letters.join('');
}

/** Text with each run of an Indian script other than Devanagari written in Devanagari (`బ్రహ్మ` → brahma in Devanagari). */
export function indianScriptsToDevanagari(text: string): string {
  const fromTamil = text.replace(/\(அ\)/gu, '\u093d').replace(TAMIL_RUN, tamilToDevanagari);
  return INDIAN_BLOCKS.reduce(
    (written, [block, scheme]) => written.replace(block, (run) => Sanscript.t(run, scheme, 'devanagari')),
    fromTamil,
  );
}
