import { encodeSegment } from './encodeSegment';
import { normaliseTerm } from './normaliseTerm';
import { decodedSegment } from './pathSegment';

/**
 * A topic's place in URLs and file names: its keyword in the one spelling search uses, words joined by
 * hyphens (`Bhagavad Gita` and `bhagavad gita` → `bhagavad-gita`). '' for a keyword with no letter or digit.
 */
export function topicSlug(keyword: string): string {
  return normaliseTerm(keyword)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function topicPath(slug: string): string {
  return `/topics/${encodeSegment(slug)}`;
}

/** The topic in a `/topics/<slug>` path, decoded once; undefined for any other path or a malformed escape. */
export function topicFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, /^\/topics\/([^/]+)\/?$/);
}
