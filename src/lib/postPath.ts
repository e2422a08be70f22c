// Relative paths: webpack.config.ts reads this module through the route registry, where `@/` does not exist.
import { decodedSegment, encodeSegment } from './pathSegment';

export const BLOG_PATH = '/blog';

/** As the router matches it: in any case, with or without a trailing slash. */
export function isBlogListPath(pathname: string): boolean {
  return /^\/blog\/?$/i.test(pathname);
}

export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** Decoded exactly once. */
export function slugFromPath(pathname: string): string | undefined {
  return decodedSegment(pathname, POST_PATH);
}
