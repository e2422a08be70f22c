import { normaliseTerm } from './normaliseTerm';
import { decodedSegment, encodeSegment } from './pathSegment';

/** A keyword in search's one spelling, hyphenated, for URLs and file names; '' for one with no letter or digit. */
export function topicSlug(keyword: string): string {
  return normaliseTerm(keyword)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function topicPath(slug: string): string {
  return `/topics/${encodeSegment(slug)}`;
}

/** The topic in a `/topics/<slug>` path, decoded once. */
export function topicFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, /^\/topics\/([^/]+)\/?$/);
}
