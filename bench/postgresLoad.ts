/**
 * The content API over Postgres under the same load as over the folder: a generated store of 1,000 posts
 * over 20 domains, then grown to 10,000, each measured on a page deep in one domain's list and on a post
 * (`npm start` with CONTENT_DATABASE_URL, a throwaway server from scripts/throwawayPostgres.ts).
 */
import pg from 'pg';
import { NoPostgresError, startThrowawayPostgres } from '../scripts/throwawayPostgres';
import { migrate } from '../server/storage/migrate';
import { runLoad, type EndpointLoad, type LoadOptions } from './load';
import { POST_SLUG, type BenchEndpoint } from './routes';
import { startServer } from './server';

const STORE_DOMAINS = 20;
export const STORE_SIZES = { '1k': 1_000, '10k': 10_000 } as const;
export type StoreSize = keyof typeof STORE_SIZES;

export interface PostgresLoad {
  domains: number;
  /** Per store size, each endpoint's figures. */
  stores?: Partial<Record<StoreSize, Partial<Record<'get_metainfo' | 'get_details', EndpointLoad>>>>;
  /** Why it was not measured (no Postgres on this machine). */
  skipped?: string;
}

const DOMAIN = 'site-07.example';
export const POSTGRES_ENDPOINTS: readonly BenchEndpoint[] = [
  // Page 3: the query skips rows, as a reader deep in the list does.
  { id: 'get_metainfo', path: `/functions/v1/get_metainfo?domain=${DOMAIN}&page=3` },
  { id: 'get_details', path: `/functions/v1/get_details?slug=${POST_SLUG}&domain=${DOMAIN}` },
];

/**
 * Posts `from`..`to` (ids), spread over the domains in turn; each domain's first is POST_SLUG. Bodies of
 * about 900 words, like the site's. One statement: generating 10,000 posts takes a second, not a minute.
 */
async function addPosts(pool: pg.Pool, from: number, to: number): Promise<void> {
  await pool.query(
    `INSERT INTO content_posts (domain, slug, id, meta_title, meta_description, date, blog, reading_minutes, content_hash)
     SELECT 'site-' || lpad(((n - 1) % $3 + 1)::text, 2, '0') || '.example',
       CASE WHEN n <= $3 THEN $4 ELSE 'generated-post-' || n END,
       n, 'Generated post ' || n, 'What generated post ' || n || ' is about.',
       date '2015-01-01' + (n * 7 % 4000),
       '## Generated post ' || n || E'\\n\\n' || repeat('The Self is not the body, nor the mind, nor the senses. ', 90),
       4, md5(n::text)
     FROM generate_series($1::int, $2::int) AS n`,
    [from, to, STORE_DOMAINS, POST_SLUG],
  );
  await pool.query('ANALYZE content_posts');
}

export async function measurePostgresLoad(
  options: Omit<LoadOptions, 'origin'>,
  onProgress: (message: string) => void,
): Promise<PostgresLoad> {
  let postgres;
  try {
    postgres = await startThrowawayPostgres({ quiet: true });
  } catch (error) {
    if (error instanceof NoPostgresError) return { domains: STORE_DOMAINS, skipped: error.message };
    throw error;
  }
  const result: PostgresLoad = { domains: STORE_DOMAINS, stores: {} };
  const url = postgres.createDatabase('bench');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(pool);
    const server = await startServer({ CONTENT_DATABASE_URL: url });
    try {
      let stored = 0;
      for (const [size, count] of Object.entries(STORE_SIZES) as [StoreSize, number][]) {
        onProgress(`Postgres store: ${count.toLocaleString('en-US')} posts over ${STORE_DOMAINS} domains`);
        await addPosts(pool, stored + 1, count);
        stored = count;
        (result.stores ??= {})[size] = await runLoad(POSTGRES_ENDPOINTS, { ...options, origin: server.loopbackOrigin }, (message) =>
          onProgress(`${message} (Postgres, ${size})`),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
    postgres.stop();
  }
  return result;
}
