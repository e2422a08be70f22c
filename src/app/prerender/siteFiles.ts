import { readingFilePath, SEARCH_INDEX_PATH, TOPIC_LIST_PATH, topicFilePath } from '@/api/apiSlice';
import { readingIndex } from '@/features/blog/readingIndex';
import { buildSearchIndex } from '@/features/search/buildSearchIndex';
import { topicIndex } from '@/features/topics/topicIndex';
import type { SitePost } from './siteContents';

/** The files the build writes beside the pages, by the URL path the site asks for them at, and the topics they list. */
export interface SiteFiles {
  readonly files: ReadonlyMap<string, unknown>;
  readonly topicSlugs: readonly string[];
}

/**
 * Every post's reading links, the topics and their posts, and the search index: worked out once from all
 * the posts, so no page needs another request to show them (a post published since joins at the next build).
 */
export async function siteFiles(posts: readonly SitePost[]): Promise<SiteFiles> {
  const files = new Map<string, unknown>();
  const reading = readingIndex(
    posts.map(({ slug, title, date, shortTailKeywords, longTailKeywords }) => ({
      slug,
      title,
      date,
      keywords: [...shortTailKeywords, ...longTailKeywords],
    })),
  );
  for (const [slug, links] of reading) files.set(readingFilePath(slug), links);

  const topics = topicIndex(posts.map((post) => ({ ...post, topics: post.shortTailKeywords })));
  files.set(TOPIC_LIST_PATH, topics.list);
  for (const [slug, topic] of topics.posts) files.set(topicFilePath(slug), topic);

  files.set(
    SEARCH_INDEX_PATH,
    await buildSearchIndex(posts.map((post) => ({ ...post, keywords: [...post.shortTailKeywords, ...post.longTailKeywords] }))),
  );
  return { files, topicSlugs: [...topics.posts.keys()] };
}
