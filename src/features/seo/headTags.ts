import type { PageMeta } from './seoSlice';
import type { JsonLd } from './structuredData';

export interface PageHead {
  readonly meta: PageMeta;
  readonly type: 'website' | 'article';
  /** Absolute URL of this page; left out when the site URL is not configured. */
  readonly canonicalUrl?: string;
  /** Absolute URL of the social card image. */
  readonly imageUrl: string;
  readonly structuredData: readonly JsonLd[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The `<head>` tags of a prerendered page: title, description, canonical, social cards, JSON-LD. */
export function headTags(head: PageHead, siteName: string): string {
  const { meta } = head;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    head.canonicalUrl && `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    head.canonicalUrl && `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.imageUrl)}" />`,
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
