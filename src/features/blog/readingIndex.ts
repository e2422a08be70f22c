import type { PathPlace, Reading, ReadingLink } from '@/api/models';
import { normaliseTerm } from '@/lib/normaliseTerm';

/** What the build knows of a post to link it to others: its date (`YYYY-MM-DD`, or ''), both keyword lists, what it explains. */
export interface ReadingPost extends ReadingLink, Partial<Pick<Reading, 'terms' | 'topics' | 'verses'>> {
  readonly date: string;
  readonly keywords: readonly string[];
}

export const RELATED_COUNT = 3;

const link = ({ slug, title }: ReadingPost): ReadingLink => ({ slug, title });

/** Oldest first, then by slug, so the order never depends on the API's. */
function byDate(a: ReadingPost, b: ReadingPost): number {
  return a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug);
}

/** Every post's reading links: related posts share the most keywords, newer first; the newest fill in if too few do. */
export function readingIndex(
  posts: readonly ReadingPost[],
  places: ReadonlyMap<string, readonly PathPlace[]> = new Map(),
): Map<string, Reading> {
  const ordered = [...new Map(posts.map((post) => [post.slug, post])).values()].sort(byDate);
  const newestFirst = [...ordered].reverse();
  const terms = new Map(ordered.map((post) => [post.slug, new Set(post.keywords.map(normaliseTerm).filter(Boolean))]));
  const index = new Map<string, Reading>();
  ordered.forEach((post, position) => {
    const own = terms.get(post.slug) ?? new Set<string>();
    const scored = newestFirst
      .filter((other) => other.slug !== post.slug)
      .map((other) => ({ other, shared: [...(terms.get(other.slug) ?? [])].filter((term) => own.has(term)).length }));
    // A stable sort: among equals, newer first.
    const related = scored
      .sort((a, b) => b.shared - a.shared)
      .slice(0, RELATED_COUNT)
      .map(({ other }) => link(other));
    const previous = ordered[position - 1];
    const next = ordered[position + 1];
    index.set(post.slug, {
      previous: previous ? link(previous) : null,
      next: next ? link(next) : null,
      related,
      terms: post.terms ?? [],
      paths: [...(places.get(post.slug) ?? [])],
      topics: post.topics ?? [],
      verses: post.verses ?? [],
    });
  });
  return index;
}
