import MiniSearch from 'minisearch';
import type { SearchDocument, SearchResultFields } from './searchOptions';
import { engineOptions } from './searchOptions';
import { engineFromFile } from './searchIndexFile';
import { romanise } from './searchKey';

/** The most results a search shows: the best ones; a query that matches more is one to narrow. */
export const MAX_RESULTS = 20;

/** A result as the page shows it; `terms` are the indexed words it matched, to mark in its title and description. */
export interface SearchHit {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly terms: readonly string[];
}

type Engine = MiniSearch<SearchDocument>;

/** One engine per index URL for the page's life: the index is fetched when search is first used, then kept. */
const engines = new Map<string, Promise<Engine>>();

async function fetchEngine(url: string, fetchFn: typeof fetch): Promise<Engine> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
  const plain = engineFromFile(await response.json());
  if (!plain) throw new Error('the search index is damaged');
  return MiniSearch.loadJS(plain, engineOptions);
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

export interface SearchAnswer {
  /** How many posts match in all. */
  readonly total: number;
  /** The best of them, at most `MAX_RESULTS`. */
  readonly hits: readonly SearchHit[];
}

/** The posts matching `query`, best first: every word must match, its start or with one typo in a long word. */
export async function findPosts(engine: Engine, query: string): Promise<SearchAnswer> {
  const text = (await romanise(query)).trim();
  if (!text) return { total: 0, hits: [] };
  const results = engine.search(text);
  return {
    total: results.length,
    hits: results.slice(0, MAX_RESULTS).map((result) => {
      const { slug, shownTitle, shownDescription, date } = result as unknown as SearchResultFields;
      return { slug, title: shownTitle, description: shownDescription, date, terms: result.terms };
    }),
  };
}
