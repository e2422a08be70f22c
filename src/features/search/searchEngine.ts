import { weakMapMemoize } from '@reduxjs/toolkit';
import MiniSearch from 'minisearch';
import { yieldToMain } from '@/lib/yieldToMain';
import type { TermMatch } from './glossaryMatches';
import { glossaryMatches, termLookup } from './glossaryMatches';
import type { BlogSummary } from '@/api/models';
import type { SearchDocument, SearchResultFields } from './searchOptions';
import { engineOptions } from './searchOptions';
import { engineFromFile } from './searchIndexFile';
import { romaniseQuery } from './plainTamil';
import type { SearchSource } from './buildSearchIndex';
import { searchDocument } from './buildSearchIndex';
import { boundedQuery, indexVocabulary, isIndexedWord, searchQuery } from './searchQuery';
import { spellingKey } from './searchKey';
import { verseMentions, versesOf } from './verseReferences';

/** How many results the page shows at first, and how many more at each "Show more". */
export const RESULTS_STEP = 20;

/** A result as the page shows it; `terms` are the indexed words it matched, to mark in its title and description. */
export type SearchHit = Pick<SearchSource, 'slug' | 'title' | 'description' | 'date'> & { readonly terms: readonly string[] };

/** One engine per index URL for the page's life: the index is fetched when search is first used, then kept. */
const engines = new Map<string, Promise<Engine>>();

/** The engine for an index file's contents, read in steps that yield to the main thread; undefined for a file it cannot read. */
export async function engineOf(file: unknown) {
  const read = engineFromFile(file);
  if (!read) return undefined;
  await yieldToMain();
  return {
    engine: await MiniSearch.loadJSAsync(read.plain, engineOptions),
    synonyms: read.synonyms,
    glossary: termLookup(read.terms),
  };
}

/** The engine over the index file, with the synonyms and glossary terms the file carries. */
export type Engine = NonNullable<Awaited<ReturnType<typeof engineOf>>>;

async function fetchEngine(url: string, fetchFn: typeof fetch): Promise<Engine> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
  const file: unknown = await response.json();
  await yieldToMain();
  const engine = await engineOf(file);
  if (!engine) throw new Error('the search index is damaged');
  return engine;
}

export function loadSearchEngine(url: string, fetchFn: typeof fetch = fetch): Promise<Engine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetchEngine(url, fetchFn);
    engines.set(url, engine);
    // A failed load is tried again by the next search, not remembered.
    engine.catch(() => engines.delete(url));
  }
  return engine;
}

/** What the functions list now: the posts seen, and whether that is every one of them. */
export interface LiveListing {
  readonly posts: readonly BlogSummary[];
  /** False when the list is longer than the pages read, or could not be read: then no indexed post counts as removed. */
  readonly complete: boolean;
}

/** Every matching post, best first; the glossary terms the query names; what was searched (its start if `cut`). */
export interface SearchAnswer {
  readonly total: number;
  readonly hits: readonly SearchHit[];
  readonly terms: readonly TermMatch[];
  readonly searched: string;
  readonly cut: boolean;
}

const stored = (fields: unknown) => fields as SearchResultFields;

/** The slugs an engine holds, by the sequential ids the build gave its documents. */
const slugsOf = weakMapMemoize((engine: MiniSearch<SearchDocument>) => {
  const slugs = new Set<string>();
  for (let id = 0; engine.has(id); id += 1) slugs.add(stored(engine.getStoredFields(id)).slug);
  return slugs;
});

/** Adds the live list's posts the index does not hold (published since the build), by their title and description. */
export async function addLivePosts({ engine }: Engine, listing: LiveListing): Promise<void> {
  const slugs = slugsOf(engine);
  for (const post of listing.posts) {
    if (slugs.has(post.slug)) continue;
    slugs.add(post.slug);
    const source = { slug: post.slug, title: post.metaTitle, description: post.metaDescription, date: '', keywords: [], markdown: '' };
    const document = await searchDocument(source);
    let id = engine.documentCount;
    while (engine.has(id)) id += 1;
    // The verses its title and description name, as it has no body to quote them.
    engine.add({ ...document, id, verses: versesOf(verseMentions(`${document.title} ${document.description}`).references) });
  }
}

/** The posts matching `query` (see `searchQuery`), best first; with the whole live list known, a post no longer listed is left out. */
export async function findPosts({ engine, synonyms, glossary }: Engine, query: string, listing?: LiveListing): Promise<SearchAnswer> {
  const { text, cut } = boundedQuery(query);
  const vocabulary = indexVocabulary(engine);
  const romanised = await romaniseQuery(text, {
    term: (word) => glossary.byKey.has(spellingKey(word)),
    termWord: (word) => glossary.words.has(spellingKey(word)),
    indexed: (word) => isIndexedWord(word, vocabulary),
  });
  const named = glossaryMatches(glossary, romanised);
  const plan = searchQuery(romanised, { vocabulary, glossary, synonyms });
  const answer = { terms: named, searched: text, cut };
  if (plan === undefined) return { total: 0, hits: [], ...answer };
  const listed = listing?.complete ? new Set(listing.posts.map((post) => post.slug)) : undefined;
  const results = engine.search(plan).filter((result) => !listed || listed.has(stored(result).slug));
  return {
    total: results.length,
    hits: results.map((result) => {
      const { slug, shownTitle, shownDescription, date } = stored(result);
      return { slug, title: shownTitle, description: shownDescription, date, terms: result.terms };
    }),
    ...answer,
  };
}
