/**
 * `npm run content:publish`: the posts a content folder serves one domain, and the images, written to
 * Postgres in one transaction. A post whose file is gone is unpublished (kept, no longer served); a
 * post or image that has not changed is left alone, so a re-run changes nothing and says so.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { readFileSync } from 'node:fs';
import { readingMinutes } from '../../src/lib/readingTime';
import { DOMAIN_FOLDER_PATTERN, formatProblem, loadContent, postsForDomain, type ContentSnapshot } from '../content/load';
import type { Post } from '../content/schema';
import { inTransaction } from './transaction';
import { domainKey, mediaContentType, SHARED_DOMAIN, type StoredPost } from './types';

export interface PublishReport {
  domain: string;
  added: string[];
  updated: string[];
  unchanged: number;
  unpublished: string[];
  media: { added: string[]; updated: string[]; unchanged: number };
}

export class PublishError extends Error {}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The posts the folder storage serves `domain`: `content/<domain>/posts/` when there is one, else `content/posts/`. */
function postsToPublish(content: ContentSnapshot, domain: string): readonly Post[] {
  return domain === SHARED_DOMAIN ? content.posts : postsForDomain(content, domain).posts;
}

function postValues(domain: string, post: StoredPost) {
  const fields = [
    post.id,
    post.metaTitle,
    post.metaDescription,
    post.date,
    post.blog,
    post.pinterestImageLink ?? null,
    post.youtubeShortsUrl ?? null,
    post.shortTailKeywords ?? null,
    post.longTailKeywords ?? null,
    post.updated ?? null,
  ] as const;
  return [domain, post.slug, ...fields, readingMinutes(post.blog), sha256(JSON.stringify(fields))];
}

// Inserted, changed (or published again), or left alone: `xmax = 0` marks a row this statement inserted.
const UPSERT_POST = `
  INSERT INTO content_posts (domain, slug, id, meta_title, meta_description, date, blog, pinterest_image_link,
    youtube_shorts_url, short_tail_keywords, long_tail_keywords, updated, reading_minutes, content_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
  ON CONFLICT (domain, slug) DO UPDATE SET
    id = EXCLUDED.id, meta_title = EXCLUDED.meta_title, meta_description = EXCLUDED.meta_description,
    date = EXCLUDED.date, blog = EXCLUDED.blog, pinterest_image_link = EXCLUDED.pinterest_image_link,
    youtube_shorts_url = EXCLUDED.youtube_shorts_url, short_tail_keywords = EXCLUDED.short_tail_keywords,
    long_tail_keywords = EXCLUDED.long_tail_keywords, updated = EXCLUDED.updated, reading_minutes = EXCLUDED.reading_minutes,
    content_hash = EXCLUDED.content_hash, updated_at = now(), unpublished_at = NULL
  WHERE content_posts.content_hash <> EXCLUDED.content_hash OR content_posts.unpublished_at IS NOT NULL
  RETURNING (xmax = 0) AS inserted`;

const UNPUBLISH_GONE = `
  UPDATE content_posts SET unpublished_at = now(), updated_at = now()
  WHERE domain = $1 AND unpublished_at IS NULL AND NOT (slug = ANY($2::text[]))
  RETURNING slug`;

const UPSERT_MEDIA = `
  INSERT INTO content_media (name, content_type, bytes, content_hash) VALUES ($1, $2, $3, $4)
  ON CONFLICT (name) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
    content_hash = EXCLUDED.content_hash, updated_at = now()
  WHERE content_media.content_hash <> EXCLUDED.content_hash
  RETURNING (xmax = 0) AS inserted`;

export type Change = 'added' | 'updated' | 'unchanged';

const changeOf = (rows: readonly { inserted: boolean }[]): Change =>
  rows.length === 0 ? 'unchanged' : rows[0]?.inserted ? 'added' : 'updated';

/** Writes one post of `domain` (published, whatever it was before) unless it is stored as it is. */
export async function upsertPost(client: pg.ClientBase, domain: string, post: StoredPost): Promise<Change> {
  return changeOf((await client.query<{ inserted: boolean }>(UPSERT_POST, postValues(domain, post))).rows);
}

export async function upsertMedia(client: pg.ClientBase, name: string, bytes: Buffer): Promise<Change> {
  return changeOf((await client.query<{ inserted: boolean }>(UPSERT_MEDIA, [name, mediaContentType(name), bytes, sha256(bytes)])).rows);
}

/**
 * Validates `contentDir` with the rules of `content:check` (any problem: nothing is written) and publishes
 * what it serves `domain` (`*`: the shared posts), with every image of `media/`, in one transaction.
 */
export async function publishContent(pool: pg.Pool, contentDir: string, rawDomain: string): Promise<PublishReport> {
  const domain = rawDomain === SHARED_DOMAIN ? SHARED_DOMAIN : domainKey(rawDomain);
  if (domain !== SHARED_DOMAIN && !DOMAIN_FOLDER_PATTERN.test(domain))
    throw new PublishError(`--domain must be a host name such as example.org, or * for the shared posts; got ${JSON.stringify(rawDomain)}`);
  const content = loadContent(contentDir);
  if (content.problems.length > 0) {
    throw new PublishError(
      `${content.invalidFiles.length} invalid file(s); nothing was published:\n${content.problems.map(formatProblem).join('\n')}`,
    );
  }
  const posts = postsToPublish(content, domain);
  const report: PublishReport = {
    domain,
    added: [],
    updated: [],
    unchanged: 0,
    unpublished: [],
    media: { added: [], updated: [], unchanged: 0 },
  };
  await inTransaction(pool, async (client) => {
    // Two publishes of one domain at once would each unpublish the other's new posts: one waits.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('content_publish:' || $1))", [domain]);
    // First, so a slug renamed with its id kept frees the id before the new slug takes it.
    const gone = await client.query<{ slug: string }>(UNPUBLISH_GONE, [domain, posts.map((post) => post.slug)]);
    report.unpublished = gone.rows.map((row) => row.slug).sort();
    for (const post of posts) {
      const change = await upsertPost(client, domain, post);
      if (change === 'unchanged') report.unchanged += 1;
      else report[change].push(post.slug);
    }
    for (const [name, file] of content.media) {
      const change = await upsertMedia(client, name, readFileSync(file));
      if (change === 'unchanged') report.media.unchanged += 1;
      else report.media[change].push(name);
    }
  });
  for (const names of [report.added, report.updated, report.media.added, report.media.updated]) names.sort();
  return report;
}

const listed = (names: readonly string[]) => (names.length ? ` (${names.join(', ')})` : '');

export function formatReport(report: PublishReport): string {
  const { added, updated, unchanged, unpublished, media } = report;
  const who = report.domain === SHARED_DOMAIN ? 'shared posts (*)' : report.domain;
  return [
    `${who}: ${added.length} added${listed(added)}, ${updated.length} updated${listed(updated)}, ${unchanged} unchanged, ${unpublished.length} unpublished${listed(unpublished)}`,
    `media: ${media.added.length} added${listed(media.added)}, ${media.updated.length} updated${listed(media.updated)}, ${media.unchanged} unchanged`,
  ].join('\n');
}
