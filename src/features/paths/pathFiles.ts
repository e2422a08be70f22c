import type { PathPlace, ReadingLink, ReadingPath } from '@/api/models';

const linkTo = (step: ReadingLink | undefined): ReadingLink | null => (step ? { slug: step.slug, title: step.title } : null);

/** A reading path as `content/paths/<slug>.json` writes it: its posts in order, by slug. */
export type ReadingPathEntry = Omit<ReadingPath, 'steps'> & {
  readonly steps: ReadonlyArray<{ readonly post: string; readonly why: string }>;
};

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
      const place: PathPlace = {
        path: path.slug,
        title: path.title,
        position: index + 1,
        total: path.steps.length,
        previous: linkTo(path.steps[index - 1]),
        next: linkTo(path.steps[index + 1]),
      };
      places.set(step.slug, [...(places.get(step.slug) ?? []), place]);
    });
  }
  return places;
}
