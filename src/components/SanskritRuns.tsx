import type { ReactNode } from 'react';
import { Sanskrit } from './Sanskrit';

const DEVANAGARI_RUN = /(\p{Script=Devanagari}(?:[\p{Script=Devanagari}\p{M}\u200c\u200d\s]*[\p{Script=Devanagari}\p{M}])?)/u;

/** Each run of Devanagari as `Sanskrit`: the site's Devanagari is Sanskrit (terms, names, verses). */
export function sanskritRuns(text: string): ReactNode {
  if (!DEVANAGARI_RUN.test(text)) return text;
  // `split` with a capture puts the runs at the odd places.
  return text.split(DEVANAGARI_RUN).map((part, index) => (index % 2 === 1 ? <Sanskrit key={index}>{part}</Sanskrit> : part));
}
