import type { Scripture } from '@/content/scriptures';
import { scriptures } from '@/content/scriptures';
import { codeBlocksOf, infoStringOf, markdownTree } from './markdownTree';
import type { GlossWord } from './verseGloss';
import { parseGloss } from './verseGloss';

/** A fenced verse block (```` ```verse BG 2.47 ````): Devanagari, IAST, translation and gloss between `---` lines (docs/content.md). */
export interface QuotedVerse {
  readonly scripture: Scripture;
  /** Chapter, verse and so on: `[2, 47]`. */
  readonly numbers: readonly number[];
  /** The verse's anchor in the post: `bg-2-47`. */
  readonly id: string;
  /** `Bhagavad Gita 2.47`. */
  readonly label: string;
  readonly devanagari: readonly string[];
  readonly iast: readonly string[];
  readonly translation: string;
  /** Word by word; empty for a block written without one (`content:check` asks for it). */
  readonly gloss: readonly GlossWord[];
}

/** The fenced block's language: ```` ```verse BG 2.47 ````. */
export const VERSE_BLOCK = 'verse';

const REFERENCE = /^(\p{L}+)\s+(\d{1,3}(?:\.\d{1,3}){0,2})$/u;
const SEPARATOR = /^[ \t]*---[ \t]*$/m;
const DEVANAGARI_LINE = /^[\p{Script_Extensions=Devanagari}\s]+$/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const IAST_LINE = /^[\p{Script=Latin}\p{M}\s'’-]+$/u;

/** What keeps a block from being a verse (its reference, its `---` parts, or one part's letters), as `content:check` words it. */
export type VerseProblem = 'reference' | 'parts' | 'devanagari' | 'iast' | 'translation' | 'gloss';

export type VerseParse = { readonly verse: QuotedVerse } | { readonly problem: VerseProblem };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The scripture and numbers of an info string such as `BG 2.47` (the text's short form in `scriptures.ts`). */
function referenceOf(infoString: string): Pick<QuotedVerse, 'scripture' | 'numbers'> | undefined {
  const match = REFERENCE.exec(infoString.trim());
  const scripture = match && scriptures.find((candidate) => candidate.id.toLowerCase() === match[1]?.toLowerCase());
  return scripture && match[2] ? { scripture, numbers: match[2].split('.').map(Number) } : undefined;
}

/** A verse block's info string and text as a verse, or what keeps it from being one (it then shows as written). */
export function parseVerse(infoString: string, text: string): VerseParse {
  const reference = referenceOf(infoString);
  if (!reference) return { problem: 'reference' };
  const parts = text.split(SEPARATOR);
  if (parts.length !== 3 && parts.length !== 4) return { problem: 'parts' };
  const [devanagari, iast, translation, glossLines = []] = parts.map(lines);
  if (!devanagari?.length || !devanagari.every((line) => DEVANAGARI_LINE.test(line))) return { problem: 'devanagari' };
  if (!iast?.length || !iast.every((line) => IAST_LINE.test(line))) return { problem: 'iast' };
  if (!translation?.length || translation.some((line) => DEVANAGARI.test(line))) return { problem: 'translation' };
  const gloss = parseGloss(glossLines);
  if (!gloss) return { problem: 'gloss' };
  const { scripture, numbers } = reference;
  return {
    verse: {
      scripture,
      numbers,
      id: [scripture.id.toLowerCase(), ...numbers].join('-'),
      label: `${scripture.title} ${numbers.join('.')}`,
      devanagari,
      iast,
      translation: translation.join(' '),
      gloss,
    },
  };
}

/** A body's verse blocks in order, as its renderer reads them (a fence in a longer fence is text), each with its info string. */
export function verseBlocks(markdown: string): (VerseParse & { readonly infoString: string })[] {
  return codeBlocksOf(markdownTree(markdown)).flatMap((block) => {
    if (block.lang !== VERSE_BLOCK) return [];
    const infoString = infoStringOf(block);
    return [{ infoString, ...parseVerse(infoString, block.text) }];
  });
}

/** The verses a markdown body quotes in verse blocks that read as verses. */
export const quotedVersesIn = (markdown: string): QuotedVerse[] =>
  verseBlocks(markdown).flatMap((block) => ('verse' in block ? [block.verse] : []));

/** The verses a body quotes, each once, as a post's head names them (its reading file carries them). */
export function quotationsIn(markdown: string): { id: string; label: string; translation: string; book: string }[] {
  const verses = quotedVersesIn(markdown);
  return verses
    .filter((verse, index) => verses.findIndex((other) => other.id === verse.id) === index)
    .map(({ id, label, translation, scripture }) => ({ id, label, translation, book: scripture.title }));
}
