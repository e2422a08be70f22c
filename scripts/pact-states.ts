/**
 * Provider states of the ContentFunctions contract: each named state replaces what the running content
 * API serves with exactly the data it names: a fresh temporary content folder, or the rows of a database.
 * Used by scripts/pact-verify.ts; the names and parameters must match the consumer's `given(...)`.
 */
import type pg from 'pg';
import type { ContentApi } from '../server/api';
import { upsertMedia, upsertPost } from '../server/storage/publish';
import { inTransaction } from '../server/storage/transaction';
import { SHARED_DOMAIN } from '../server/storage/types';
import { VERSION_MAX_AGE_MS } from '../server/storage/versionWatch';
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
          updated: '2025-03-02',
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

/** Puts a state's data in place of whatever was served before. */
export interface StateSeeder {
  seed(name: string, seed: Seed): Promise<void>;
  cleanup(): Promise<void>;
}

/** Each state in a new temporary folder (the previous one removed), which `api` is reloaded from. */
export function folderSeeder(api: ContentApi): StateSeeder {
  let current: string | undefined;
  const removeCurrent = () => {
    if (current) removeDir(current);
    current = undefined;
  };
  return {
    seed(name, seed) {
      removeCurrent();
      current = writeContent(makeTempDir('vedanta-pact-state-'), seed.posts, seed.media);
      const { problems, posts } = api.reload(current);
      // Seeded data that the loader rejects would make the state a lie: fail loudly instead.
      if (problems.length > 0) throw new Error(`state "${name}" seeded invalid content:\n${problems.map(formatProblem).join('\n')}`);
      if (posts.length !== seed.posts.length)
        throw new Error(`state "${name}" seeded ${seed.posts.length} posts but ${posts.length} loaded`);
      return Promise.resolve();
    },
    cleanup() {
      removeCurrent();
      return Promise.resolve();
    },
  };
}

/** Each state as the rows of an emptied database: the shared posts every domain is served, and their images. */
export function databaseSeeder(pool: pg.Pool): StateSeeder {
  const empty = (client: pg.ClientBase) => client.query('TRUNCATE content_posts, content_media');
  return {
    async seed(_name, seed) {
      await inTransaction(pool, async (client) => {
        await empty(client);
        for (const post of seed.posts) await upsertPost(client, SHARED_DOMAIN, post);
        for (const [file, text] of Object.entries(seed.media)) await upsertMedia(client, file, Buffer.from(text));
      });
      // As any publish: the functions (this process's, or Deno's) see the new content version within this time.
      await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 100));
    },
    async cleanup() {
      const client = await pool.connect();
      try {
        await empty(client);
      } finally {
        client.release();
      }
    },
  };
}

/** Pact state handlers: each seeds its state's data through `seeder`. `cleanup()` removes the last state's. */
export function createStateHandlers(seeder: StateSeeder): { handlers: Record<string, StateHandler>; cleanup(): Promise<void> } {
  const handlers = Object.fromEntries(
    Object.entries(PROVIDER_STATES).map(([name, seedFor]): [string, StateHandler] => [
      name,
      async (params) => {
        const seed = seedFor(params && typeof params === 'object' ? (params as Record<string, unknown>) : undefined);
        await seeder.seed(name, seed);
        return undefined;
      },
    ]),
  );
  return { handlers, cleanup: () => seeder.cleanup() };
}
