import type { ApiConnection } from '@/api/apiSlice';
import { api, currentSiteDomain, SEARCH_INDEX_PATH, siteFileUrl } from '@/api/apiSlice';
import type { ApiError } from '@/api/models';
import { measureSince } from '@/lib/measure';
import type { LiveListing } from './liveListing';
import { readLiveListing } from './liveListing';
import type { SearchAnswer } from './searchEngine';
import { addLivePosts, findPosts, loadSearchEngine } from './searchEngine';

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

type Dispatch = (
  action: ReturnType<typeof api.endpoints.getMetainfo.initiate>,
) => ReturnType<ReturnType<typeof api.endpoints.getMetainfo.initiate>>;

/** The live list, read once per store (the page's life) and domain, through the list endpoint (its cache is `/blog`'s). */
const listingsByStore = new WeakMap<Dispatch, Map<string, Promise<LiveListing>>>();

function liveListing(dispatch: Dispatch, domain: string): Promise<LiveListing> {
  let listings = listingsByStore.get(dispatch);
  if (!listings) listingsByStore.set(dispatch, (listings = new Map<string, Promise<LiveListing>>()));
  let listing = listings.get(domain);
  if (!listing) {
    listing = readLiveListing(async (page) => {
      const request = dispatch(api.endpoints.getMetainfo.initiate({ domain, page }));
      const { data } = await request;
      request.unsubscribe();
      return data;
    }).catch(() => ({ posts: [], complete: false }));
    listings.set(domain, listing);
  }
  return listing;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPosts: build.query<SearchAnswer, string>({
      async queryFn(query, { extra, dispatch }) {
        try {
          const { url, fetchFn } = indexUrl(extra);
          const [engine, listing] = await Promise.all([
            loadSearchEngine(url, fetchFn),
            liveListing(dispatch as Dispatch, currentSiteDomain((extra as ApiConnection).siteUrl)),
          ]);
          await addLivePosts(engine, listing);
          const start = performance.now();
          const answer = await findPosts(engine, query, listing);
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
