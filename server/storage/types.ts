/**
 * What the content functions read, wherever the posts are kept: a markdown folder (the embedded default)
 * or Postgres (`CONTENT_DATABASE_URL`). Web-standard types only: the fetch handler runs on Deno too.
 */
import type { FrontMatter } from '../content/schema';

/** A post as stored: its front matter and its markdown body. */
export interface StoredPost extends FrontMatter {
  blog: string;
}

/** What a list shows of a post: no body, but its date and how long it takes to read (worked out when it is stored). */
export type PostSummary = Pick<StoredPost, 'id' | 'slug' | 'metaTitle' | 'metaDescription' | 'date' | 'pinterestImageLink'> & {
  readingMinutes: number;
};

/** One page of a domain's posts, newest first (date, then id, descending), and how many the domain has. */
export interface ListPage {
  posts: readonly PostSummary[];
  total: number;
}

export interface MediaFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * What is served at one moment: the same object for as long as nothing published changes, so the answers built
 * for it may be kept (server/functions/answerCache.ts).
 */
export interface ContentVersion {
  /** The stored domain whose posts `domain` is served: its own when it has any, else SHARED_DOMAIN. */
  servedDomain(domain: string): string;
}

export interface ContentStorage {
  /** `page` counts from 1; a page past the end has no posts but the same total. */
  listPage(domain: string, page: number): Promise<ListPage>;
  postBySlug(domain: string, slug: string): Promise<StoredPost | undefined>;
  /** An image by its file name (`media/<file>` links). One namespace for every domain of a backend. */
  media(file: string): Promise<MediaFile | undefined>;
  /**
   * The version served now, as the storage knows it (a database is asked again when its last answer is older than
   * server/storage/versionWatch.ts allows). Never rejects: while a database cannot be asked, its last version;
   * undefined when it has never answered (then no answer may be kept).
   */
  currentVersion(): Promise<ContentVersion | undefined>;
  /** The version last read, while it is recent enough to answer from without asking again; else undefined. */
  knownVersion(): ContentVersion | undefined;
  close?(): Promise<void>;
}

/** Thrown when the store cannot answer now (gone, timed out, out of connections): a 503 to retry, not a 500. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** The name a domain is stored under: the spec's `domain` is a host name, which is case-insensitive. */
export function domainKey(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/** Where a backend keeps the posts every domain without posts of its own is served (`content/posts/`). */
export const SHARED_DOMAIN = '*';

/** What a stored domain can look like (the migration checks the same): anything else has no posts of its own. */
const STORED_DOMAIN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

/** The domain to look up for `domain`: its key, or the shared posts' when no stored domain could have that name. */
export function lookupDomain(domain: string): string {
  const key = domainKey(domain);
  return STORED_DOMAIN.test(key) ? key : SHARED_DOMAIN;
}

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The type an image file is served as, by its extension (MEDIA_FILE_PATTERN allows no other). */
export function mediaContentType(file: string): string {
  return MEDIA_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
