import { searchKey } from './searchKey';

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

const WORD = /([\p{L}\p{M}\p{N}]+)/u;

/** `text` cut into words that match one of `terms` (indexed words, as `searchKey` writes them) and the text between. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms);
  const parts: TextPart[] = [];
  text.split(WORD).forEach((piece, index) => {
    if (!piece) return;
    // `split` with a capture puts the words at the odd places.
    const match = index % 2 === 1 && wanted.has(searchKey(piece));
    const last = parts.at(-1);
    if (last && !last.match && !match) parts[parts.length - 1] = { text: last.text + piece, match: false };
    else parts.push({ text: piece, match });
  });
  return parts;
}
