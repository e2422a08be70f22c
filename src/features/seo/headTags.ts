import { escapeHtml } from '@/lib/escapeHtml';

/** A schema.org object, written into the page as JSON-LD. */
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly type: 'website' | 'article';
  /** None without `SITE_URL`, and on not-found pages. */
  readonly canonicalUrl?: string;
  readonly imageUrl: string;
  readonly structuredData: readonly JsonLd[];
  readonly noindex?: boolean;
  /** Still waiting for its data: the site's own head stands in, and no one announces it. */
  readonly pending?: true;
  /** Site files the page fetches at once (the search index): its loader asks for them at the first paint, beside its scripts. */
  readonly preload?: readonly string[];
}

export type HeadTag =
  | { readonly kind: 'meta'; readonly attribute: 'name' | 'property'; readonly key: string; readonly content: string }
  | { readonly kind: 'canonical'; readonly href: string }
  | { readonly kind: 'json-ld'; readonly data: JsonLd };

const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ kind: 'meta', attribute, key, content });

export function headTagList(head: PageHead, siteName: string): HeadTag[] {
  return [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonicalUrl ? [{ kind: 'canonical', href: head.canonicalUrl } as const] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    meta('property', 'og:image', head.imageUrl),
    // X reads the card's title, description and image from the Open Graph tags.
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.structuredData.map((data) => ({ kind: 'json-ld', data }) as const),
  ];
}

/** JSON inside `<script>`: `<` escaped so no value can close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function tagHtml(tag: HeadTag): string {
  switch (tag.kind) {
    case 'meta':
      return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
    case 'canonical':
      return `<link rel="canonical" href="${escapeHtml(tag.href)}" />`;
    case 'json-ld':
      return `<script type="application/ld+json">${scriptSafeJson(tag.data)}</script>`;
  }
}

export function headTags(head: PageHead, siteName: string): string {
  return [`<title>${escapeHtml(head.title)}</title>`, ...headTagList(head, siteName).map(tagHtml)].join('\n    ');
}
