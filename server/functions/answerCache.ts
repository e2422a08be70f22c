/**
 * The answers the functions keep: each built once for the storage's current snapshot, and dropped when a new
 * snapshot starts (a storage that cannot tell its snapshot keeps none).
 */
import { domainKey, type ContentStorage } from '../storage/types';
import { encodeJsonForWeb, type Encode, type EncodedBody } from './encoding';

/** Answers kept in memory at most; past it they are dropped and built again (any domain string is a key). */
const MAX_CACHED_ANSWERS = 5000;

export type AnswerKey = { list: string; page: number } | { detail: string; slug: string };

const keyText = (key: AnswerKey) =>
  'list' in key ? `list\u0000${domainKey(key.list)}\u0000${key.page}` : `detail\u0000${domainKey(key.detail)}\u0000${key.slug}`;

export interface AnswerCache {
  /** An answer built before for the same storage snapshot, or undefined. */
  readonly kept: (key: AnswerKey) => EncodedBody | undefined;
  /** The answer kept for `key`, or `build`'s, encoded (and kept when the storage has a snapshot). */
  readonly answer: (key: AnswerKey, build: () => unknown) => Promise<EncodedBody>;
  /** Records a domain's first page past its end, so every later page is read as that answer. */
  readonly endPageFound: (domain: string, endPage: number) => void;
}

/** `encodeKept`: how answers that are kept are encoded (the Node server precompresses them). */
export function createAnswerCache(storage: ContentStorage, encodeKept: Encode): AnswerCache {
  let keptFor: object | undefined;
  let kept = new Map<string, EncodedBody>();
  // Per domain, the first page past its end: every later page is that answer too.
  let pastEnd = new Map<string, number>();
  const listKey = (key: AnswerKey): AnswerKey => {
    if (!('list' in key)) return key;
    const end = pastEnd.get(domainKey(key.list));
    return end !== undefined && key.page > end ? { list: key.list, page: end } : key;
  };

  return {
    kept: (key) => {
      const snapshot = storage.snapshotKey();
      return snapshot !== undefined && snapshot === keptFor ? kept.get(keyText(listKey(key))) : undefined;
    },
    answer: async (key, build) => {
      const snapshot = storage.snapshotKey();
      if (snapshot === undefined) return encodeJsonForWeb(build());
      if (snapshot !== keptFor || kept.size >= MAX_CACHED_ANSWERS) {
        keptFor = snapshot;
        kept = new Map();
        pastEnd = new Map();
      }
      const text = keyText(key);
      let body = kept.get(text);
      if (!body) kept.set(text, (body = await encodeKept(build())));
      return body;
    },
    endPageFound: (domain, endPage) => {
      if (storage.snapshotKey() === keptFor) pastEnd.set(domainKey(domain), endPage);
    },
  };
}
