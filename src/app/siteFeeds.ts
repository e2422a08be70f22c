// Relative paths: webpack.config.ts loads this module itself, where the `@/` alias does not exist.
import { escapeHtml } from '../lib/escapeHtml';
import type { SiteConfig } from '../config/siteConfig';

export const RSS_PATH = '/rss.xml';
export const JSON_FEED_PATH = '/feed.json';
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * The feed links of every page's head. A feed's URLs must be absolute, so a build that does not know its address
 * (`SITE_URL` unset) writes no feed and links none, rather than one pointing at localhost.
 */
export function feedLinksHtml(config: Pick<SiteConfig, 'siteUrl'>, siteName: string): string {
  if (!config.siteUrl) return '';
  const title = escapeHtml(siteName);
  return [
    `<link rel="alternate" type="application/rss+xml" title="${title}" href="${RSS_PATH}" />`,
    `<link rel="alternate" type="application/feed+json" title="${title}" href="${JSON_FEED_PATH}" />`,
  ].join('');
}
