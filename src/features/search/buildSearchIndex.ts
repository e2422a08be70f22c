import MiniSearch from 'minisearch';
import { markdownText } from '@/lib/markdownText';
import type { SearchDocument } from './searchOptions';
import { engineOptions } from './searchOptions';
import { searchIndexFile } from './searchIndexFile';
import { romanise } from './romanise';
import type { Synonyms } from './searchQuery';
import { indexedTerm } from './glossaryMatches';
import { quotedVerses, versesOf } from './verseReferences';

/** What the build knows of each post to index it. */
export interface SearchSource {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, or ''. */
  readonly date: string;
  /** Both keyword lists, as written. */
  readonly keywords: readonly string[];
  readonly markdown: string;
}

/** A post as the index takes it, its searched texts romanised. */
export async function searchDocument(post: SearchSource): Promise<Omit<SearchDocument, 'id'>> {
  const [title = '', description = '', keywords = '', body = ''] = await Promise.all(
    [post.title, post.description, post.keywords.join(', '), markdownText(post.markdown)].map(romanise),
  );
  return {
    slug: post.slug,
    shownTitle: post.title,
    shownDescription: post.description,
    date: post.date,
    title,
    description,
    keywords,
    body,
    verses: versesOf(quotedVerses(post.markdown, post.title)),
  };
}

/** The file the search page fetches: every post (title, keywords, description, body, verses) and the glossary's terms. */
export async function buildSearchIndex(
  posts: readonly SearchSource[],
  synonyms: Synonyms = {},
  terms: readonly Parameters<typeof indexedTerm>[0][] = [],
) {
  const unique = [...new Map(posts.map((post) => [post.slug, post])).values()];
  const engine = new MiniSearch(engineOptions);
  engine.addAll((await Promise.all(unique.map(searchDocument))).map((document, id) => ({ id, ...document })));
  return searchIndexFile(engine.toJSON(), synonyms, terms.map(indexedTerm));
}
