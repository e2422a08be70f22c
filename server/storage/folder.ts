/** The embedded default: a content folder read into memory once (`loadContent`), re-read on `reload`. */
import { readFile } from 'node:fs/promises';
import { PAGE_SIZE } from '../../src/api/contract';
import { readingMinutes } from '../../src/lib/readingTime';
import type { Post } from '../content/schema';
import { loadContent, postsForDomain, type ContentSnapshot } from '../content/load';
import {
  domainKey,
  mediaContentType,
  SHARED_DOMAIN,
  type ContentStorage,
  type ContentVersion,
  type ListPage,
  type MediaFile,
  type PostSummary,
  type StoredPost,
} from './types';

/** Reading time per loaded post, worked out once rather than on every list request. */
const summaries = new WeakMap<Post, PostSummary>();
function summaryOf(post: Post): PostSummary {
  let summary = summaries.get(post);
  if (!summary) {
    const { id, slug, metaTitle, metaDescription, date, pinterestImageLink } = post;
    summary = { id, slug, metaTitle, metaDescription, date, pinterestImageLink, readingMinutes: readingMinutes(post.blog) };
    summaries.set(post, summary);
  }
  return summary;
}

/** A loaded folder is one version: it changes only when the folder is read again. */
const versions = new WeakMap<ContentSnapshot, ContentVersion>();
function versionOf(content: ContentSnapshot): ContentVersion {
  let version = versions.get(content);
  if (!version) {
    version = { servedDomain: (domain) => (content.domains.has(domainKey(domain)) ? domainKey(domain) : SHARED_DOMAIN) };
    versions.set(content, version);
  }
  return version;
}

export interface FolderStorage extends ContentStorage {
  /** Re-reads the folder (or another one) and swaps what is served in one step. */
  reload(contentDir?: string): ContentSnapshot;
  snapshot(): ContentSnapshot;
}

export function createFolderStorage(contentDir: string): FolderStorage {
  let dir = contentDir;
  let content = loadContent(dir);
  return {
    reload(next?: string) {
      if (next !== undefined) dir = next;
      content = loadContent(dir);
      return content;
    },
    snapshot: () => content,
    currentVersion: () => Promise.resolve(versionOf(content)),
    knownVersion: () => versionOf(content),
    listPage(domain: string, page: number): Promise<ListPage> {
      const { posts } = postsForDomain(content, domainKey(domain));
      const start = (page - 1) * PAGE_SIZE;
      return Promise.resolve({ posts: posts.slice(start, start + PAGE_SIZE).map(summaryOf), total: posts.length });
    },
    postBySlug(domain: string, slug: string): Promise<StoredPost | undefined> {
      return Promise.resolve(postsForDomain(content, domainKey(domain)).bySlug.get(slug));
    },
    async media(file: string): Promise<MediaFile | undefined> {
      // Only names read from media/ at load time: a request never builds a path.
      const path = content.media.get(file);
      if (path === undefined) return undefined;
      try {
        return { bytes: new Uint8Array(await readFile(path)), contentType: mediaContentType(file) };
      } catch {
        return undefined;
      }
    },
  };
}
