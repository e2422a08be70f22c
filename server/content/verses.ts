/** The verse blocks of the posts, checked as the glossary is: a verse the site can show, in letters that agree. */
import Sanscript from '@indic-transliteration/sanscript';
import { verseBlocks } from '../../src/lib/quotedVerse';
import type { QuotedVerse, VerseProblem } from '../../src/lib/quotedVerse';
import type { ContentProblem } from './problems';

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

const PROBLEMS: Record<VerseProblem, (infoString: string) => string> = {
  reference: (infoString) => `"${infoString.trim()}" is not a reference such as "BG 2.47": a short form from src/content/scriptures.ts and numbers`,
  parts: () => 'expected the Devanagari, the IAST and the translation, separated by lines of ---',
  devanagari: () => 'the first part is the verse in Devanagari, and only Devanagari',
  iast: () => 'the second part is the verse in IAST, and only IAST',
  translation: () => 'the third part is the translation, in English',
};

/** Every verse block that does not read as a verse, whose Devanagari does not spell its IAST, or pauses on an anusvara. */
export function verseProblems(posts: ReadonlyArray<{ readonly blog: string; readonly source: string }>): ContentProblem[] {
  return posts.flatMap((post) =>
    verseBlocks(post.blog).flatMap((block, index) => {
      const problem =
        'verse' in block ? (verseDisagreement(block.verse) ?? pausaProblem(block.verse)) : PROBLEMS[block.problem](block.infoString);
      return problem ? [{ file: post.source, field: 'blog', message: `verse block ${index + 1}: ${problem}` }] : [];
    }),
  );
}
