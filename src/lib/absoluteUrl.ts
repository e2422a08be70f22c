/** `pathOrUrl` on the site's public address when one is configured; absolute URLs and unconfigured sites pass through. */
export function absoluteUrl(siteUrl: string | undefined, pathOrUrl: string): string {
  if (!siteUrl || /^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl}`;
}
