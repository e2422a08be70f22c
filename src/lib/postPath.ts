// Relative paths: the route registry reads this module, and webpack.config.ts reads the registry, where `@/` does not exist.
import { encodeSegment } from './encodeSegment';
import { decodedSegment } from './pathSegment';

/** The URL of a post; the slug is encoded once, whatever characters it holds. */
export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** The slug in a post's URL path, decoded exactly once (see `decodedSegment`). */
export function slugFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, POST_PATH);
}
