import type { TopicList, TopicPost, TopicPosts } from '@/api/models';
import { topicSlug } from '@/lib/topics';
import { NO_TOPIC_MAP, topicFinder, type MappedTopic, type TopicMap } from './topicMap';

/** A post as the build reads it (its date `YYYY-MM-DD`, or ''), with its short-tail keywords as written: each is a topic. */
export type TopicSource = TopicPost & { readonly shortTailKeywords: readonly string[] };

/** What a topic's page shows of a post. */
const cardOf = ({ slug, title, description, date, image }: TopicSource): TopicPost => ({
  slug,
  title,
  description,
  date,
  ...(image ? { image } : {}),
});

function newestFirst(a: TopicPost, b: TopicPost): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** The spelling most posts use for a topic; among equals, the first in alphabetical order. */
function commonest(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0] ?? '';
}

/** The main topics in the map's order, then the rest by name. */
function readingOrder(a: { label: string; rank: number }, b: { label: string; rank: number }): number {
  return a.rank - b.rank || a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.label.localeCompare(b.label);
}

/** Every topic with its posts: keywords gathered by `map`, others each a topic called by its commonest spelling. */
export function topicIndex(
  posts: readonly TopicSource[],
  map: TopicMap = NO_TOPIC_MAP,
): { list: TopicList; posts: ReadonlyMap<string, TopicPosts> } {
  const find = topicFinder(map);
  const bySlug = new Map<string, { mapped: MappedTopic | undefined; spellings: string[]; posts: TopicPost[] }>();
  for (const post of new Map(posts.map((entry) => [entry.slug, entry])).values()) {
    const card = cardOf(post);
    const seen = new Set<string>();
    for (const keyword of post.shortTailKeywords) {
      const mapped = find(keyword);
      const slug = mapped?.slug ?? topicSlug(keyword);
      if (!slug || seen.has(slug)) continue;
      seen.add(slug);
      const topic = bySlug.get(slug) ?? { mapped, spellings: [], posts: [] };
      topic.spellings.push(keyword.trim().replace(/\s+/g, ' '));
      topic.posts.push(card);
      bySlug.set(slug, topic);
    }
  }
  const topics = [...bySlug]
    .map(([slug, topic]) => ({
      slug,
      label: topic.mapped?.label ?? commonest(topic.spellings),
      main: topic.mapped?.main ?? false,
      rank: topic.mapped?.rank ?? Infinity,
      posts: topic.posts.sort(newestFirst),
    }))
    .sort(readingOrder);
  return {
    list: { topics: topics.map(({ slug, label, main, posts: listed }) => ({ slug, label, count: listed.length, main })) },
    posts: new Map(topics.map(({ slug, label, posts: listed }) => [slug, { slug, label, posts: listed }])),
  };
}

/** Each keyword (by `topicSlug`) and its topic's slug, for the tags' links. */
export function keywordTopics(keywords: readonly string[], map: TopicMap): { keyword: string; topic: string }[] {
  const find = topicFinder(map);
  return keywords.flatMap((keyword) => {
    const key = topicSlug(keyword);
    return key ? [{ keyword: key, topic: find(keyword)?.slug ?? key }] : [];
  });
}
