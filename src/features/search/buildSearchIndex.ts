import MiniSearch from 'minisearch';
import { markdownText } from '@/lib/markdownText';
import type { SearchDocument } from './searchOptions';
import { engineOptions } from './searchOptions';
import type { SearchIndexFile } from './searchIndexFile';
import { searchIndexFile } from './searchIndexFile';
import { romanise } from './romanise';
import type { Synonyms } from './searchQuery';
import { indexedTerm } from './glossaryMatches';
import { quotedVerses, verseToken } from './verseReferences';

/** What the build knows of each post to index it. */
export interface SearchSource {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, or ''. */
  readonly date: string;
  /** Both keyword lists, as written. */
  readonly keywords: readonly string[];
  /** The body's markdown. */
  readonly markdown: string;
}

async function searchDocument(post: SearchSource, id: number): Promise<SearchDocument> {
  const [title, description, keywords, body] = await Promise.all(
    [post.title, post.description, post.keywords.join(', '), markdownText(post.markdown)].map(romanise),
  );
  return {
    id,
    slug: post.slug,
    shownTitle: post.title,
    shownDescription: post.description,
    date: post.date,
    title: title ?? '',
    description: description ?? '',
    keywords: keywords ?? '',
    body: body ?? '',
    verses: versesOf(quotedVerses(post.markdown, post.title)),
  };
}

/** The tokens of verses, each once: the `verses` field of a document. */
export const versesOf = (references: ReadonlyArray<Parameters<typeof verseToken>[0]>) => [...new Set(references.map(verseToken))].join(' ');

/** What the build knows of a glossary term to find it by name. */
export interface SearchTermSource {
  readonly id: string;
  readonly iast: string;
  readonly devanagari: string;
  readonly spellings: readonly string[];
}

/**
 * The index of every post (title, keywords, description, body and the verses it quotes), and of the glossary's terms
 * by name, as the file the search page fetches.
 */
export async function buildSearchIndex(
  posts: readonly SearchSource[],
  synonyms: Synonyms = {},
  terms: readonly SearchTermSource[] = [],
): Promise<SearchIndexFile> {
  const unique = [...new Map(posts.map((post) => [post.slug, post])).values()];
  const engine = new MiniSearch(engineOptions);
  engine.addAll(await Promise.all(unique.map(searchDocument)));
  return searchIndexFile(engine.toJSON(), synonyms, terms.map(indexedTerm));
}
