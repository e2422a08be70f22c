import type { Options, SearchOptions } from 'minisearch';
import { spellingKey } from './searchKey';

/** What a result shows without asking for the post: the title and description as written. */
export interface SearchResultFields {
  readonly slug: string;
  readonly shownTitle: string;
  readonly shownDescription: string;
  /** `YYYY-MM-DD`, or ''. */
  readonly date: string;
}

/** A post as the index takes it: the searched texts romanised (see `romanise`), the body as plain text. */
export interface SearchDocument extends SearchResultFields {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** Both keyword lists, comma-separated. */
  readonly keywords: string;
  readonly body: string;
  /** The verses the post quotes, as `verseToken` writes them (`bg2v47 mau7`). */
  readonly verses: string;
}

const STORED_FIELDS: ReadonlyArray<keyof SearchResultFields> = ['slug', 'shownTitle', 'shownDescription', 'date'];

/** A query is built by `searchQuery`, which says for each word whether its start and a typo count. */
export const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 3, verses: 3, description: 2, body: 1 },
  prefix: true,
  fuzzy: false,
  combineWith: 'AND',
};

/**
 * The build and the browser must index and search with the same options: one object for both. Words are indexed by
 * the spelling key, which keeps a final a (`maya` is not `may`): the query says which forms of a word it asks for.
 */
export const engineOptions: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'description', 'body', 'verses'],
  storeFields: [...STORED_FIELDS],
  processTerm: (term) => spellingKey(term) || null,
  searchOptions,
};
