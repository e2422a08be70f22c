import { weakMapMemoize } from '@reduxjs/toolkit';
import type { GlossaryTerm } from '@/api/models';
import { wordKeys } from '@/features/search/searchKey';

/** Keyed when the filter first asks: keying every definition is a long task a reader who never filters does not pay. */
const termKeys = weakMapMemoize((term: GlossaryTerm): readonly string[] => [
  ...new Set(wordKeys([term.iast, ...term.spellings, term.definition].join(' '))),
]);

/** Whether every word of `query` (romanised) starts one of a term's words, in any spelling the key equates. */
export function termFilter(query: string): (term: GlossaryTerm) => boolean {
  const words = wordKeys(query);
  if (words.length === 0) return () => true;
  return (term) => {
    const keys = termKeys(term);
    return words.every((word) => keys.some((key) => key.startsWith(word)));
  };
}

/** The terms by letter, compared by code (A to Z), as `localeCompare` would first build a collator (docs/performance.md). */
export function byLetter(terms: readonly GlossaryTerm[]): Array<{ letter: string; terms: GlossaryTerm[] }> {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    // Its first letter without diacritics (`ā` under A).
    const letter = (term.iast.normalize('NFD')[0] ?? '').toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([letter, list]) => ({ letter, terms: list }));
}
