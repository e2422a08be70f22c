/**
 * Posts and images in Postgres (`CONTENT_DATABASE_URL`), written by `npm run content:publish`.
 * Parameterised queries only; one pool with timeouts, so a slow, saturated or gone database ends a request
 * in under 2 s with a StorageUnavailableError (a 503 to retry) rather than holding it open.
 */
import pg from 'pg';
import { PAGE_SIZE } from '../../src/api/contract';
import { MEDIA_FILE_PATTERN, SLUG_PATTERN } from '../content/schema';
import {
  lookupDomain,
  SHARED_DOMAIN,
  StorageUnavailableError,
  type ContentStorage,
  type ContentVersion,
  type ListPage,
  type MediaFile,
  type PostSummary,
  type StoredPost,
} from './types';
import { batchedLookup } from './batch';
import { watchVersion } from './versionWatch';

/**
 * Timeouts of the pool and of each statement, in milliseconds: waiting for a connection (a gone server, an
 * exhausted pool) plus the longest statement stays under the 2 s within which a request gets its 503. Our
 * queries take about a millisecond (npm run bench).
 */
export const POOL_DEFAULTS = {
  max: 10,
  connectionTimeoutMillis: 600,
  idleTimeoutMillis: 30_000,
  statement_timeout: 800,
  // The client's own limit, for a server that stops answering without closing the connection.
  query_timeout: 1_200,
  application_name: 'vedanta-content-api',
} satisfies pg.PoolConfig;

/** SQLSTATE classes of a server that cannot answer now: connection, resources, operator intervention (a shutdown, a cancelled statement). */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58']);

/** Whether a query failed because the database cannot answer now, rather than because the query is wrong. */
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // A five-character SQLSTATE came from the server; anything else (ECONNREFUSED, a pool or client timeout,
  // "Connection terminated") from the connection.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  return true;
}

/** The domain whose posts a request for `domain` is served: its own when it has any, else the shared ones (worked out once per query). */
const SITE = `(
    SELECT CASE WHEN EXISTS (SELECT 1 FROM content_posts WHERE domain = $1 AND unpublished_at IS NULL)
      THEN $1 ELSE '${SHARED_DOMAIN}' END
  )`;

// One round trip: the total, and the page's rows (none past the end) beside it.
const LIST_QUERY = `
  SELECT
    (SELECT count(*)::int FROM content_posts p WHERE p.domain = ${SITE} AND p.unpublished_at IS NULL) AS total,
    page.id, page.slug, page.meta_title, page.meta_description, page.date::text AS date, page.pinterest_image_link,
    page.reading_minutes
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT p.id, p.slug, p.meta_title, p.meta_description, p.pinterest_image_link, p.reading_minutes, p.date
    FROM content_posts p
    WHERE p.domain = ${SITE} AND p.unpublished_at IS NULL
    ORDER BY p.date DESC, p.id DESC
    LIMIT $2 OFFSET $3
  ) AS page ON true
  ORDER BY page.date DESC, page.id DESC`;

// The posts of one domain that requests asked for at about the same time (server/storage/batch.ts).
const DETAILS_QUERY = `
  SELECT p.id, p.slug, p.meta_title, p.meta_description, p.date::text AS date, p.blog, p.pinterest_image_link,
    p.youtube_shorts_url, p.short_tail_keywords, p.long_tail_keywords, p.updated::text AS updated
  FROM content_posts p
  WHERE p.domain = ${SITE} AND p.slug = ANY($2::text[]) AND p.unpublished_at IS NULL`;

const MEDIA_QUERY = 'SELECT content_type, bytes FROM content_media WHERE name = $1';

const VERSION_QUERY = 'SELECT version::text AS version FROM content_version';
const DOMAINS_QUERY = 'SELECT DISTINCT domain FROM content_posts WHERE unpublished_at IS NULL';

/** The columns a list's row and a post's row share. */
interface PostRow {
  id: number;
  slug: string;
  meta_title: string;
  meta_description: string;
  date: string;
  pinterest_image_link: string | null;
}

interface ListRow extends Omit<PostRow, 'id'> {
  total: number;
  id: number | null;
  reading_minutes: number;
}

interface DetailRow extends PostRow {
  blog: string;
  youtube_shorts_url: string | null;
  short_tail_keywords: string | null;
  long_tail_keywords: string | null;
  updated: string | null;
}

const orUndefined = (value: string | null) => value ?? undefined;

/** What a post's summary and the post itself read alike from their rows. */
function sharedFieldsOf(row: PostRow) {
  return {
    id: row.id,
    slug: row.slug,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    date: row.date,
    pinterestImageLink: orUndefined(row.pinterest_image_link),
  };
}

function summaryOf(row: ListRow & { id: number }): PostSummary {
  return { ...sharedFieldsOf(row), readingMinutes: row.reading_minutes };
}

function postOf(row: DetailRow): StoredPost {
  return {
    ...sharedFieldsOf(row),
    blog: row.blog,
    youtubeShortsUrl: orUndefined(row.youtube_shorts_url),
    shortTailKeywords: orUndefined(row.short_tail_keywords),
    longTailKeywords: orUndefined(row.long_tail_keywords),
    updated: orUndefined(row.updated),
  };
}

export interface PostgresStorage extends ContentStorage {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

type Log = Pick<Console, 'info' | 'error'>;

/** A database that answers again is back once it has not failed for this long (a stopping server flaps first). */
const SETTLED_MS = 1_000;

/**
 * One line when the database stops answering and one when it is back, however many requests fail in between:
 * a log that a stopped database floods helps no one.
 */
function outageLog(logger: Log) {
  let since: number | undefined;
  let lastFailure = 0;
  let failed = 0;
  return {
    failed(error: unknown) {
      failed += 1;
      lastFailure = Date.now();
      if (since !== undefined) return;
      since = lastFailure;
      const reason = error instanceof Error ? error.message : String(error);
      logger.error(`Content database unavailable (${reason}): answering 503 with Retry-After, or a kept answer, until it answers again`);
    },
    answered() {
      if (since === undefined || Date.now() - lastFailure < SETTLED_MS) return;
      logger.info(
        `Content database answering again after ${((lastFailure - since) / 1000).toFixed(1)} s of failures (${failed} failed queries)`,
      );
      since = undefined;
      failed = 0;
    },
  };
}

function versionOf(domains: readonly string[]): ContentVersion {
  const own = new Set(domains);
  return {
    servedDomain: (domain) => {
      const key = lookupDomain(domain);
      return own.has(key) ? key : SHARED_DOMAIN;
    },
  };
}

export function createPostgresStorage(connectionString: string, config: pg.PoolConfig = {}, logger: Log = console): PostgresStorage {
  const pool = new pg.Pool({ ...POOL_DEFAULTS, ...config, connectionString });
  const outage = outageLog(logger);
  // An idle client that loses its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => outage.failed(error));

  async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    try {
      const { rows } = await pool.query<Row>(text, values);
      outage.answered();
      return rows;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      outage.failed(error);
      throw new StorageUnavailableError(`Content database unavailable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  const version = watchVersion(async () => {
    const [row] = await query<{ version: string }>(VERSION_QUERY);
    return {
      version: row?.version ?? '',
      domains: async () => (await query<{ domain: string }>(DOMAINS_QUERY)).map((each) => each.domain),
    };
  }, versionOf);

  const postsBySlug = batchedLookup(async (domain, slugs) => {
    const rows = await query<DetailRow>(DETAILS_QUERY, [domain, slugs]);
    return new Map(rows.map((row) => [row.slug, postOf(row)]));
  });

  return {
    pool,
    currentVersion: version.current,
    knownVersion: version.known,
    async listPage(domain: string, page: number): Promise<ListPage> {
      const rows = await query<ListRow>(LIST_QUERY, [lookupDomain(domain), PAGE_SIZE, (page - 1) * PAGE_SIZE]);
      const posts = rows.filter((row): row is ListRow & { id: number } => row.id !== null).map(summaryOf);
      return { posts, total: rows[0]?.total ?? 0 };
    },
    // A value no row can hold is not sent: Postgres refuses some (a NUL byte) with an error, not an empty answer.
    async postBySlug(domain: string, slug: string): Promise<StoredPost | undefined> {
      if (!SLUG_PATTERN.test(slug)) return undefined;
      return postsBySlug(lookupDomain(domain), slug);
    },
    async media(file: string): Promise<MediaFile | undefined> {
      if (!MEDIA_FILE_PATTERN.test(file)) return undefined;
      const rows = await query<{ content_type: string; bytes: Buffer }>(MEDIA_QUERY, [file]);
      const row = rows[0];
      return row && { bytes: new Uint8Array(row.bytes), contentType: row.content_type };
    },
    close: () => pool.end(),
  };
}
