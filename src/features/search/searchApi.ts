import type { ApiConnection } from '@/api/apiSlice';
import { api, SEARCH_INDEX_PATH, siteFileUrl } from '@/api/apiSlice';
import type { ApiError } from '@/api/models';
import { measureSince } from '@/lib/measure';
import type { SearchAnswer } from './searchEngine';
import { findPosts, loadSearchEngine } from './searchEngine';

function indexUrl(extra: unknown): { url: string; fetchFn?: typeof fetch } {
  const { siteUrl, fetchFn } = extra as ApiConnection;
  return { url: siteFileUrl(SEARCH_INDEX_PATH, siteUrl), fetchFn };
}

/**
 * Search runs in the browser over the index the build wrote; each query's results are cached like any
 * answer, so they show in Redux DevTools and going back to a query is instant.
 */
/** The User Timing entry each search leaves. */
export const SEARCH_MEASURE = 'search-query';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPosts: build.query<SearchAnswer, string>({
      async queryFn(query, { extra }) {
        try {
          const { url, fetchFn } = indexUrl(extra);
          const engine = await loadSearchEngine(url, fetchFn);
          const start = performance.now();
          const answer = await findPosts(engine, query);
          measureSince(SEARCH_MEASURE, start);
          return { data: answer };
        } catch (error) {
          const apiError: ApiError = { message: error instanceof Error ? error.message : String(error) };
          return { error: apiError };
        }
      },
    }),
  }),
});

/** Starts fetching the index before the first query (when the search field gets focus); a failure shows with that query. */
export function preloadSearchIndex(siteUrl: string | undefined): void {
  loadSearchEngine(siteFileUrl(SEARCH_INDEX_PATH, siteUrl)).catch(() => undefined);
}

export const { useSearchPostsQuery } = searchApi;
