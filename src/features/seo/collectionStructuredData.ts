import { siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { JsonLd } from './structuredData';

/** A page listing posts (`/topics`, a topic): a `CollectionPage` of the site, with the posts it shows. */
export function collectionStructuredData(
  siteUrl: string | undefined,
  path: string,
  name: string,
  description: string,
  posts: ReadonlyArray<{ readonly title: string; readonly path: string }>,
): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name,
      description,
      url: absoluteUrl(siteUrl, path),
      isPartOf: { '@type': 'WebSite', name: siteName, url: absoluteUrl(siteUrl, '/') },
      ...(posts.length
        ? {
            mainEntity: {
              '@type': 'ItemList',
              itemListElement: posts.map((post, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: post.title,
                url: absoluteUrl(siteUrl, post.path),
              })),
            },
          }
        : {}),
    },
  ];
}

/** A page of `/blog`: the site's `Blog`, with the posts that page lists. */
export function blogStructuredData(
  siteUrl: string | undefined,
  path: string,
  name: string,
  description: string,
  posts: ReadonlyArray<{ readonly title: string; readonly path: string }>,
): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name,
      description,
      url: absoluteUrl(siteUrl, path),
      publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
      blogPost: posts.map((post) => ({ '@type': 'BlogPosting', headline: post.title, url: absoluteUrl(siteUrl, post.path) })),
    },
  ];
}
