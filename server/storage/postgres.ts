/**
 * Posts and images in Postgres (`CONTENT_DATABASE_URL`), written by `npm run content:publish`.
 * Parameterised queries only; one pool with timeouts, so a slow or gone database answers a 500
 * in seconds rather than holding requests open.
 */
import pg from 'pg';
import { PAGE_SIZE } from '../../src/api/contract';
import { MEDIA_FILE_PATTERN, SLUG_PATTERN } from '../content/schema';
import {
  lookupDomain,
  SHARED_DOMAIN,
  type ContentStorage,
  type ListPage,
  type MediaFile,
  type PostSummary,
  type StoredPost,
} from './types';

/** Timeouts of the pool and of each statement, in milliseconds. */
const POOL_DEFAULTS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  application_name: 'vedanta-content-api',
} satisfies pg.PoolConfig;

/** The domain whose posts a request for `domain` is served: its own when it has any, else the shared ones. */
const SITE = `
  WITH site AS (
    SELECT CASE WHEN EXISTS (SELECT 1 FROM content_posts WHERE domain = $1 AND unpublished_at IS NULL)
      THEN $1 ELSE '${SHARED_DOMAIN}' END AS domain
  )`;

// One round trip: the total, and the page's rows (none past the end) beside it.
const LIST_QUERY = `${SITE}
  SELECT
    (SELECT count(*)::int FROM content_posts p JOIN site USING (domain) WHERE p.unpublished_at IS NULL) AS total,
    page.id, page.slug, page.meta_title, page.meta_description, page.pinterest_image_link, page.reading_minutes
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT p.* FROM content_posts p JOIN site USING (domain)
    WHERE p.unpublished_at IS NULL
    ORDER BY p.date DESC, p.id DESC
    LIMIT $2 OFFSET $3
  ) AS page ON true
  ORDER BY page.date DESC, page.id DESC`;

const DETAIL_QUERY = `${SITE}
  SELECT p.id, p.slug, p.meta_title, p.meta_description, p.date::text AS date, p.blog, p.pinterest_image_link,
    p.youtube_shorts_url, p.short_tail_keywords, p.long_tail_keywords, p.updated::text AS updated
  FROM content_posts p JOIN site USING (domain)
  WHERE p.slug = $2 AND p.unpublished_at IS NULL`;

const MEDIA_QUERY = 'SELECT content_type, bytes FROM content_media WHERE name = $1';

interface ListRow {
  total: number;
  id: number | null;
  slug: string;
  meta_title: string;
  meta_description: string;
  pinterest_image_link: string | null;
  reading_minutes: number;
}

interface DetailRow {
  id: number;
  slug: string;
  meta_title: string;
  meta_description: string;
  date: string;
  blog: string;
  pinterest_image_link: string | null;
  youtube_shorts_url: string | null;
  short_tail_keywords: string | null;
  long_tail_keywords: string | null;
  updated: string | null;
}

const orUndefined = (value: string | null) => value ?? undefined;

function summaryOf(row: ListRow & { id: number }): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    pinterestImageLink: orUndefined(row.pinterest_image_link),
    readingMinutes: row.reading_minutes,
  };
}

function postOf(row: DetailRow): StoredPost {
  return {
    id: row.id,
    slug: row.slug,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    date: row.date,
    blog: row.blog,
    pinterestImageLink: orUndefined(row.pinterest_image_link),
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

export function createPostgresStorage(connectionString: string, config: pg.PoolConfig = {}): PostgresStorage {
  const pool = new pg.Pool({ ...POOL_DEFAULTS, ...config, connectionString });
  // An idle client that loses its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('Content database connection lost:', error.message));
  return {
    pool,
    // Others publish while this runs: never keep an answer.
    snapshotKey: () => undefined,
    async listPage(domain: string, page: number): Promise<ListPage> {
      const { rows } = await pool.query<ListRow>(LIST_QUERY, [lookupDomain(domain), PAGE_SIZE, (page - 1) * PAGE_SIZE]);
      const posts = rows.filter((row): row is ListRow & { id: number } => row.id !== null).map(summaryOf);
      return { posts, total: rows[0]?.total ?? 0 };
    },
    // A value no row can hold is not sent: Postgres refuses some (a NUL byte) with an error, not an empty answer.
    async postBySlug(domain: string, slug: string): Promise<StoredPost | undefined> {
      if (!SLUG_PATTERN.test(slug)) return undefined;
      const { rows } = await pool.query<DetailRow>(DETAIL_QUERY, [lookupDomain(domain), slug]);
      return rows[0] && postOf(rows[0]);
    },
    async media(file: string): Promise<MediaFile | undefined> {
      if (!MEDIA_FILE_PATTERN.test(file)) return undefined;
      const { rows } = await pool.query<{ content_type: string; bytes: Buffer }>(MEDIA_QUERY, [file]);
      const row = rows[0];
      return row && { bytes: new Uint8Array(row.bytes), contentType: row.content_type };
    },
    close: () => pool.end(),
  };
}
