// Relative paths: the route registry reads this module, and webpack.config.ts reads the registry, where `@/` does not exist.
import { encodeSegment } from './encodeSegment';
import { decodedSegment } from './pathSegment';

/** The blog list's path (the route registry's `blog-list` row). */
export const BLOG_PATH = '/blog';

/** Whether a path is the blog list's, as the router matches it: in any case, with or without a trailing slash. */
export function isBlogListPath(pathname: string): boolean {
  return /^\/blog\/?$/i.test(pathname);
}

/** The URL of a post; the slug is encoded once, whatever characters it holds. */
export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** The slug in a post's URL path, decoded exactly once (see `decodedSegment`). */
export function slugFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, POST_PATH);
}
