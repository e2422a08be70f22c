/**
 * A verse's word-by-word gloss, the fourth part of a verse block (docs/content.md): one word a line, each in its own
 * form before sandhi joined it: its Devanagari, its IAST and its meaning (`… | kadācit | ever, at any time`), with a
 * glossary entry's id as an optional fourth column (`… | karma | action | karma`). A compound may be split into its
 * members with hyphens (docs/content.md).
 */
export interface GlossWord {
  readonly devanagari: string;
  readonly iast: string;
  /** Short English; empty where the author left it out (`content:check` says so). */
  readonly meaning: string;
  /** The glossary entry the word is a form of. */
  readonly termId?: string;
}

const COLUMN = /\s*\|\s*/;
const DEVANAGARI_WORD = /^[\p{Script_Extensions=Devanagari}-]+$/u;
const IAST_WORD = /^[\p{Script=Latin}\p{M}-]+$/u;
const TERM_ID = /^[a-z][a-z0-9-]*$/;

/** A gloss line as a word, or undefined when it is not one (columns missing, or letters of the wrong script). */
function glossWordOf(line: string): GlossWord | undefined {
  const [devanagari = '', iast = '', meaning = '', termId, ...extra] = line.split(COLUMN);
  if (extra.length > 0 || !DEVANAGARI_WORD.test(devanagari) || !IAST_WORD.test(iast)) return undefined;
  if (termId && !TERM_ID.test(termId)) return undefined;
  return termId ? { devanagari, iast, meaning, termId } : { devanagari, iast, meaning };
}

/** The gloss's lines as words, or undefined when one of them is not a word. */
export function parseGloss(lines: readonly string[]): GlossWord[] | undefined {
  const words = lines.map(glossWordOf);
  return words.every((word): word is GlossWord => word !== undefined) ? words : undefined;
}
