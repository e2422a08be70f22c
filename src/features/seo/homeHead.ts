import { siteMeta } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import type { PageHead } from './headTags';
import { pageHead, theSite } from './pageHeads';

/** `/`: the site as a `WebSite` and its `Organization` (loaded with the landing page alone). */
export function homeHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, '/', {
    ...siteMeta,
    structuredData: [
      { ...theSite(siteUrl, 'WebSite'), description: siteMeta.description },
      { ...theSite(siteUrl, 'Organization'), logo: absoluteUrl(siteUrl, '/favicon.svg') },
    ],
  });
}
