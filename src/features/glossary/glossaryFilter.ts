import { weakMapMemoize } from '@reduxjs/toolkit';
import type { GlossaryTerm } from '@/api/models';
import { wordKeys } from '@/features/search/searchKey';

/**
 * The words a term is found by: its IAST, its other spellings and its definition, through the search key. Worked out
 * once per term, when the filter first asks: keying every definition is some 90 ms of a phone's main thread
 * (`npm run bench:profile -- /glossary`), which a reader who never filters does not pay for.
 */
const termKeys = weakMapMemoize((term: GlossaryTerm): readonly string[] => [
  ...new Set(wordKeys([term.iast, ...term.spellings, term.definition].join(' '))),
]);

/**
 * The filter for `query` (romanised): whether every word of it starts one of a term's words, in any spelling the key
 * equates. The query is keyed once for all the terms; a query of no words shows every term, and keys none.
 */
export function termFilter(query: string): (term: GlossaryTerm) => boolean {
  const words = wordKeys(query);
  if (words.length === 0) return () => true;
  return (term) => {
    const keys = termKeys(term);
    return words.every((word) => keys.some((key) => key.startsWith(word)));
  };
}

/** The letter a term is listed under: its first letter without diacritics (`ā` under A, `ś` under S). */
export function letterOf(term: GlossaryTerm): string {
  return (term.iast.normalize('NFD')[0] ?? '').toUpperCase();
}

/**
 * The terms by letter, in the alphabet's order; the terms keep their order within a letter. The letters are the base
 * letters of IAST, A to Z, whose order is their code's: `localeCompare` would build a collator first, some 20 ms of a
 * phone's main thread as the page is hydrated.
 */
export function byLetter(terms: readonly GlossaryTerm[]): Array<{ letter: string; terms: GlossaryTerm[] }> {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = letterOf(term);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([letter, list]) => ({ letter, terms: list }));
}
