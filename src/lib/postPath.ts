// Relative paths: webpack.config.ts reads this module through the route registry, where `@/` does not exist.
import { encodeSegment } from './encodeSegment';
import { decodedSegment } from './pathSegment';

export const BLOG_PATH = '/blog';

/** As the router matches it: in any case, with or without a trailing slash. */
export function isBlogListPath(pathname: string): boolean {
  return /^\/blog\/?$/i.test(pathname);
}

/** The URL of a post, its slug encoded once. */
export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** The slug in a post's URL path, decoded exactly once. */
export function slugFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, POST_PATH);
}
