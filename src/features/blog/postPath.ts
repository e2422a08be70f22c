/** The URL of a post; the slug is encoded once, whatever characters it holds. */
export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
