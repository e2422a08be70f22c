import { api } from '@/api/apiSlice';
import type { SiteConfig } from '@/app/config';
import type { AppStore } from '@/app/store';
import { blogText } from '@/content/blog';
import { privacyPolicy, termsOfService } from '@/content/legal';
import { notFoundContent, siteMeta } from '@/content/site';
import { parsePageParam } from '@/features/blog/pageItems';
import { postPath } from '@/features/blog/postPath';
import { safeUrl } from '@/features/blog/safeUrl';
import type { PageHead } from '@/features/seo/headTags';
import { legalMeta, postMeta } from '@/features/seo/pageMeta';
import { homeStructuredData, postStructuredData } from '@/features/seo/structuredData';
import { absoluteUrl } from '@/lib/absoluteUrl';

/** The site's own card image, used when a page has none. */
export const DEFAULT_SOCIAL_IMAGE = '/social-card.jpg';

export interface PageData {
  readonly head: PageHead;
  /** 404 for the not-found page and for a post the API does not have. */
  readonly status: number;
}

/** What a route's page needs before it can render: the same queries its components make. */
export interface LoadOptions {
  readonly routeId: string;
  readonly params: Record<string, string | undefined>;
  readonly url: URL;
  readonly config: SiteConfig;
  /** False when the API cannot be reached: pages render their loading state and fetch in the browser. */
  readonly withData: boolean;
}

function head(config: SiteConfig, path: string, partial: Omit<PageHead, 'canonicalUrl' | 'imageUrl'> & { imageUrl?: string }): PageHead {
  return {
    ...partial,
    canonicalUrl: config.siteUrl ? `${config.siteUrl}${path}` : undefined,
    imageUrl: absoluteUrl(config.siteUrl, partial.imageUrl ?? DEFAULT_SOCIAL_IMAGE),
  };
}

/** Runs the route's queries into `store` and describes the page's head. */
export async function loadPageData(store: AppStore, options: LoadOptions): Promise<PageData> {
  const { routeId, params, url, config, withData } = options;
  switch (routeId) {
    case 'landing':
      if (withData && !config.newsFeedUrl) await store.dispatch(api.endpoints.getMetainfo.initiate({ page: 1 }));
      return {
        status: 200,
        head: head(config, '/', { meta: siteMeta, type: 'website', structuredData: homeStructuredData(config.siteUrl) }),
      };
    case 'blog-list': {
      const page = parsePageParam(url.searchParams.get('page'));
      if (withData) await store.dispatch(api.endpoints.getMetainfo.initiate({ page }));
      return { status: 200, head: head(config, '/blog', { meta: blogText.listMeta, type: 'website', structuredData: [] }) };
    }
    case 'blog-post': {
      const slug = params.slug ?? '';
      const result = withData ? await store.dispatch(api.endpoints.getDetails.initiate(slug)) : undefined;
      const post = result?.data;
      if (!post) return { status: 404, head: head(config, postPath(slug), { meta: siteMeta, type: 'article', structuredData: [] }) };
      const image = safeUrl(post.pinterestImageLink) || undefined;
      const path = postPath(slug);
      return {
        status: 200,
        head: head(config, path, {
          meta: postMeta(post),
          type: 'article',
          imageUrl: image,
          structuredData: postStructuredData(post, path, config.siteUrl, image && absoluteUrl(config.siteUrl, image)),
        }),
      };
    }
    case 'privacy':
      return { status: 200, head: head(config, '/privacy', { meta: legalMeta(privacyPolicy), type: 'website', structuredData: [] }) };
    case 'terms':
      return { status: 200, head: head(config, '/terms', { meta: legalMeta(termsOfService), type: 'website', structuredData: [] }) };
    default:
      return { status: 404, head: head(config, url.pathname, { meta: notFoundContent.meta, type: 'website', structuredData: [] }) };
  }
}
