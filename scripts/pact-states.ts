/**
 * Provider states of the ContentFunctions contract: each named state writes a fresh temporary
 * content folder holding exactly the data it names and points the running content API at it.
 * Used by scripts/pact-verify.ts; the names and parameters must match the consumer's `given(...)`.
 */
import type { ContentApi } from '../server/api';
import { formatProblem } from '../server/content/load';
import { SLUG_PATTERN } from '../server/content/schema';
import { generatePosts, makeTempDir, placeholderSvg, removeDir, writeContent, type SeedPost } from '../tests/support/contentFolders';

type Params = Record<string, unknown> | undefined;
interface Seed {
  posts: SeedPost[];
  media: Record<string, string>;
}

function slugParam(params: Params, fallback: string): string {
  const slug = params?.slug ?? fallback;
  if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug))
    throw new Error(`state parameter slug must be a valid slug, got ${JSON.stringify(slug)}`);
  return slug;
}

function countParam(params: Params, fallback: number): number {
  const count = Number(params?.count ?? fallback);
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new Error(`state parameter count must be an integer from 0 to 1000, got ${JSON.stringify(params?.count)}`);
  return count;
}

const titleOf = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** What each provider state puts in the content folder. */
export const PROVIDER_STATES: Record<string, (params: Params) => Seed> = {
  // Every generated post has an image: a consumer template may list pinterestImageLink, and extra keys never break a contract.
  'blog posts exist': (params) => generatePosts(countParam(params, 23)),

  'no blog posts exist': () => ({ posts: [], media: {} }),

  'a blog post with every optional field exists': (params) => {
    const slug = slugParam(params, 'the-bhagavad-gita');
    return {
      posts: [
        {
          id: 3,
          slug,
          metaTitle: `${titleOf(slug)}: Setting, Yogas and Key Verses`,
          metaDescription: `An introduction to ${titleOf(slug)}.`,
          date: '2025-01-27',
          blog: `## ${titleOf(slug)}\n\nA conversation of seven hundred verses.\n\n- action\n- knowledge\n- devotion`,
          pinterestImageLink: `media/${slug}.svg`,
          youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
          shortTailKeywords: 'bhagavad gita, krishna, arjuna',
          longTailKeywords: 'bhagavad gita summary, key verses of the bhagavad gita',
        },
      ],
      media: { [`${slug}.svg`]: placeholderSvg(titleOf(slug)) },
    };
  },

  'a blog post with only the required fields exists': (params) => {
    const slug = slugParam(params, 'atman-and-brahman');
    return {
      posts: [
        {
          id: 11,
          slug,
          metaTitle: `${titleOf(slug)}: The Self and the Absolute`,
          metaDescription: `What ${titleOf(slug)} means.`,
          date: '2025-08-25',
          blog: `## ${titleOf(slug)}\n\nTwo words carry more weight in Vedanta than any others.`,
        },
      ],
      media: {},
    };
  },

  'no blog post exists for the slug': (params) => {
    const slug = slugParam(params, 'no-such-post');
    const seed = generatePosts(3);
    return { posts: seed.posts.filter((post) => post.slug !== slug), media: seed.media };
  },
};

export type StateHandler = (params?: unknown) => Promise<undefined>;

/**
 * Pact state handlers for `api`: each resets (removes the previous folder), seeds a new temporary
 * folder and reloads the API from it. `cleanup()` removes the last folder.
 */
export function createStateHandlers(api: ContentApi): { handlers: Record<string, StateHandler>; cleanup(): void } {
  let current: string | undefined;
  const cleanup = () => {
    if (current) removeDir(current);
    current = undefined;
  };
  const handlers = Object.fromEntries(
    Object.entries(PROVIDER_STATES).map(([name, seedFor]): [string, StateHandler] => [
      name,
      (params) =>
        new Promise<undefined>((resolve) => {
          const seed = seedFor(params && typeof params === 'object' ? (params as Record<string, unknown>) : undefined);
          cleanup();
          current = writeContent(makeTempDir('vedanta-pact-state-'), seed.posts, seed.media);
          const { problems, posts } = api.reload(current);
          // Seeded data that the loader rejects would make the state a lie: fail loudly instead.
          if (problems.length > 0) throw new Error(`state "${name}" seeded invalid content:\n${problems.map(formatProblem).join('\n')}`);
          if (posts.length !== seed.posts.length)
            throw new Error(`state "${name}" seeded ${seed.posts.length} posts but ${posts.length} loaded`);
          resolve(undefined);
        }),
    ]),
  );
  return { handlers, cleanup };
}
