import type { ReadingPath } from '@/api/models';
import { pathsText } from '@/content/paths';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { postPath } from '@/lib/postPath';
import type { PageHead } from './headTags';
import { missingHead, pageHead, pendingPageHead, theSite } from './pageHeads';

/** A reading path (`/<slug>`) as an ordered `ItemList`. */
export function pathHead(siteUrl: string | undefined, slug: string, path: ReadingPath | null | undefined): PageHead {
  const address = `/${slug}`;
  if (path === null) return missingHead(siteUrl, pathsText.notFound);
  if (!path) return pendingPageHead(siteUrl, address);
  const url = absoluteUrl(siteUrl, address);
  return pageHead(siteUrl, address, {
    title: pathsText.metaTitle(path.title),
    description: path.description,
    structuredData: [
      {
        '@type': 'ItemList',
        '@id': url,
        name: path.title,
        description: path.description,
        url,
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        numberOfItems: path.steps.length,
        isPartOf: theSite(siteUrl, 'WebSite'),
        itemListElement: path.steps.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.title,
          description: step.why,
          url: absoluteUrl(siteUrl, postPath(step.slug)),
        })),
      },
    ],
  });
}
