import { api, currentSiteDomain } from '@/api/apiSlice';
import type { SiteConfig } from '@/config/siteConfig';
import { makeStore } from '@/store/store';
import { splitKeywords } from '@/lib/keywords';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** So a list whose total never runs out cannot keep the build going. */
const MAX_LIST_PAGES = 1000;

/** Every post's slug, through the browser's endpoint, or the first error's message. */
export async function listPostSlugs(config: SiteConfig, fetchFn?: typeof fetch): Promise<{ slugs: string[] } | { error: string }> {
  const store = makeStore({ config, fetchFn });
  const domain = currentSiteDomain(config.siteUrl);
  const slugs: string[] = [];
  try {
    for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
      const { data, error } = await store.dispatch(api.endpoints.getMetainfo.initiate({ domain, page }, { subscribe: false }));
      if (!data) return { error: error && 'message' in error ? (error.message ?? 'unknown error') : 'unknown error' };
      slugs.push(...data.blogs.map((post) => post.slug));
      if (data.blogs.length === 0 || slugs.length >= data.total) break;
    }
    return { slugs };
  } finally {
    // No cache timer of this store may keep the build running.
    store.dispatch(api.util.resetApiState());
  }
}

const dayOf = (date: string) => (ISO_DATE.test(date) ? date.slice(0, 10) : '');

export interface SitePost {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`, or '' when the post has no valid date. */
  readonly date: string;
  /** Front matter `updated:`, else its date. */
  readonly lastModified: string;
  readonly image?: string;
  readonly shortTailKeywords: readonly string[];
  readonly longTailKeywords: readonly string[];
  readonly markdown: string;
}

/** Every post the detail endpoint answers for, through the browser's endpoint. */
export async function listSitePosts(config: SiteConfig, slugs: readonly string[], fetchFn?: typeof fetch): Promise<SitePost[]> {
  const store = makeStore({ config, fetchFn });
  const posts: SitePost[] = [];
  for (const slug of slugs) {
    const { data } = await store.dispatch(api.endpoints.getDetails.initiate(slug, { subscribe: false }));
    if (!data) continue;
    posts.push({
      slug,
      title: data.metaTitle,
      description: data.metaDescription,
      date: dayOf(data.date),
      lastModified: dayOf(data.updated ?? '') || dayOf(data.date),
      image: data.pinterestImageLink,
      shortTailKeywords: splitKeywords(data.shortTailKeywords),
      longTailKeywords: splitKeywords(data.longTailKeywords),
      markdown: data.blog,
    });
  }
  store.dispatch(api.util.resetApiState());
  return posts;
}
