import { searchKey, wordKeys } from './searchKey';

type Place = readonly [length: number, start: number];

/** A glossary term as the search index holds it: its entry's address and forms, and the keys it is found by. */
export interface IndexedTerm {
  readonly id: string;
  readonly iast: string;
  readonly devanagari: string;
  /** Each spelling's words through the search key, apart (`jnan yog`) and joined (`jnanayog`). */
  readonly keys: readonly string[];
}

/** A glossary term a query names, as the results show it. */
export type TermMatch = Omit<IndexedTerm, 'keys'>;

/** The longest name a term has, in words (`tat tvam asi`). */
const MAX_TERM_WORDS = 3;

/** The most terms a search shows: a query names a few terms at most. */
const MAX_TERM_MATCHES = 3;

const joinedKey = (words: readonly string[]) => searchKey(words.join(''));

/** The keys a term is found by: its IAST and each other spelling, written apart or joined. */
export function indexedTerm(term: { id: string; iast: string; devanagari: string; spellings: readonly string[] }): IndexedTerm {
  const keys = [term.iast, ...term.spellings].flatMap((spelling) => {
    const words = spelling.split(/\s+/).filter(Boolean);
    return [wordKeys(spelling).join(' '), joinedKey(words)];
  });
  return { id: term.id, iast: term.iast, devanagari: term.devanagari, keys: [...new Set(keys.filter(Boolean))] };
}

/**
 * The glossary terms a query (romanised) names: a run of its words that is a term in any spelling the key equates,
 * apart or joined (`jnana yoga`, `jnanayoga`, or the same in Devanagari). A term must be named whole (`yoga` is not
 * `jñāna yoga`); the longest names come first (`sat chit ananda` before `sat`), then in the query's order.
 */
export function glossaryMatches(terms: readonly IndexedTerm[], query: string): TermMatch[] {
  const words = query.match(/[\p{L}\p{M}~]+/gu) ?? [];
  /** Each key a run of the query's words makes, with the run's length (negative, to sort) and its earliest start. */
  const named = new Map<string, Place>();
  for (let start = words.length - 1; start >= 0; start -= 1) {
    for (let length = 1; length <= MAX_TERM_WORDS && start + length <= words.length; length += 1) {
      const run = words.slice(start, start + length);
      for (const key of [wordKeys(run.join(' ')).join(' '), joinedKey(run)]) named.set(key, [-length, start]);
    }
  }
  const byPlace = (a: Place, b: Place) => a[0] - b[0] || a[1] - b[1];
  const placeOf = (term: IndexedTerm) =>
    term.keys
      .map((key) => named.get(key))
      .filter((place) => place !== undefined)
      .sort(byPlace)[0];
  return terms
    .flatMap((term) => {
      const place = placeOf(term);
      return place ? [{ term, place }] : [];
    })
    .sort((a, b) => byPlace(a.place, b.place))
    .slice(0, MAX_TERM_MATCHES)
    .map(({ term: { id, iast, devanagari } }) => ({ id, iast, devanagari }));
}
