import type { TextPart } from './highlight';
import { highlightParts } from './highlight';

/** Parts of a text, the matching ones in `<mark>`: built as text nodes, never as HTML. */
export function MarkedParts({ parts }: { readonly parts: readonly TextPart[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}

/** Text with the words a search matched in `<mark>`. */
export function Highlighted({ text, terms }: { readonly text: string; readonly terms: readonly string[] }) {
  return <MarkedParts parts={highlightParts(text, terms)} />;
}
