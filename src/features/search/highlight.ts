import { spellingKey } from './searchKey';

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

const WORD = /([\p{L}\p{M}\p{N}]+)/u;

/** `text` cut into words that match one of `terms` (indexed words, as `spellingKey` writes them) and the text between. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  text.split(WORD).forEach((piece, index) => {
    if (!piece) return;
    // `split` with a capture puts the words at the odd places.
    const match = index % 2 === 1 && wanted.has(spellingKey(piece));
    const last = parts.at(-1);
    if (last && !last.match && !match) parts[parts.length - 1] = { text: last.text + piece, match: false };
    else parts.push({ text: piece, match });
  });
  return parts;
}

/** Words shown before and after the first matching word of a passage. */
const BEFORE = 10;
const AFTER = 22;

/** The passage of `text` around its first word matching one of `terms`, `…` where it is cut; undefined when none matches. */
export function matchedPassage(text: string, terms: readonly string[]): string | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  const at = words.findIndex((word) => highlightParts(word, terms).some((part) => part.match));
  if (at < 0) return undefined;
  const start = Math.max(0, at - BEFORE);
  const end = Math.min(words.length, at + AFTER);
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}
