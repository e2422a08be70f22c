/**
 * `pathOrUrl` on the site's public address when one is configured (`/x.png` →
 * `https://example.org/x.png`). It is resolved as a browser would resolve it against the site's
 * address, never joined as text: `@evil.example/x.png` stays a path on the site instead of
 * turning the site's host into a user name. Absolute URLs pass through; without a site address,
 * or for text that is no URL at all, the value comes back as it was.
 */
export function absoluteUrl(siteUrl: string | undefined, pathOrUrl: string): string {
  if (!siteUrl) return pathOrUrl;
  try {
    return new URL(pathOrUrl, `${siteUrl}/`).href;
  } catch {
    return pathOrUrl;
  }
}
