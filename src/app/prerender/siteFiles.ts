import { GLOSSARY_PATH, pathFilePath, readingFilePath, SEARCH_INDEX_PATH, TOPIC_LIST_PATH, topicFilePath } from '@/api/apiSlice';
import type { GlossaryEntry } from '@/features/glossary/glossaryFiles';
import { glossaryFile, postCards } from '@/features/glossary/glossaryFiles';
import { readingIndex } from '@/features/blog/readingIndex';
import type { ReadingPathEntry } from '@/features/paths/pathFiles';
import { pathFile, pathPlaces } from '@/features/paths/pathFiles';
import { buildSearchIndex } from '@/features/search/buildSearchIndex';
import type { Synonyms } from '@/features/search/searchQuery';
import { keywordTopics, topicIndex } from '@/features/topics/topicIndex';
import { NO_TOPIC_MAP, type TopicMap } from '@/features/topics/topicMap';
import { quotationsIn } from '@/lib/quotedVerse';
import type { SitePost } from './siteContents';

/** The site's own content beside the posts (`content/`), checked. */
export interface SiteContent {
  readonly synonyms: Synonyms;
  readonly glossary: readonly GlossaryEntry[];
  readonly paths: readonly ReadingPathEntry[];
  /** How the posts' keywords gather into topics (without it, each keyword is one). */
  readonly topics?: TopicMap;
}

const NO_CONTENT: SiteContent = { synonyms: {}, glossary: [], paths: [] };

/** Worked out once from all the posts, so no page needs another request to show them. */
export async function siteFiles(posts: readonly SitePost[], content: SiteContent = NO_CONTENT) {
  const files = new Map<string, unknown>();
  const cardsOf = postCards(content.glossary);
  const withKeywords = posts.map((post) => ({ ...post, keywords: [...post.shortTailKeywords, ...post.longTailKeywords] }));
  // A path none of whose posts the functions have is no path.
  const paths = content.paths.map((entry) => pathFile(entry, posts)).filter((path) => path.steps.length > 0);
  for (const path of paths) files.set(pathFilePath(path.slug), path);
  const reading = readingIndex(
    withKeywords.map((post) => ({
      ...post,
      terms: cardsOf(post.markdown),
      topics: keywordTopics(post.shortTailKeywords, content.topics ?? NO_TOPIC_MAP),
      verses: quotationsIn(post.markdown),
    })),
    pathPlaces(paths),
  );
  for (const [slug, links] of reading) files.set(readingFilePath(slug), links);

  const topics = topicIndex(posts, content.topics);
  files.set(TOPIC_LIST_PATH, topics.list);
  files.set(GLOSSARY_PATH, glossaryFile(content.glossary, posts));
  for (const [slug, topic] of topics.posts) files.set(topicFilePath(slug), topic);

  files.set(SEARCH_INDEX_PATH, await buildSearchIndex(withKeywords, content.synonyms, content.glossary));
  return { files, topicSlugs: [...topics.posts.keys()], pathSlugs: paths.map((path) => path.slug) };
}
