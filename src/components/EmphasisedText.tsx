/** Plain text with its `*italics*` in `<em>`, built as text nodes, never as HTML. */
export function EmphasisedText({ text }: { readonly text: string }) {
  return (
    <>
      {text.split(/\*([^*\n]+)\*/).map((part, index) =>
        // `split` with a capture puts the emphasised parts at the odd places.
        index % 2 === 1 ? <em key={index}>{part}</em> : part,
      )}
    </>
  );
}
