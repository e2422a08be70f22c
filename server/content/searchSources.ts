import type { SearchSource } from '../../src/features/search/buildSearchIndex';
import { splitKeywords } from '../../src/lib/keywords';
import { loadContent } from './load';

/** The shared posts of a content folder, as the build indexes them for search (the bench and the query table read them). */
export function searchSources(contentDir: string): SearchSource[] {
  return loadContent(contentDir).posts.map((post) => ({
    slug: post.slug,
    title: post.metaTitle,
    description: post.metaDescription,
    date: post.date,
    keywords: [...splitKeywords(post.shortTailKeywords), ...splitKeywords(post.longTailKeywords)],
    markdown: post.blog,
  }));
}
