import { siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { JsonLd } from './structuredData';

export interface ListingPage {
  readonly path: string;
  readonly name: string;
  readonly description: string;
  readonly posts: ReadonlyArray<{ readonly title: string; readonly path: string }>;
}

/** A page listing posts (`/topics`, a topic) as a `CollectionPage`. */
export function collectionStructuredData(siteUrl: string | undefined, page: ListingPage): JsonLd[] {
  const { posts } = page;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: page.name,
      description: page.description,
      url: absoluteUrl(siteUrl, page.path),
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
