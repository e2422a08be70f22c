import path from 'node:path';
import * as v from 'valibot';
import { NO_TOPIC_MAP, topicMapSchema, type TopicMap } from '../../src/features/topics/topicMap';
import { splitKeywords } from '../../src/lib/keywords';
import { topicSlug } from '../../src/lib/topics';
import { readJsonFile } from './jsonFile';
import { displayPath, type ContentProblem } from './problems';

/** How the posts' short-tail keywords gather into the topics of `/topics` (src/features/topics/topicMap.ts). */
export const TOPIC_MAP_FILE = 'topics.json';

/** What the check needs of a post: where it is written and its short-tail keywords. */
export interface KeywordSource {
  readonly source: string;
  readonly shortTailKeywords?: string;
}

/**
 * `content/topics.json`, checked against the folder's posts: each keyword in one topic, each topic with a post, and
 * every keyword of a post in a topic (one that is not is reported, and is a topic of its own until it is mapped).
 * A file that does not read as a map is reported and left out: the topics are then the keywords themselves.
 */
export function readTopicMap(contentDir: string, posts: readonly KeywordSource[]): { map: TopicMap; problems: ContentProblem[] } {
  const file = path.join(contentDir, TOPIC_MAP_FILE);
  const problems: ContentProblem[] = [];
  const report = (field: string, message: string) => problems.push({ file: displayPath(file), field, message });
  const data = readJsonFile(file, report);
  if (data === undefined) return { map: NO_TOPIC_MAP, problems };
  const result = v.safeParse(topicMapSchema, data);
  if (!result.success) {
    for (const issue of result.issues) report(v.getDotPath(issue) ?? 'file', issue.message);
    return { map: NO_TOPIC_MAP, problems };
  }
  const map = result.output;

  const topicOf = new Map<string, string>();
  map.topics.forEach((topic, index) => {
    for (const keyword of topic.keywords) {
      const key = topicSlug(keyword);
      const other = topicOf.get(key);
      if (!key) report(`topics.${index}.keywords`, `"${keyword}" has no letter or digit`);
      else if (other !== undefined) report(`topics.${index}.keywords`, `"${keyword}" is in "${other}" already: a keyword gathers into one topic`);
      else topicOf.set(key, topic.name);
    }
  });

  const used = new Set<string>();
  for (const post of posts) {
    for (const keyword of splitKeywords(post.shortTailKeywords)) {
      const key = topicSlug(keyword);
      if (!key) continue;
      used.add(key);
      if (!topicOf.has(key)) {
        problems.push({
          file: post.source,
          field: 'shortTailKeywords',
          message: `"${keyword}" is in no topic of content/${TOPIC_MAP_FILE}: add it to the topic it belongs to, or as a topic of its own`,
        });
      }
    }
  }
  map.topics.forEach((topic, index) => {
    if (!topic.keywords.some((keyword) => used.has(topicSlug(keyword)))) {
      report(`topics.${index}`, `no post has any keyword of "${topic.name}": remove it, or add the keyword a post uses`);
    }
  });
  return { map, problems };
}
