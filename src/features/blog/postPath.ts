import { encodeSegment } from '@/lib/encodeSegment';
import { decodedSegment } from '@/lib/pathSegment';

/** The URL of a post; the slug is encoded once, whatever characters it holds. */
export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** The slug in a post's URL path, decoded exactly once (see `decodedSegment`). */
export function slugFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, POST_PATH);
}
