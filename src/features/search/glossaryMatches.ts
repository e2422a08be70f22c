import * as v from 'valibot';
import { spellingKey, WORD, wordKeys } from './searchKey';

type Place = readonly [length: number, start: number];

/** A glossary term as the search index holds it: its entry's address and forms, and the keys it is found by. */
export const indexedTermSchema = v.object({
  id: v.string(),
  iast: v.string(),
  devanagari: v.string(),
  /** Each spelling's words through the spelling key, apart (`jnana yoga`) and joined (`jnanayoga`). */
  keys: v.array(v.string()),
});

export type IndexedTerm = v.InferOutput<typeof indexedTermSchema>;

/** A glossary term a query names, as the results show it. */
export type TermMatch = Omit<IndexedTerm, 'keys'>;

/** The most terms a search shows: a query names a few terms at most. */
const MAX_TERM_MATCHES = 3;

const wordsOf = (text: string) => text.match(WORD) ?? [];
const apartKey = (words: readonly string[]) => wordKeys(words.join(' '), spellingKey).join(' ');
const joinedKey = (words: readonly string[]) => spellingKey(words.join(''));
/** The IAST as typed without its marks (`prakrti` for prakṛti, whose ṛ the key reads as ri). */
const withoutMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The keys a term is found by: its IAST with and without diacritics, and each "Also written" spelling, apart or joined.
 * The spelling key, not the search key: a spelling is what it says (`maya` is māyā, `may` is not).
 */
export function indexedTerm(term: { id: string; iast: string; devanagari: string; spellings: readonly string[] }): IndexedTerm {
  const keys = [term.iast, withoutMarks(term.iast), ...term.spellings].flatMap((spelling) => {
    const words = wordsOf(spelling);
    return [apartKey(words), joinedKey(words)];
  });
  return { id: term.id, iast: term.iast, devanagari: term.devanagari, keys: [...new Set(keys.filter(Boolean))] };
}

/** An English plural on a Sanskrit name (`gunas`, `Upanishads`) names the term, as running text does (termMatcher). */
const plural = (key: string) => (key.endsWith('s') ? undefined : `${key}s`);

/** The glossary's terms by the keys they are found by: each term's own, then the plurals no other term claims. */
export function termLookup(terms: readonly IndexedTerm[]) {
  const byKey = new Map<string, IndexedTerm>();
  for (const term of terms) for (const key of term.keys) if (!byKey.has(key)) byKey.set(key, term);
  for (const term of terms)
    for (const key of term.keys) {
      const form = plural(key);
      if (form && !byKey.has(form)) byKey.set(form, term);
    }
  // The most words a term's name has (`na iti na iti`).
  const longest = Math.max(1, ...terms.flatMap((term) => term.keys.map((key) => key.split(' ').length)));
  /** The term a run of words names, apart or joined (`jnana yoga`, `jnanayoga`, `gunas`). */
  const termOf = (run: readonly string[]) => byKey.get(apartKey(run)) ?? byKey.get(joinedKey(run));
  return {
    byKey,
    /** Every word of every key (`jnana`, `yoga`, `jnanayoga`). */
    words: new Set([...byKey.keys()].flatMap((key) => key.split(' '))),
    longest,
    termOf,
    /** The term named by the longest run of `words` from `start`, and its length. */
    named: (words: readonly string[], start: number) => {
      for (let length = Math.min(longest, words.length - start); length > 0; length -= 1) {
        const term = termOf(words.slice(start, start + length));
        if (term) return { term, length };
      }
      return undefined;
    },
  };
}

export type TermLookup = ReturnType<typeof termLookup>;

/** The words by which the index finds a term: each key and the plural the lookup gives it (`[['jnana', 'yoga'], ['jnanayoga']]`). */
export function termForms(term: IndexedTerm, lookup: TermLookup): string[][] {
  const keys = term.keys.flatMap((key) => {
    const form = plural(key);
    return form && lookup.byKey.get(form) === term ? [key, form] : [key];
  });
  return keys.map((key) => key.split(' '));
}

/**
 * The glossary terms a romanised query names whole, in any spelling, apart or joined (`yoga` is not `jñāna yoga`):
 * the longest names first (`sat chit ananda` before `sat`), then in the query's order.
 */
export function glossaryMatches(lookup: TermLookup, query: string): TermMatch[] {
  const words = wordsOf(query);
  const byPlace = (a: Place, b: Place) => a[0] - b[0] || a[1] - b[1];
  const found = new Map<IndexedTerm, Place>();
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 1; length <= lookup.longest && start + length <= words.length; length += 1) {
      const term = lookup.termOf(words.slice(start, start + length));
      const place: Place = [-length, start];
      const seen = term && found.get(term);
      if (term && (!seen || byPlace(place, seen) < 0)) found.set(term, place);
    }
  }
  return [...found]
    .sort((a, b) => byPlace(a[1], b[1]))
    .slice(0, MAX_TERM_MATCHES)
    .map(([{ id, iast, devanagari }]) => ({ id, iast, devanagari }));
}
