import { weakMapMemoize } from '@reduxjs/toolkit';
import type { ApiConnection } from '@/api/apiSlice';
import { api, currentSiteDomain, SEARCH_INDEX_PATH, siteFileUrl } from '@/api/apiSlice';
import { UNKNOWN_ERROR } from '@/api/errors';
import { measureSince } from '@/lib/measure';
import type { AppDispatch } from '@/store/store';
import type { BlogSummary } from '@/api/models';
import type { LiveListing, SearchAnswer } from './searchEngine';
import { addLivePosts, findPosts, loadSearchEngine } from './searchEngine';

/** The User Timing entry each search leaves. */
export const SEARCH_MEASURE = 'search-query';

/** Until the live list has answered, searches use the index alone (nothing held back, nothing dropped). */
const INDEX_ONLY: LiveListing = { posts: [], complete: false };

const LIVE_LISTING_TAG = 'LiveListing';

/** The most list pages search reads for posts published since the build: the newest 50 posts, in a few requests. */
const LIVE_PAGES = 5;

/** The functions' own list (`get_metainfo`), page by page until it ends or `LIVE_PAGES` are read: the index knows nothing newer. */
async function readLiveListing(dispatch: AppDispatch, domain: string): Promise<LiveListing> {
  const posts: BlogSummary[] = [];
  for (let page = 1; page <= LIVE_PAGES; page += 1) {
    // Through the list endpoint, whose cache is `/blog`'s.
    const request = dispatch(api.endpoints.getMetainfo.initiate({ domain, page }));
    const { data: list } = await request;
    request.unsubscribe();
    if (!list) return { posts, complete: false };
    posts.push(...list.blogs);
    if (list.blogs.length === 0 || posts.length >= list.total) return { posts, complete: true };
  }
  return { posts, complete: false };
}

/** The live list, read once per store (the page's life) and domain: `settled` once its requests have answered. */
const liveListing = weakMapMemoize((dispatch: AppDispatch, domain: string) => {
  const promise = readLiveListing(dispatch, domain).catch(() => INDEX_ONLY);
  const read: { readonly promise: Promise<LiveListing>; settled?: LiveListing } = { promise };
  void promise.then((settled) => {
    read.settled = settled;
  });
  return read;
});

/** Search runs in the browser over the build's index; each query's results are cached like any answer (DevTools, Back). */
export const searchApi = api.enhanceEndpoints({ addTagTypes: [LIVE_LISTING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    searchPosts: build.query<SearchAnswer, string>({
      // The first results never wait for the live list (a few round trips on a phone): they come from the index,
      // and once the list has answered, the results on screen are asked again with it merged in.
      providesTags: [LIVE_LISTING_TAG],
      async queryFn(query, { extra, dispatch }) {
        try {
          const { siteUrl, fetchFn } = extra as ApiConnection;
          const read = liveListing(dispatch as AppDispatch, currentSiteDomain(siteUrl));
          if (!read.settled) void read.promise.then(() => dispatch(searchApi.util.invalidateTags([LIVE_LISTING_TAG])));
          const engine = await loadSearchEngine(siteFileUrl(SEARCH_INDEX_PATH, siteUrl), fetchFn);
          const listing = read.settled ?? INDEX_ONLY;
          await addLivePosts(engine, listing);
          const start = performance.now();
          const answer = await findPosts(engine, query, listing);
          measureSince(SEARCH_MEASURE, start);
          return { data: answer };
        } catch (error) {
          return { error: { message: error instanceof Error && error.message ? error.message : UNKNOWN_ERROR } };
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
