import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import { searchKey } from './searchKey';
import { withVerseTokens } from './verseReferences';

/** Real synonyms, which the content owns (`content/search-synonyms.json`): a phrase's key → what else it may be written as. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

/** Titles that a name may carry or not: dropped from a query that names someone besides. */
const TITLES = new Set(['swami', 'sri', 'shri', 'shree', 'srimad', 'adi', 'bhagavan', 'acharya'].map(searchKey));

const WORD = /[\p{L}\p{M}~\d]+/gu;

/** The shortest part a compound is split into (`sat`, `cit`). */
const MIN_PART = 3;
/** Long enough to be a compound of two parts. */
const MIN_COMPOUND = 2 * MIN_PART;
/** The most ways a compound is read (`brahmavidya`: brahma + vidya, brahm + avidya). */
const MAX_SPLITS = 3;
/** The longest phrase the synonym table is looked up by. */
const MAX_PHRASE = 3;

/** What the query needs of the index: whether a word (keyed as the index keys it) is one of its terms. */
interface Terms {
  /** The word is a whole term of the index. */
  readonly exact: (word: string) => boolean;
  /** The word finds posts as a query word does: as a term's start, or with a typo. */
  readonly found: (word: string) => boolean;
}

/** One typo in a word of five letters or more, as the reader typed it (`Geetha`, `Madva`), whatever its key's length. */
const TYPO_FROM = 5;

/** A word as the engine looks it up: its start, or with one typo if it is long; a verse's token (`bg2v47`) only whole. */
function typed(word: string): Query {
  const verse = /\d/.test(word);
  const letters = word.match(/\p{L}/gu)?.length ?? 0;
  return { queries: [word], prefix: !verse, fuzzy: !verse && letters >= TYPO_FROM ? 1 : false };
}

export function indexTerms(engine: MiniSearch): Terms {
  const memo = new Map<string, boolean>();
  const ask = (word: string, loose: boolean) => {
    const key = `${loose ? '~' : '='}${word}`;
    let answer = memo.get(key);
    if (answer === undefined) {
      answer = (loose ? engine.search(typed(word)) : engine.search(word, { prefix: false, fuzzy: false })).length > 0;
      memo.set(key, answer);
    }
    return answer;
  };
  return { exact: (word) => ask(word, false), found: (word) => ask(word, true) };
}

const CONSONANT = /[bcdfghjklmnpqrstvwxyz]$/i;

/**
 * The ways a compound splits into words the index holds, the last of which may be a word's start (`satchitananda`);
 * a consonant at the joint may belong to both (`tatvamasi` is tat + tvam + asi).
 */
function splits(word: string, terms: Terms, depth = 0): string[][] {
  if (depth > 0 && (terms.exact(word) || terms.found(word))) return [[word]];
  if (depth >= 3 || word.length < MIN_COMPOUND) return [];
  const found: string[][] = [];
  for (let cut = MIN_PART; cut <= word.length - MIN_PART && found.length < MAX_SPLITS; cut += 1) {
    const head = word.slice(0, cut);
    if (!terms.exact(head)) continue;
    const rests = CONSONANT.test(head) ? [word.slice(cut), `${head.slice(-1)}${word.slice(cut)}`] : [word.slice(cut)];
    for (const rest of rests.flatMap((text) => splits(text, terms, depth + 1))) if (found.length < MAX_SPLITS) found.push([head, ...rest]);
  }
  return found;
}

const all = (queries: Query[]): Query => (queries.length === 1 ? (queries[0] ?? '') : { combineWith: 'AND', queries });
const any = (queries: Query[]): Query => (queries.length === 1 ? (queries[0] ?? '') : { combineWith: 'OR', queries });

/** A word of the query as the index may hold it: itself, or the parts of a compound the index writes apart. */
function wordQuery(word: string, terms: Terms): Query {
  if (terms.found(word)) return typed(word);
  const ways = splits(word, terms);
  return ways.length === 0 ? typed(word) : any(ways.map((parts) => all(parts.map(typed))));
}

/**
 * The query the engine runs for what a reader typed (romanised already): every word must match, and
 * - a verse reference is its verse (`gita 2.47`, `BG 2.47`: see `verseReferences`),
 * - a name's title may be left out (`Swami Vivekananda` finds `Vivekananda`),
 * - a compound may be written joined or apart (`brahmavidya`, `viveka chudamani`),
 * - a phrase of the synonym table finds its synonyms too (`gita`, `bhagavad gita`).
 */
export function searchQuery(text: string, terms: Terms, synonyms: Synonyms = {}): Query | undefined {
  const words = [...withVerseTokens(text).matchAll(WORD)].map((match) => match[0]);
  const named = words.filter((word) => !TITLES.has(searchKey(word)));
  const kept = named.length > 0 ? named : words;
  if (kept.length === 0) return undefined;
  const queries: Query[] = [];
  for (let index = 0; index < kept.length;) {
    const phrase = longestSynonym(kept, index, synonyms);
    if (phrase) {
      const written = kept.slice(index, index + phrase.length);
      queries.push(any([all(written.map((word) => wordQuery(word, terms))), ...phrase.synonyms]));
      index += phrase.length;
      continue;
    }
    const word = kept[index] ?? '';
    const next = kept[index + 1];
    const joined = next === undefined ? undefined : word + next;
    if (joined && terms.exact(joined)) {
      queries.push(any([typed(joined), all([wordQuery(word, terms), wordQuery(next ?? '', terms)])]));
      index += 2;
      continue;
    }
    queries.push(wordQuery(word, terms));
    index += 1;
  }
  return all(queries);
}

function longestSynonym(
  words: readonly string[],
  start: number,
  synonyms: Synonyms,
): { length: number; synonyms: readonly string[] } | undefined {
  for (let length = Math.min(MAX_PHRASE, words.length - start); length > 0; length -= 1) {
    const key = words
      .slice(start, start + length)
      .map(searchKey)
      .join(' ');
    const found = synonyms[key];
    if (found) return { length, synonyms: found };
  }
  return undefined;
}
