/**
 * The sitemap (the `sitemap` library), the RSS feed, the JSON Feed and robots.txt, written by the prerenderer from the
 * registry's pages and the posts it rendered. The feeds are written here, not by the `feed` library: see
 * docs/decisions/library-plumbing.md.
 */
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { PageRouteRow, SiteContents } from '../src/app/pageRoutes';
import { pageRoutes } from '../src/app/pageRoutes';
import { JSON_FEED_PATH, RSS_PATH, SITEMAP_PATH } from '../src/app/siteFeeds';
import { blogText } from '../src/content/blog';
import { postPath } from '../src/lib/postPath';
import { siteMeta, siteName } from '../src/content/site';

export interface FeedPost {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, or '' when the API gave no valid date. */
  readonly date: string;
  /** When it last changed (`YYYY-MM-DD`), when it has. */
  readonly updated?: string;
  /** The whole body as HTML, with absolute URLs (src/app/prerender/feedHtml.tsx); '' when there is none. */
  readonly html: string;
}

/** Posts in the RSS feed (issue: the newest 20). */
export const RSS_ITEMS = 20;

/** Characters XML 1.0 forbids anywhere (C0 controls but tab and newlines, lone surrogates, U+FFFE/FFFF): a reader rejects the whole feed for one. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or attribute: characters XML cannot hold dropped, markup escaped. */
export const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const isDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
const postUrl = (base: string, slug: string) => `${base}${postPath(slug)}`;
const newestFirst = (posts: readonly FeedPost[]) =>
  [...posts].filter((post) => isDay(post.date)).sort((a, b) => b.date.localeCompare(a.date));

/** Names the sitemap only for a build that knows its address: a sitemap's URLs must be absolute. */
export function robotsTxt(siteUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `\nSitemap: ${siteUrl}${SITEMAP_PATH}\n` : ''}`;
}

/** Every page the registry lists in the sitemap, with its last modification date where known (sitemaps.org 0.9). */
export async function sitemap(siteUrl: string, site: SiteContents, rows: readonly PageRouteRow[] = pageRoutes): Promise<string> {
  const links = rows.flatMap((route) => {
    const listed = route.sitemap;
    if (!listed) return [];
    return route.prerender(site).map((path) => {
      const lastmod = listed.lastModified?.(path, site);
      return { url: `${siteUrl}${path}`, ...(lastmod && isDay(lastmod) ? { lastmod } : {}) };
    });
  });
  // Only the sitemap namespace: the site lists no news, images, videos or alternates.
  const stream = new SitemapStream({ lastmodDateOnly: true, xmlns: { news: false, xhtml: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString();
}

/** HTML inside a CDATA section: characters XML cannot hold dropped, and `]]>` split so it cannot end the section. */
const cdata = (html: string) => `<![CDATA[${html.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 with the newest posts: their descriptions, their whole bodies (`content:encoded`) and permanent links. */
export function rssFeed(siteUrl: string, posts: readonly FeedPost[]): string {
  const base = siteUrl;
  const items = newestFirst(posts).slice(0, RSS_ITEMS);
  const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
  const itemXml = items.map((post) => {
    const link = postUrl(base, post.slug);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...(post.html ? [`      <content:encoded>${cdata(post.html)}</content:encoded>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName} — ${blogText.listTitle}`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <description>${escapeXml(siteMeta.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${base}${RSS_PATH}`)}" rel="self" type="application/rss+xml" />`,
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1 (jsonfeed.org) with the same items as the RSS feed, each with its whole body. */
export function jsonFeed(siteUrl: string, posts: readonly FeedPost[]): string {
  const items = newestFirst(posts)
    .slice(0, RSS_ITEMS)
    .map((post) => {
      const url = postUrl(siteUrl, post.slug);
      return {
        id: url,
        url,
        title: post.title,
        summary: post.description,
        content_html: post.html || `<p>${escapeXml(post.description)}</p>`,
        date_published: `${post.date}T00:00:00Z`,
        ...(post.updated && isDay(post.updated) ? { date_modified: `${post.updated}T00:00:00Z` } : {}),
      };
    });
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${siteName} — ${blogText.listTitle}`,
    home_page_url: `${siteUrl}/blog`,
    feed_url: `${siteUrl}${JSON_FEED_PATH}`,
    description: siteMeta.description,
    language: 'en-US',
    authors: [{ name: siteName, url: `${siteUrl}/` }],
    items,
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** `SITE_ADS_TXT` as the file's text: lines separated by newlines or by a literal `\n`, with a final newline. */
export function adsTxtOf(value: string | undefined): string | undefined {
  const lines = (value ?? '')
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? `${lines.join('\n')}\n` : undefined;
}
