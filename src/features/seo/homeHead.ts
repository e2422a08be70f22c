import { siteMeta } from '@/content/site';
import type { PageHead } from './headTags';
import { pageHead } from './pageHeads';
import { homeStructuredData } from './structuredData';

/** `/`: the site as a `WebSite` and its `Organization` (loaded with the landing page alone). */
export function homeHead(siteUrl: string | undefined): PageHead {
  return pageHead(siteUrl, '/', { ...siteMeta, structuredData: homeStructuredData(siteUrl) });
}
