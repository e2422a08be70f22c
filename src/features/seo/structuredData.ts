import { siteMeta, siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';

/** A schema.org object, written into the page as JSON-LD. */
export type JsonLd = Record<string, unknown>;

export function homeStructuredData(siteUrl: string | undefined): JsonLd[] {
  const url = absoluteUrl(siteUrl, '/');
  return [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: siteName, url, description: siteMeta.description },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url,
      logo: absoluteUrl(siteUrl, '/favicon.svg'),
    },
  ];
}
