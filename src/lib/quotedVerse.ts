import type { Scripture } from '@/content/scriptures';
import { scriptures } from '@/content/scriptures';

/**
 * A verse quoted in a post, written as a fenced block whose info string is the reference (```` ```verse BG 2.47 ````):
 * the verse in Devanagari, in IAST and in translation, in that order, between lines of `---` (docs/content.md shows
 * one; the site's copy in `src/` keeps to Latin letters, as the Devanagari face is cut from it).
 */
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
}

/** The fenced block's language: ```` ```verse BG 2.47 ````. */
export const VERSE_BLOCK = 'verse';

const REFERENCE = /^(\p{L}+)\s+(\d{1,3}(?:\.\d{1,3}){0,2})$/u;
const SEPARATOR = /^[ \t]*---[ \t]*$/m;
const DEVANAGARI_LINE = /^[\p{Script_Extensions=Devanagari}\s]+$/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const IAST_LINE = /^[\p{Script=Latin}\p{M}\s'’-]+$/u;

/**
 * What keeps a block from being a verse: its reference (not a short form from `scriptures.ts` and numbers), its parts
 * (not three between lines of `---`), or the letters of one of them. `content:check` words them.
 */
export type VerseProblem = 'reference' | 'parts' | 'devanagari' | 'iast' | 'translation';

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
  if (parts.length !== 3) return { problem: 'parts' };
  const [devanagari, iast, translation] = parts.map(lines);
  if (!devanagari?.length || !devanagari.every((line) => DEVANAGARI_LINE.test(line))) return { problem: 'devanagari' };
  if (!iast?.length || !iast.every((line) => IAST_LINE.test(line))) return { problem: 'iast' };
  if (!translation?.length || translation.some((line) => DEVANAGARI.test(line))) return { problem: 'translation' };
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
    },
  };
}

const FENCE_OPENING = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const VERSE_INFO = new RegExp(`^${VERSE_BLOCK}(?:\\s+(.*))?$`);

/** A fenced code block of a body, by its lines: the opening fence's, the text's, and the closing fence's (if any). */
interface FencedBlock {
  readonly info: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The fenced blocks of a body's lines, as CommonMark reads them: a block closes at a fence of its own character at
 * least as long, or runs to the end. One pass over the lines, so a hostile body of unclosed fences costs no more.
 */
function fencedBlocks(lines: readonly string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  for (let start = 0; start < lines.length; start += 1) {
    const opening = FENCE_OPENING.exec(lines[start] ?? '');
    const fence = opening?.[1];
    const info = opening?.[2]?.trim() ?? '';
    if (!fence || (fence.startsWith('`') && info.includes('`'))) continue;
    let end = start + 1;
    for (; end < lines.length; end += 1) {
      const closing = FENCE_CLOSING.exec(lines[end] ?? '')?.[1];
      if (closing?.startsWith(fence.charAt(0)) && closing.length >= fence.length) break;
    }
    blocks.push({ info, start, end });
    start = end;
  }
  return blocks;
}

/**
 * A verse block of a body, read, with the lines it spans: `start` its opening fence, `end` its closing fence or the
 * body's length when it is unclosed.
 */
export type VerseBlock = VerseParse & { readonly infoString: string; readonly start: number; readonly end: number };

/** The verse blocks of a body's lines, in order, each as a verse or a problem, with its info string as written. */
export function verseBlocks(lines: readonly string[]): VerseBlock[] {
  return fencedBlocks(lines).flatMap(({ info, start, end }) => {
    const match = VERSE_INFO.exec(info);
    if (!match) return [];
    const infoString = match[1] ?? '';
    return [{ infoString, start, end, ...parseVerse(infoString, lines.slice(start + 1, end).join('\n')) }];
  });
}

/** The verses a markdown body quotes in verse blocks that read as verses. */
export const quotedVersesIn = (markdown: string): QuotedVerse[] =>
  verseBlocks(markdown.split('\n')).flatMap((block) => ('verse' in block ? [block.verse] : []));
