import type { Options } from 'minisearch';
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

/** One set of options for the build and the browser; words are indexed by the spelling key, which keeps a final a. */
export const engineOptions: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'description', 'body', 'verses'],
  storeFields: ['slug', 'shownTitle', 'shownDescription', 'date'] satisfies (keyof SearchResultFields)[],
  processTerm: (term) => spellingKey(term) || null,
  // `searchQuery` says for each word whether its start and a typo count.
  searchOptions: { boost: { title: 4, keywords: 3, verses: 3, description: 2, body: 1 }, prefix: true, fuzzy: false, combineWith: 'AND' },
};
