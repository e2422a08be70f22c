import { api, currentSiteDomain } from '@/api/apiSlice';
import type { SiteConfig } from '@/app/config';
import { makeStore } from '@/app/store';

/** The most list pages read, so a list whose total never runs out cannot keep the build going. */
const MAX_LIST_PAGES = 1000;

/** Every post's slug, through the same endpoint the browser uses, or the first error's message. */
export async function listPostSlugs(config: SiteConfig, fetchFn?: typeof fetch): Promise<{ slugs: string[] } | { error: string }> {
  const store = makeStore({ config, fetchFn });
  const domain = currentSiteDomain(config.siteUrl);
  const slugs: string[] = [];
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const request = store.dispatch(api.endpoints.getMetainfo.initiate({ domain, page }));
    const { data, error } = await request;
    request.unsubscribe();
    if (!data) {
      store.dispatch(api.util.resetApiState());
      return { error: error && 'message' in error ? (error.message ?? 'unknown error') : 'unknown error' };
    }
    slugs.push(...data.blogs.map((post) => post.slug));
    if (data.blogs.length === 0 || slugs.length >= data.total) break;
  }
  // No cache timer of this store may keep the build running.
  store.dispatch(api.util.resetApiState());
  return { slugs };
}
