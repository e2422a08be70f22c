/** The verse blocks of the posts, checked as the glossary is: a verse the site can show, in letters that agree. */
import Sanscript from '@indic-transliteration/sanscript';
import { verseBlocks } from '../../src/lib/quotedVerse';
import type { QuotedVerse, VerseProblem } from '../../src/lib/quotedVerse';
import type { ContentProblem } from './problems';
import { glossMismatch } from './sandhi';

/**
 * The letters of a verse, whatever the scheme spaces and punctuates: IAST parts the words that Devanagari joins in
 * sandhi (`karmaṇy evādhikāras te`, `कर्मण्येवाधिकारस्ते`), and each writes its own dandas and avagraha.
 */
const letters = (text: string) => text.normalize('NFC').replace(/[\s|'’.-]+/g, '');

/** Where a verse's Devanagari and IAST disagree, as a message; undefined when they agree. */
export function verseDisagreement(verse: Pick<QuotedVerse, 'devanagari' | 'iast'>): string | undefined {
  const devanagari = verse.devanagari.join(' ');
  const transliterated = Sanscript.t(devanagari.replace(/[।॥ऽ]/g, ' '), 'devanagari', 'iast');
  const iast = verse.iast.join(' ');
  if (letters(transliterated) === letters(iast)) return undefined;
  return `the Devanagari transliterates to "${transliterated.trim()}", which does not spell the IAST "${iast}"`;
}

/** A word that ends on an anusvara, then a danda: a pause, where the word takes its pausa form (`-m`, म्). */
const ANUSVARA_BEFORE_DANDA = /(\S*ं)\s*([।॥])/u;

/** Where a verse's Devanagari pauses on a non-pausa ending, as a message; undefined when it does not. */
export function pausaProblem(verse: Pick<QuotedVerse, 'devanagari'>): string | undefined {
  for (const line of verse.devanagari) {
    const match = ANUSVARA_BEFORE_DANDA.exec(line);
    if (match) return `"${match[1]} ${match[2]}" ends a pause on an anusvara: write the pausa form (म्) or drop the danda`;
  }
  return undefined;
}

/**
 * Endings no word has standing alone, where sandhi has changed it: a gloss gives `kadācit`, `ayam` and `nityaḥ`, not
 * `kadācid`, `ayaṃ` or `nityas`. A compound's members before the last are stems and may end in anything.
 */
const NOT_PAUSA = /(?:ṃ|[kgcjṭḍtdpb]h|[dgbḍjcyvrsśṣ])$/u;

/**
 * What is wrong with a verse's word-by-word gloss, as a message: missing, a word with no meaning, Devanagari that does
 * not spell its IAST, a glossary entry that does not exist, or words that do not account for the verse.
 */
export function glossProblem(verse: Pick<QuotedVerse, 'iast' | 'gloss'>, glossaryIds: ReadonlySet<string>): string | undefined {
  if (verse.gloss.length === 0) return 'no word-by-word gloss: a fourth part, one word a line (docs/content.md)';
  for (const [index, word] of verse.gloss.entries()) {
    const where = `gloss word ${index + 1} ("${word.iast}")`;
    if (word.meaning.trim() === '') return `${where} has no meaning`;
    const transliterated = Sanscript.t(word.devanagari, 'devanagari', 'iast').normalize('NFC');
    if (letters(transliterated) !== letters(word.iast)) return `${where}: the Devanagari ${word.devanagari} spells "${transliterated}"`;
    if (NOT_PAUSA.test(word.iast.normalize('NFC'))) return `${where} ends as a word does only in sandhi: give its own form (kadācit, ayam, nityaḥ)`;
    if (word.termId !== undefined && !glossaryIds.has(word.termId)) return `${where} links to "${word.termId}", which is not in the glossary`;
  }
  const mismatch = glossMismatch(
    verse.gloss.map((word) => word.iast),
    verse.iast.join(' '),
  );
  return mismatch && `the gloss does not account for the verse: ${mismatch}`;
}

const PROBLEMS: Record<VerseProblem, (infoString: string) => string> = {
  reference: (infoString) => `"${infoString.trim()}" is not a reference such as "BG 2.47": a short form from src/content/scriptures.ts and numbers`,
  parts: () => 'expected the Devanagari, the IAST, the translation and the gloss, separated by lines of ---',
  devanagari: () => 'the first part is the verse in Devanagari, and only Devanagari',
  iast: () => 'the second part is the verse in IAST, and only IAST',
  translation: () => 'the third part is the translation, in English',
  gloss: () => 'the fourth part is the gloss, one word a line: Devanagari | IAST | meaning, then a glossary id if any',
};

/**
 * Every verse block that does not read as a verse, whose Devanagari does not spell its IAST, that pauses on an
 * anusvara, or whose gloss is wrong (`glossaryIds`: the entries a gloss word may link to).
 */
export function verseProblems(
  posts: ReadonlyArray<{ readonly blog: string; readonly source: string }>,
  glossaryIds: ReadonlySet<string>,
): ContentProblem[] {
  return posts.flatMap((post) =>
    verseBlocks(post.blog).flatMap((block, index) => {
      const problem =
        'verse' in block
          ? (verseDisagreement(block.verse) ?? pausaProblem(block.verse) ?? glossProblem(block.verse, glossaryIds))
          : PROBLEMS[block.problem](block.infoString);
      return problem ? [{ file: post.source, field: 'blog', message: `verse block ${index + 1}: ${problem}` }] : [];
    }),
  );
}
