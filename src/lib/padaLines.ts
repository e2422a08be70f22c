// A verse's lines broken at its pādas (quarters) alike in Devanagari and IAST, so each script reads beside the IAST line by
// line: the content writes a half-verse a line, which a phone would break anywhere, and differently in each script.
import type { QuotedVerse } from './quotedVerse';

/** Syllables a half-verse line holds in the metres the posts quote: anuṣṭubh (8 + 8), triṣṭubh (11 + 11), jagatī (12 + 12). */
const HALF_VERSE_SYLLABLES: ReadonlySet<number> = new Set([16, 22, 24]);

const DEVANAGARI_VOWEL_LETTER = /[\u0904-\u0914\u0960\u0961]/u;
const DEVANAGARI_CONSONANT = /[\u0915-\u0939\u0958-\u095f]/u;
const DEVANAGARI_AFTER_VOWEL = /[\u093e-\u094c\u0962\u0963\u0900-\u0903\u0951\u0952]/u;
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
/** A vowel sign's vowel as a letter ('' is the inherent a); escaped, as the Devanagari face is cut to src/'s Devanagari. */
const VOWEL_LETTER_OF_SIGN: Readonly<Record<string, string>> = {
  '': '\u0905',
  '\u093e': '\u0906',
  '\u093f': '\u0907',
  '\u0940': '\u0908',
  '\u0941': '\u0909',
  '\u0942': '\u090a',
  '\u0943': '\u090b',
  '\u0944': '\u0960',
  '\u0962': '\u090c',
  '\u0963': '\u0961',
  '\u0947': '\u090f',
  '\u0948': '\u0910',
  '\u094b': '\u0913',
  '\u094c': '\u0914',
};

/** The index just after each syllable's vowel and its marks (anusvāra, visarga) in a line of Devanagari. */
function devanagariSyllableEnds(text: string): number[] {
  const ends: number[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const letter = text[at] ?? '';
    const isVowel = DEVANAGARI_VOWEL_LETTER.test(letter);
    if (!isVowel && !DEVANAGARI_CONSONANT.test(letter)) continue;
    let next = at + 1;
    if (text[next] === NUKTA) next += 1;
    // A consonant with a virama joins the next letter's syllable: it has no vowel of its own.
    if (!isVowel && text[next] === VIRAMA) continue;
    while (DEVANAGARI_AFTER_VOWEL.test(text[next] ?? '')) next += 1;
    ends.push(next);
    at = next - 1;
  }
  return ends;
}

const IAST_VOWELS = /ai|au|[aāiīuūṛṝḷḹeo]/giu;
const IAST_AFTER_VOWEL = /^(ṃ|ḥ|m̐)/u;
const IAST_CONSONANT = /^([kgcjṭḍtdpb]h|[kgṅcjñṭḍṇtdnpbmyrlvśṣsh])/iu;

/** The index just after each syllable's vowel and its marks in a line of IAST. */
function iastSyllableEnds(text: string): number[] {
  return Array.from(text.matchAll(IAST_VOWELS), (vowel) => {
    const end = vowel.index + vowel[0].length;
    return end + (IAST_AFTER_VOWEL.exec(text.slice(end))?.[0].length ?? 0);
  });
}

/** The consonants of IAST from `at` up to the next vowel or space, one by one (`bh` is one). */
function iastConsonants(text: string, at: number): string[] {
  const found: string[] = [];
  for (let consonant = IAST_CONSONANT.exec(text.slice(at)); consonant; consonant = IAST_CONSONANT.exec(text.slice(at))) {
    found.push(consonant[0]);
    at += consonant[0].length;
  }
  return found;
}

/** IAST broken after syllable `count`: at a space, else after a cluster's first consonant (`kadācin|nāyaṃ`); `kept` of them. */
function breakIast(text: string, count: number): { readonly parts: [string, string]; readonly kept: number } {
  const ends = iastSyllableEnds(text);
  const end = ends[count - 1] ?? text.length;
  const space = text.slice(end, ends[count] ?? text.length).search(/\s/u);
  const cluster = iastConsonants(text, end);
  const kept = space >= 0 ? iastConsonants(text.slice(0, end + space), end).length : Math.min(cluster.length - 1, 1);
  const at = space >= 0 ? end + space : end + cluster.slice(0, kept).join('').length;
  return { parts: [text.slice(0, at).trimEnd(), text.slice(at).trimStart()], kept };
}

/** Devanagari broken where the IAST breaks: at a space, else keeping as many consonants, with viramas (`bandhur|ātmaiva`). */
function breakDevanagari(text: string, count: number, kept: number): [string, string] {
  const ends = devanagariSyllableEnds(text);
  const end = ends[count - 1] ?? text.length;
  const between = text.slice(end, ends[count] ?? text.length);
  const space = between.search(/\s/u);
  if (space >= 0) return [text.slice(0, end + space).trimEnd(), text.slice(end + space).trimStart()];
  // The next syllable's consonants, each with its nukta, and its vowel sign (none: the inherent a).
  const consonants = between.match(/[\u0915-\u0939\u0958-\u095f]\u093c?/gu) ?? [];
  const keep = Math.min(kept, consonants.length);
  if (keep === 0) return [text.slice(0, end), text.slice(end)];
  const firstPart = consonants.slice(0, keep).join(VIRAMA) + VIRAMA;
  if (keep < consonants.length) return [text.slice(0, end) + firstPart, text.slice(end + firstPart.length)];
  const sign = /[\u093e-\u094c\u0962\u0963]/u.exec(between)?.[0] ?? '';
  const vowel = VOWEL_LETTER_OF_SIGN[sign];
  if (vowel === undefined) return [text.slice(0, end), text.slice(end)];
  const rest = text.slice(end + firstPart.length - 1 + sign.length);
  return [text.slice(0, end) + firstPart, vowel + rest];
}

type VerseLines = Pick<QuotedVerse, 'devanagari' | 'iast'>;

/** The lines at their pādas when every line is a half-verse of a metre above in both writings; any other verse as written. */
export function padaLines(verse: VerseLines): VerseLines {
  const { devanagari, iast } = verse;
  if (devanagari.length !== iast.length) return verse;
  const counts = new Set([
    ...devanagari.map((line) => devanagariSyllableEnds(line).length),
    ...iast.map((line) => iastSyllableEnds(line).length),
  ]);
  const [count] = counts;
  if (counts.size !== 1 || count === undefined || !HALF_VERSE_SYLLABLES.has(count)) return verse;
  const lines = devanagari.map((line, index) => {
    const half = breakIast(iast[index] ?? '', count / 2);
    return { devanagari: breakDevanagari(line, count / 2, half.kept), iast: half.parts };
  });
  return { devanagari: lines.flatMap((line) => line.devanagari), iast: lines.flatMap((line) => line.iast) };
}
