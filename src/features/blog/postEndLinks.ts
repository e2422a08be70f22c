import type { Reading, ReadingLink } from '@/api/models';

/** What "More to read" links at a post's end, after its reading paths' places. */
export interface PostEndLinks {
  readonly related: readonly ReadingLink[];
  readonly previous: ReadingLink | null;
  readonly next: ReadingLink | null;
}

/**
 * The end of a post links each post once, in the order the reader meets them: the reading paths' neighbours first,
 * then related reading, then the posts before and after by date. A post already linked above is left out below, so
 * no two "next" links lead to the same post.
 */
export function postEndLinks({ paths, related, previous, next }: Reading): PostEndLinks {
  const linked = new Set(paths.flatMap((place) => [place.previous?.slug, place.next?.slug]).filter((slug) => slug !== undefined));
  const relatedShown = related.filter((link) => !linked.has(link.slug));
  for (const link of relatedShown) linked.add(link.slug);
  const unlessLinked = (link: ReadingLink | null) => (link && !linked.has(link.slug) ? link : null);
  return { related: relatedShown, previous: unlessLinked(previous), next: unlessLinked(next) };
}
