import { highlightParts } from './highlight';

/** Text with the words a search matched in `<mark>`: built as text nodes, never as HTML. */
export function Highlighted({ text, terms }: { readonly text: string; readonly terms: readonly string[] }) {
  return <>{highlightParts(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
