import type { Reading, ReadingLink } from '@/api/models';

/** Each post linked once, in reading order (paths, related, by date), so no two "next" links lead to the same post. */
export function postEndLinks({ paths, related, previous, next }: Reading) {
  const linked = new Set(paths.flatMap((place) => [place.previous?.slug, place.next?.slug]).filter((slug) => slug !== undefined));
  const relatedShown = related.filter((link) => !linked.has(link.slug));
  for (const link of relatedShown) linked.add(link.slug);
  const unlessLinked = (link: ReadingLink | null) => (link && !linked.has(link.slug) ? link : null);
  return { related: relatedShown, previous: unlessLinked(previous), next: unlessLinked(next) };
}
