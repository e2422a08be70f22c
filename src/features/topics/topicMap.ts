import * as v from 'valibot';
import { topicSlug } from '@/lib/topics';

const name = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * `content/topics.json`: the blog's topics as a reader meets them. Each gathers the short-tail keywords that say one
 * thing (advaita, advaita vedanta, non-dualism) under a name cased as a name; the main ones lead `/topics` in the
 * map's order, the rest are folded under them.
 */
export const topicMapSchema = v.object({
  topics: v.array(
    v.strictObject(
      {
        name,
        /** The keywords it gathers, as posts write them; the first gives the topic its address (`/topics/advaita`). */
        keywords: v.pipe(v.array(name), v.minLength(1)),
        main: v.optional(v.boolean(), false),
      },
      'unknown field (allowed: name, keywords, main)',
    ),
  ),
});

export type TopicMap = v.InferOutput<typeof topicMapSchema>;

/** A keyword's topic: where its page is, what it is called, and whether it leads the topics. */
export interface MappedTopic {
  readonly slug: string;
  readonly label: string;
  readonly main: boolean;
  /** Its place among the main topics, in the map's order; Infinity for the rest. */
  readonly rank: number;
}

export const NO_TOPIC_MAP: TopicMap = { topics: [] };

/**
 * Finds a keyword's topic in `map`, whatever its case or spelling (`topicSlug`); undefined for a keyword the map does
 * not name (it is a topic of its own) or one with no letter or digit. The first topic to name a keyword has it.
 */
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
