import { parseUrl } from './parseUrl';

/** Resolved as a browser would, never joined as text: `@evil.example/x.png` stays a path, not a user name. */
export function absoluteUrl(siteUrl: string | undefined, pathOrUrl: string): string {
  if (!siteUrl) return pathOrUrl;
  return parseUrl(pathOrUrl, `${siteUrl}/`)?.href ?? pathOrUrl;
}
