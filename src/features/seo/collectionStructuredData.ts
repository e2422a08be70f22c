import { siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { JsonLd } from './structuredData';

/** A page that lists posts: its address, name and description, and the posts it shows. */
export interface ListingPage {
  readonly path: string;
  readonly name: string;
  readonly description: string;
  readonly posts: ReadonlyArray<{ readonly title: string; readonly path: string }>;
}

/** What every listing's JSON-LD says of the page itself. */
const listingPage = (type: string, siteUrl: string | undefined, { path, name, description }: ListingPage) => ({
  '@context': 'https://schema.org',
  '@type': type,
  name,
  description,
  url: absoluteUrl(siteUrl, path),
});

/** A page listing posts (`/topics`, a topic): a `CollectionPage` of the site, with the posts it shows. */
export function collectionStructuredData(siteUrl: string | undefined, page: ListingPage): JsonLd[] {
  const { posts } = page;
  return [
    {
      ...listingPage('CollectionPage', siteUrl, page),
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
export function blogStructuredData(siteUrl: string | undefined, page: ListingPage): JsonLd[] {
  return [
    {
      ...listingPage('Blog', siteUrl, page),
      publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
      blogPost: page.posts.map((post) => ({ '@type': 'BlogPosting', headline: post.title, url: absoluteUrl(siteUrl, post.path) })),
    },
  ];
}
