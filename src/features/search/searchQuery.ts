import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';
import type { IndexedTerm, TermLookup } from './glossaryMatches';
import { termForms } from './glossaryMatches';
import { searchKey, spellingKey } from './searchKey';
import { withVerseTokens } from './verseReferences';

/** Real synonyms, which the content owns (`content/search-synonyms.json`): a phrase's key → what else it may be written as. */
export type Synonyms = Readonly<Record<string, readonly string[]>>;

/** The most of a query that is searched: a query is a few words, and a pasted page must not hold the tab. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 20;

/** A query as it is searched: at most `MAX_QUERY_LENGTH` characters and `MAX_QUERY_WORDS` words; `cut` if it was longer. */
export function boundedQuery(query: string) {
  const whole = query.trim();
  let text = whole.slice(0, MAX_QUERY_LENGTH);
  // Never half of a character written with two code units.
  if (/[\uD800-\uDBFF]$/u.test(text)) text = text.slice(0, -1);
  const words = text.split(/\s+/u);
  if (words.length > MAX_QUERY_WORDS) text = words.slice(0, MAX_QUERY_WORDS).join(' ');
  return { text, cut: text !== whole };
}

/** Titles that a name may carry or not: dropped from a query that names someone besides. */
const TITLES = new Set(['swami', 'sri', 'shri', 'shree', 'srimad', 'adi', 'bhagavan', 'acharya'].map(searchKey));

const WORD = /[\p{L}\p{M}~\d]+/gu;

/** The shortest part a compound is split into (`sat`, `cit`). */
const MIN_PART = 3;
/** Long enough to be a compound of two parts. */
const MIN_COMPOUND = 2 * MIN_PART;
/** Longer than any word the posts use: such a word is looked up whole, never split or read with a typo. */
const MAX_WORD = 40;
/** The most ways a compound is read (`brahmavidya`: brahma + vidya, brahm + avidya). */
const MAX_SPLITS = 3;
/** The longest phrase the synonym table is looked up by. */
const MAX_PHRASE = 3;
/** One typo in a word of five letters or more (`vivekanada`), found only in a word of four or more (never `am` for ātma). */
const TYPO_FROM = 5;
const TYPO_IN = 4;
/** A word found through a typo counts as MiniSearch counts its own fuzzy matches: less than the word itself. */
const TYPO_WEIGHT = 0.45;

const letterCount = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;

/** The query's keys are the index's already: searched as they are. */
const asKeyed: SearchOptions = { processTerm: (term) => term, fuzzy: false, prefix: false };

/** What the query needs of the index (whole words, starts, words one typo away), each answer kept for the engine's life. */
export function indexVocabulary(engine: MiniSearch) {
  const memo = new Map<string, unknown>();
  const remember = <T>(key: string, answer: () => T): T => {
    if (!memo.has(key)) memo.set(key, answer());
    return memo.get(key) as T;
  };
  return {
    has: (key: string) => remember(`=${key}`, () => engine.search(key, asKeyed).length > 0),
    starts: (key: string) => remember(`^${key}`, () => engine.search(key, { ...asKeyed, prefix: true }).length > 0),
    typos: (key: string) =>
      remember(`~${key}`, (): readonly string[] => {
        if (/\d/.test(key) || letterCount(key) < TYPO_FROM || key.length > MAX_WORD) return [];
        const found = new Set(engine.search(key, { ...asKeyed, fuzzy: 1 }).flatMap((result) => Object.keys(result.match)));
        return [...found].filter((word) => word !== key && letterCount(word) >= TYPO_IN).sort();
      }),
  };
}

type Vocabulary = ReturnType<typeof indexVocabulary>;

/** What a query is read against: the index's words, the glossary's terms and the content's synonyms. */
export interface QueryContext {
  readonly vocabulary: Vocabulary;
  readonly glossary: TermLookup;
  readonly synonyms: Synonyms;
}

const all = (queries: Query[]): Query => (queries.length === 1 ? (queries[0] ?? '') : { combineWith: 'AND', queries });
const any = (queries: Query[]): Query => (queries.length === 1 ? (queries[0] ?? '') : { combineWith: 'OR', queries });

/** Exactly these words of the index, each as one form of what was asked. */
const exactly = (keys: readonly string[], weight = 1): Query => ({
  ...asKeyed,
  combineWith: 'OR',
  queries: [...keys],
  ...(weight < 1 && { boostTerm: () => weight }),
});

/** An English plural and singular of a word (`teachers`, `teacher`): the same word. */
const numbers = (key: string) => (key.endsWith('s') && !key.endsWith('ss') ? [key, key.slice(0, -1)] : [key, `${key}s`]);

/** A word as the index may hold it: itself (singular or plural), else a word's start or one typo away; a verse token only whole. */
function plainWord(key: string, { vocabulary }: QueryContext): Query {
  if (/\d/.test(key)) return exactly([key]);
  const forms = numbers(key).filter(vocabulary.has);
  if (vocabulary.has(key)) return exactly(forms);
  const queries: Query[] = [];
  if (forms.length > 0) queries.push(exactly(forms));
  if (vocabulary.starts(key)) queries.push({ ...asKeyed, queries: [key], prefix: true });
  const typos = vocabulary.typos(key);
  if (typos.length > 0) queries.push(exactly(typos, TYPO_WEIGHT));
  return queries.length > 0 ? any(queries) : exactly([key]);
}

/** Whether a word finds anything as `plainWord` reads it. */
const finds = (key: string, vocabulary: Vocabulary) => vocabulary.has(key) || vocabulary.starts(key) || vocabulary.typos(key).length > 0;

const CONSONANT = /[bcdfghjklmnpqrstvwxyz]$/i;

/**
 * The ways a compound splits into words the index holds, the last of which may be a word's start (`satchitananda`);
 * a consonant at the joint may belong to both (`tatvamasi` is tat + tvam + asi).
 */
function splits(word: string, vocabulary: Vocabulary, depth = 0): string[][] {
  if (depth > 0 && finds(spellingKey(word), vocabulary)) return [[word]];
  if (depth >= 3 || word.length < MIN_COMPOUND || word.length > MAX_WORD) return [];
  const found: string[][] = [];
  for (let cut = MIN_PART; cut <= word.length - MIN_PART && found.length < MAX_SPLITS; cut += 1) {
    const head = word.slice(0, cut);
    if (!vocabulary.has(spellingKey(head))) continue;
    const rests = CONSONANT.test(head) ? [word.slice(cut), `${head.slice(-1)}${word.slice(cut)}`] : [word.slice(cut)];
    for (const rest of rests.flatMap((text) => splits(text, vocabulary, depth + 1)))
      if (found.length < MAX_SPLITS) found.push([head, ...rest]);
  }
  return found;
}

/** Whether a word is one of the index's, or a compound of its whole words (`brahmajijñāsā`), typos and starts aside. */
export function isIndexedWord(word: string, { has }: Vocabulary): boolean {
  const whole: Vocabulary = { has, starts: () => false, typos: () => [] };
  return has(spellingKey(word)) || splits(word.normalize('NFC').toLowerCase(), whole).length > 0;
}

/** A word of the query that names no term: itself, or the parts of a compound the index writes apart. */
function wordQuery(word: string, context: QueryContext): Query {
  const key = spellingKey(word);
  if (finds(key, context.vocabulary)) return plainWord(key, context);
  const ways = splits(word.normalize('NFC').toLowerCase(), context.vocabulary);
  return ways.length === 0
    ? plainWord(key, context)
    : any(ways.map((parts) => all(parts.map((part) => plainWord(spellingKey(part), context)))));
}

/** The synonyms the table gives a phrase (its words keyed as `server/content/synonyms.ts` keys them). */
const synonymsOf = (words: readonly string[], synonyms: Synonyms) => synonyms[words.map(searchKey).join(' ')] ?? [];

/** A glossary term as exactly its forms (each spelling, apart or joined, and plurals) or synonyms: one query for every spelling. */
function termQuery(term: IndexedTerm, context: QueryContext, withSynonyms: boolean): Query {
  const forms = termForms(term, context.glossary);
  const words = [...new Set(forms.filter((form) => form.length === 1).flat())].filter(context.vocabulary.has);
  const phrases = forms.filter((form) => form.length > 1).map((form) => all(form.map((key) => exactly([key]))));
  const synonyms = withSynonyms
    ? [...new Set(forms.flatMap((form) => synonymsOf(form, context.synonyms)))].map((phrase) => phraseQuery(phrase, context))
    : [];
  const own: Query[] = words.length > 0 ? [exactly(words)] : [];
  return any([...own, ...phrases, ...synonyms]);
}

/** A run of the query's words: the terms it names, the synonyms its phrases have, its words otherwise. */
function wordsQuery(words: readonly string[], context: QueryContext, withSynonyms: boolean): Query | undefined {
  const queries: Query[] = [];
  const seen = new Set<string>();
  // A word said twice asks nothing more (`a a a`).
  const add = (key: string, query: () => Query) => {
    if (seen.has(key)) return;
    seen.add(key);
    queries.push(query());
  };
  const oneWord = (word: string) => {
    const named = context.glossary.named([word], 0);
    return named ? termQuery(named.term, context, withSynonyms) : wordQuery(word, context);
  };
  for (let index = 0; index < words.length;) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    const named = context.glossary.named(words, index);
    // Two words the index holds joined are that word first (`viveka chudamani`), though the first is a term of its own.
    const joined = next === undefined || (named && named.length > 1) ? undefined : spellingKey(word + next);
    if (next !== undefined && joined && context.vocabulary.has(joined)) {
      add(`pair:${joined}`, () => any([exactly([joined]), all([oneWord(word), oneWord(next)])]));
      index += 2;
      continue;
    }
    if (named) {
      add(`term:${named.term.id}`, () => termQuery(named.term, context, withSynonyms));
      index += named.length;
      continue;
    }
    const phrase = withSynonyms ? longestSynonym(words, index, context.synonyms) : undefined;
    if (phrase) {
      const written = words.slice(index, index + phrase.length);
      add(`phrase:${written.join(' ')}`, () =>
        any([all(written.map((word) => wordQuery(word, context))), ...phrase.synonyms.map((synonym) => phraseQuery(synonym, context))]),
      );
      index += phrase.length;
      continue;
    }
    add(`word:${spellingKey(word)}`, () => wordQuery(word, context));
    index += 1;
  }
  return queries.length === 0 ? undefined : all(queries);
}

/** A synonym from the table, read as a query of its own (its terms and words, not its synonyms). */
function phraseQuery(phrase: string, context: QueryContext): Query {
  return wordsQuery(phrase.match(WORD) ?? [], context, false) ?? exactly([]);
}

/**
 * The query the engine runs for what a reader typed (romanised and bounded): every word must match as a form of itself;
 * a term in any spelling is that term, a verse reference its verse, a name's title may be left out, a compound written
 * joined or apart, a synonym-table phrase finds its synonyms, and an unknown word is read as a start or with a typo.
 */
export function searchQuery(text: string, context: QueryContext): Query | undefined {
  const words = [...withVerseTokens(text).matchAll(WORD)].map((match) => match[0]);
  const named = words.filter((word) => !TITLES.has(searchKey(word)));
  return wordsQuery(named.length > 0 ? named : words, context, true);
}

function longestSynonym(words: readonly string[], start: number, synonyms: Synonyms) {
  for (let length = Math.min(MAX_PHRASE, words.length - start); length > 0; length -= 1) {
    const found = synonymsOf(words.slice(start, start + length), synonyms);
    if (found.length > 0) return { length, synonyms: found };
  }
  return undefined;
}
