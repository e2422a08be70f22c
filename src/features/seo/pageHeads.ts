import type { LegalPageMeta } from '@/content/legalPages';
import { notFoundMeta, siteMeta, siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { PageHead } from './headTags';

/** 1200×630, for pages without a picture of their own. */
export const DEFAULT_SOCIAL_IMAGE = '/social-card.jpg';

type HeadParts = Pick<PageHead, 'title' | 'description'> &
  Partial<Pick<PageHead, 'type' | 'structuredData' | 'noindex'>> & { readonly image?: string };

/** The site as schema.org names it: the publisher of a page, or the website it is part of. */
export const theSite = (siteUrl: string | undefined, type: 'WebSite' | 'Organization') => ({
  '@type': type,
  name: siteName,
  url: absoluteUrl(siteUrl, '/'),
});

/** schema.org `ListItem`s, numbered from 1, each at its path on the site. */
export const listItems = (siteUrl: string | undefined, items: ReadonlyArray<{ name: string; description?: string; path: string }>) =>
  items.map(({ path, ...item }, index) => ({ '@type': 'ListItem', position: index + 1, ...item, url: absoluteUrl(siteUrl, path) }));

/** A page's head at `path`, its URLs absolute on the site's address when there is one; each JSON-LD object in schema.org's context. */
export function pageHead(siteUrl: string | undefined, path: string | null, parts: HeadParts): PageHead {
  return {
    title: parts.title,
    description: parts.description,
    type: parts.type ?? 'website',
    canonicalUrl: siteUrl && path !== null ? absoluteUrl(siteUrl, path) : undefined,
    imageUrl: absoluteUrl(siteUrl, parts.image ?? DEFAULT_SOCIAL_IMAGE),
    structuredData: (parts.structuredData ?? []).map((data) => ({ '@context': 'https://schema.org', ...data })),
    ...(parts.noindex ? { noindex: true } : {}),
  };
}

/** A page whose subject does not exist (a post, a topic): no canonical URL, not to index. */
export function missingHead(siteUrl: string | undefined, heading: string): PageHead {
  return pageHead(siteUrl, null, { title: `${heading} | ${siteName}`, description: notFoundMeta.description, noindex: true });
}

/** A page still loading its data, or failing to. */
export function pendingPageHead(siteUrl: string | undefined, path: string): PageHead {
  return { ...pageHead(siteUrl, path, siteMeta), pending: true };
}

export function legalHead(siteUrl: string | undefined, path: string, document: LegalPageMeta): PageHead {
  return pageHead(siteUrl, path, { title: `${document.title} | ${siteName}`, description: document.description });
}

/** No canonical URL: not a page to index. */
export function notFoundHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, null, { ...notFoundMeta, noindex: true });
}
