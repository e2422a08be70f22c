import type { ReactNode } from 'react';

const DEVANAGARI_RUN = /(\p{Script=Devanagari}(?:[\p{Script=Devanagari}\p{M}\u200c\u200d\s]*[\p{Script=Devanagari}\p{M}])?)/u;

/**
 * Text with each run of Devanagari in `<span lang="sa">`, so screen readers switch voice and browsers choose the font
 * and hyphenation for Sanskrit: the site's Devanagari is Sanskrit (terms, names, verses). Text without any is itself.
 */
export function sanskritRuns(text: string): ReactNode {
  if (!DEVANAGARI_RUN.test(text)) return text;
  return text.split(DEVANAGARI_RUN).map((part, index) =>
    // `split` with a capture puts the runs at the odd places.
    index % 2 === 1 ? (
      <span key={index} lang="sa">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
