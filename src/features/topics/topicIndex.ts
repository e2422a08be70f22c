import type { TopicList, TopicPosts } from '@/api/models';
import { topicSlug } from '@/lib/topics';

/** What the build knows of each post to list it under its topics. */
export interface TopicSource {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, or '' when the post has no valid date. */
  readonly date: string;
  readonly image?: string;
  /** The post's short-tail keywords, as written: each is a topic. */
  readonly topics: readonly string[];
}

function newestFirst(a: TopicSource, b: TopicSource): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** The spelling most posts use for a topic; among equals, the first in alphabetical order. */
function commonest(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0] ?? '';
}

export interface TopicIndex {
  readonly list: TopicList;
  /** Each topic's posts, newest first, by topic slug. */
  readonly posts: ReadonlyMap<string, TopicPosts>;
}

/** Every topic of the posts (their short-tail keywords, one topic per spelling-insensitive keyword) with its posts. */
export function topicIndex(posts: readonly TopicSource[]): TopicIndex {
  const bySlug = new Map<string, { spellings: string[]; posts: TopicSource[] }>();
  for (const post of new Map(posts.map((entry) => [entry.slug, entry])).values()) {
    const seen = new Set<string>();
    for (const keyword of post.topics) {
      const slug = topicSlug(keyword);
      if (!slug || seen.has(slug)) continue;
      seen.add(slug);
      const topic = bySlug.get(slug) ?? { spellings: [], posts: [] };
      topic.spellings.push(keyword.trim().replace(/\s+/g, ' '));
      topic.posts.push(post);
      bySlug.set(slug, topic);
    }
  }
  const topics = [...bySlug].map(([slug, topic]) => ({
    slug,
    label: commonest(topic.spellings),
    posts: [...topic.posts].sort(newestFirst),
  }));
  topics.sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    list: { topics: topics.map(({ slug, label, posts: listed }) => ({ slug, label, count: listed.length })) },
    posts: new Map(
      topics.map(({ slug, label, posts: listed }) => [
        slug,
        {
          slug,
          label,
          posts: listed.map(({ slug: postSlug, title, description, date, image }) => ({
            slug: postSlug,
            title,
            description,
            date,
            ...(image ? { image } : {}),
          })),
        },
      ]),
    ),
  };
}
