import * as v from 'valibot';
import { topicSlug } from '@/lib/topics';

const name = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `content/topics.json`: each topic gathers the keywords that say one thing; the main ones lead `/topics`. */
export const topicMapSchema = v.object({
  topics: v.array(
    v.strictObject(
      {
        name,
        /** The first gives the topic its address. */
        keywords: v.pipe(v.array(name), v.minLength(1)),
        main: v.optional(v.boolean(), false),
      },
      'unknown field (allowed: name, keywords, main)',
    ),
  ),
});

export type TopicMap = v.InferOutput<typeof topicMapSchema>;

export interface MappedTopic {
  readonly slug: string;
  readonly label: string;
  readonly main: boolean;
  /** Its place among the main topics; Infinity for the rest. */
  readonly rank: number;
}

export const NO_TOPIC_MAP: TopicMap = { topics: [] };

/** A keyword's topic in `map`, whatever its case or spelling; the first topic to name a keyword has it. */
export function topicFinder(map: TopicMap): (keyword: string) => MappedTopic | undefined {
  const byKeyword = new Map<string, MappedTopic>();
  let rank = 0;
  for (const topic of map.topics) {
    const [first = ''] = topic.keywords;
    const mapped: MappedTopic = { slug: topicSlug(first), label: topic.name, main: topic.main, rank: topic.main ? rank++ : Infinity };
    if (!mapped.slug) continue;
    for (const keyword of topic.keywords) {
      const key = topicSlug(keyword);
      if (key && !byKeyword.has(key)) byKeyword.set(key, mapped);
    }
  }
  return (keyword) => byKeyword.get(topicSlug(keyword));
}
