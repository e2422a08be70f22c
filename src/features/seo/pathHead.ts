import type { ReadingPath } from '@/api/models';
import { pathsText } from '@/content/paths';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { postPath } from '@/lib/postPath';
import type { PageHead } from './headTags';
import { listItems, missingHead, pageHead, pendingPageHead, theSite } from './pageHeads';

/** A reading path (`/<slug>`) as an ordered `ItemList`. */
export function pathHead(siteUrl: string | undefined, slug: string, path: ReadingPath | null | undefined): PageHead {
  const address = `/${slug}`;
  if (path === null) return missingHead(siteUrl, pathsText.notFound);
  if (!path) return pendingPageHead(siteUrl, address);
  const url = absoluteUrl(siteUrl, address);
  const steps = path.steps.map((step) => ({ name: step.title, description: step.why, path: postPath(step.slug) }));
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
        itemListElement: listItems(siteUrl, steps),
      },
    ],
  });
}
