import { encodeSegment } from '@/lib/encodeSegment';

/** The URL of a post; the slug is encoded once, whatever characters it holds. */
export function postPath(slug: string): string {
  return `/blog/${encodeSegment(slug)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;

/**
 * The slug in a post's URL path, decoded exactly once (`/blog/50%252F50` → `50%2F50`). React Router's own
 * `:slug` param reads a literal `%2F` as `/`, so `50%2F50` would come back as `50/50`.
 */
export function slugFromPath(pathname: string): string | undefined {
  const segment = POST_PATH.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
