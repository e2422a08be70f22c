/** A word of a verse's gloss, in its form before sandhi (docs/content.md): `… | karma | action | karma`. */
export interface GlossWord {
  readonly devanagari: string;
  readonly iast: string;
  /** Empty where the author left it out (`content:check` says so). */
  readonly meaning: string;
  readonly termId?: string;
}

const COLUMN = /\s*\|\s*/;
const DEVANAGARI_WORD = /^[\p{Script_Extensions=Devanagari}-]+$/u;
const IAST_WORD = /^[\p{Script=Latin}\p{M}-]+$/u;
const TERM_ID = /^[a-z][a-z0-9-]*$/;

/** Undefined for a line that is not a word (columns missing, or letters of the wrong script). */
function glossWordOf(line: string): GlossWord | undefined {
  const [devanagari = '', iast = '', meaning = '', termId, ...extra] = line.split(COLUMN);
  if (extra.length > 0 || !DEVANAGARI_WORD.test(devanagari) || !IAST_WORD.test(iast)) return undefined;
  if (termId && !TERM_ID.test(termId)) return undefined;
  return termId ? { devanagari, iast, meaning, termId } : { devanagari, iast, meaning };
}

/** Undefined when a line is not a word. */
export function parseGloss(lines: readonly string[]): GlossWord[] | undefined {
  const words = lines.map(glossWordOf);
  return words.every((word): word is GlossWord => word !== undefined) ? words : undefined;
}
