// Relative paths: webpack.config.ts loads this module, where the `@/` alias does not exist.
import { escapeHtml } from '../lib/escapeHtml';
import type { SiteConfig } from '../config/siteConfig';

export const RSS_PATH = '/rss.xml';
export const JSON_FEED_PATH = '/feed.json';
export const SITEMAP_PATH = '/sitemap.xml';

/** The feed links of every head; none without `SITE_URL`, as a feed's URLs must be absolute. */
export function feedLinksHtml(config: Pick<SiteConfig, 'siteUrl'>, siteName: string): string {
  if (!config.siteUrl) return '';
  const title = escapeHtml(siteName);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="${RSS_PATH}" />`,
    `<link rel="alternate" type="application/feed+json" title="${title}" href="${JSON_FEED_PATH}" />`,
  ].join('');
}
