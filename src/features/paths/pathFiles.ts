import type { PathPlace, ReadingLink, ReadingPath } from '@/api/models';

/** A reading path as `content/paths/<slug>.json` writes it: its posts in order, by slug. */
export interface ReadingPathEntry {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly steps: ReadonlyArray<{ readonly post: string; readonly why: string }>;
}

/** `/data/paths/<slug>.json`, each step with its post's title; a post the build does not have is left out. */
export function pathFile(entry: ReadingPathEntry, posts: readonly ReadingLink[]): ReadingPath {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    slug: entry.slug,
    title: entry.title,
    description: entry.description,
    steps: entry.steps.flatMap((step) => {
      const post = bySlug.get(step.post);
      return post ? [{ slug: post.slug, title: post.title, why: step.why }] : [];
    }),
  };
}

/** Each post's places on the paths, by slug: where it stands and its neighbours on each. */
export function pathPlaces(paths: readonly ReadingPath[]): Map<string, PathPlace[]> {
  const places = new Map<string, PathPlace[]>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      const previous = path.steps[index - 1];
      const next = path.steps[index + 1];
      const place: PathPlace = {
        path: path.slug,
        title: path.title,
        position: index + 1,
        total: path.steps.length,
        previous: previous ? { slug: previous.slug, title: previous.title } : null,
        next: next ? { slug: next.slug, title: next.title } : null,
      };
      places.set(step.slug, [...(places.get(step.slug) ?? []), place]);
    });
  }
  return places;
}
