/**
 * The answers the functions keep, for one content version at a time (a new version starts afresh; an older one
 * is never kept again). Keys are what an answer depends on, not what a request says: every domain without posts
 * of its own is one key (the shared posts), every page past a list's end one page, so no stream of new domain
 * names, origins or page numbers can fill it. Answers and the slugs that name no post are kept apart, each bounded
 * by bytes (lru-cache), least recently used first, so no flood of unknown slugs pushes out the answers readers
 * ask for. Concurrent requests for one missing answer share one read of the store.
 */
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../storage/types';
import type { EncodedBody } from './encoding';

/** The memory answers may take, counted as their JSON twice over (its gzip and brotli copies are smaller). */
export const DEFAULT_ANSWER_CACHE_BYTES = 128 * 1024 * 1024;
/** The memory slugs remembered as naming no post may take (4 MB: some 4,000 of the longest a request may name). */
export const MISSING_SLUG_BYTES = 4 * 1024 * 1024;

/** `domain`: as the request names it; the cache reads it as the domain whose posts it is served. */
export type AnswerKey = { list: string; page: number } | { detail: string; slug: string };

/** A get_details answer for a slug with no post (a 404). */
export const NO_POST = Symbol('no post');
export type Answer = EncodedBody | typeof NO_POST;

/** What an entry costs: its key (UTF-16) and, for an answer, its JSON twice over; plus the entry's own overhead. */
const ENTRY_OVERHEAD_BYTES = 256;
const keyBytes = (key: string) => 2 * key.length + ENTRY_OVERHEAD_BYTES;

const newBodies = (maxBytes: number) =>
  new LRUCache<string, EncodedBody>({ maxSize: maxBytes, sizeCalculation: (body, key) => 2 * body.identity.length + keyBytes(key) });
const newMissing = () => new LRUCache<string, true>({ maxSize: MISSING_SLUG_BYTES, sizeCalculation: (_value, key) => keyBytes(key) });

/** Requests answered from memory (`hits`) and by reading the store (`misses`), per function, and the answers kept now. */
export interface AnswerCacheStats {
  list: { hits: number; misses: number };
  detail: { hits: number; misses: number };
  answers: number;
  /** Slugs remembered as naming no post, and the bytes they are counted as. */
  missingSlugs: { count: number; bytes: number };
}

export interface AnswerCache {
  /** A kept answer (not a missing slug's): the Node server's fast path. */
  readonly kept: (version: ContentVersion | undefined, key: AnswerKey) => EncodedBody | undefined;
  /**
   * The answer kept for `key`, else `build`'s (kept when `version` is the current one). `build` gets the page to
   * read, and says where the domain's list ends, so later pages past it are read as that one answer.
   */
  readonly answer: <A extends Answer>(
    version: ContentVersion | undefined,
    key: AnswerKey,
    build: () => Promise<{ answer: A; endPage?: number }>,
  ) => Promise<A>;
  readonly stats: () => AnswerCacheStats;
}

export function createAnswerCache(maxBytes: number = DEFAULT_ANSWER_CACHE_BYTES): AnswerCache {
  let current: ContentVersion | undefined;
  const retired = new WeakSet<ContentVersion>();
  let bodies = newBodies(maxBytes);
  let missing = newMissing();
  let pastEnd = new Map<string, number>();
  let building = new Map<string, Promise<Answer>>();
  const counts = { list: { hits: 0, misses: 0 }, detail: { hits: 0, misses: 0 } };
  const countsOf = (key: AnswerKey) => ('list' in key ? counts.list : counts.detail);

  /** Whether answers of `version` may be kept: it is the current one, or newer (then it becomes current). */
  const keeps = (version: ContentVersion | undefined): version is ContentVersion => {
    if (version === undefined || retired.has(version)) return false;
    if (version !== current) {
      if (current) retired.add(current);
      current = version;
      bodies = newBodies(maxBytes);
      missing = newMissing();
      pastEnd = new Map();
      building = new Map();
    }
    return true;
  };

  const keyText = (version: ContentVersion, key: AnswerKey): string => {
    if ('detail' in key) return `detail\u0000${version.servedDomain(key.detail)}\u0000${key.slug}`;
    const domain = version.servedDomain(key.list);
    const end = pastEnd.get(domain);
    return `list\u0000${domain}\u0000${end !== undefined && key.page > end ? end : key.page}`;
  };

  return {
    kept(version, key) {
      if (version === undefined || version !== current) return undefined;
      const body = bodies.get(keyText(version, key));
      if (body) countsOf(key).hits += 1;
      return body;
    },
    async answer<A extends Answer>(
      version: ContentVersion | undefined,
      key: AnswerKey,
      build: () => Promise<{ answer: A; endPage?: number }>,
    ): Promise<A> {
      if (!keeps(version)) {
        countsOf(key).misses += 1;
        return (await build()).answer;
      }
      const text = keyText(version, key);
      // A key is a list's or a post's, and only a post's build gives NO_POST: what is kept for a key has its build's type.
      const kept = bodies.get(text) ?? missing.get(text);
      if (kept !== undefined) {
        countsOf(key).hits += 1;
        return (kept === true ? NO_POST : kept) as A;
      }
      const inFlight = building.get(text);
      if (inFlight) {
        countsOf(key).hits += 1;
        return inFlight as Promise<A>;
      }
      countsOf(key).misses += 1;
      const builds = building;
      const pending = build().then(({ answer, endPage }) => {
        // Kept only while its version is still the current one.
        if (version === current) {
          if (endPage !== undefined && 'list' in key) pastEnd.set(version.servedDomain(key.list), endPage);
          const at = endPage !== undefined && 'list' in key && key.page > endPage ? keyText(version, key) : text;
          if (answer === NO_POST) missing.set(at, true);
          else bodies.set(at, answer);
        }
        return answer;
      });
      builds.set(text, pending);
      try {
        return await pending;
      } finally {
        builds.delete(text);
      }
    },
    stats: () => ({
      list: { ...counts.list },
      detail: { ...counts.detail },
      answers: bodies.size,
      missingSlugs: { count: missing.size, bytes: missing.calculatedSize },
    }),
  };
}
