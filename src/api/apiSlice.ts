import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { StoreExtra } from '@/app/store';
import { INVALID_RESPONSE_ERROR, toApiError } from './errors';
import { apiCacheHydrated } from './hydration';
import type { ApiError, BlogDetail, BlogList } from './models';

/** A request that has not answered by then ends in an error the reader can retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Results stay cached this long after the last page using them closes, so going back is instant. */
const KEEP_UNUSED_SECONDS = 300;

/** One page of the blog list for one site: the domain is part of the cache key, so one site's list is never shown on another. */
export interface MetainfoArgs {
  readonly domain: string;
  readonly page: number;
}

/** Absolute base URL of the functions; a relative one is taken from this page's origin. */
export function functionsBaseUrl(apiUrl: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(apiUrl.replace(/\/+$/, '') + '/', origin).href;
}

/**
 * The site's domain as the list function expects it (spec §7): a host name without a leading
 * 'www.' (only that: `news.www.example.org` stays as it is).
 */
export function siteDomain(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * The domain of the site this code runs for: the page's own host in the browser; when rendering
 * ahead of time, the host of the configured site URL (`localhost` when there is none).
 */
export function currentSiteDomain(siteUrl: string | undefined): string {
  if (typeof location !== 'undefined') return siteDomain(location.hostname);
  return siteDomain(siteUrl ? new URL(siteUrl).hostname : 'localhost');
}

function makeFetcher(fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    timeout: REQUEST_TIMEOUT_MS,
    fetchFn,
    prepareHeaders(headers, { extra }) {
      const { apiKey } = (extra as StoreExtra).config;
      if (apiKey) headers.set('Authorization', `Bearer ${apiKey}`);
      return headers;
    },
  });
}

const fetchFromFunctions = makeFetcher();
const fetchersByFn = new WeakMap<typeof fetch, ReturnType<typeof makeFetcher>>();

function fetcherFor(fetchFn: typeof fetch | undefined) {
  if (!fetchFn) return fetchFromFunctions;
  let fetcher = fetchersByFn.get(fetchFn);
  if (!fetcher) fetchersByFn.set(fetchFn, (fetcher = makeFetcher(fetchFn)));
  return fetcher;
}

type Models = typeof import('./models');

/**
 * The response checks (the schemas and valibot) load alongside the first request, not with every
 * page: a prerendered page hydrates from the data embedded in it and may never fetch
 * (`npm run bench`: 2.2 KB gzip less initial JS on every route). A chunk that fails to load
 * comes back as the Error, so the request ends in an error state with Try Again.
 */
const loadModels = (): Promise<Models | Error> =>
  import(/* webpackChunkName: "api-models" */ './models').catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );

/** A call to one of the serverless functions. */
interface FunctionCall {
  readonly fn: 'get_metainfo' | 'get_details';
  readonly params: Record<string, string | number>;
}

/** Calls a function and turns any failure into the message the reader sees (spec §8). */
const functionsBaseQuery: BaseQueryFn<FunctionCall, unknown, ApiError> = async ({ fn, params }, api, extraOptions) => {
  const { config, fetchFn } = api.extra as StoreExtra;
  const url = new URL(fn, functionsBaseUrl(config.apiUrl)).href;
  const result = await fetcherFor(fetchFn)({ url, params }, api, extraOptions);
  if (result.error) return { error: toApiError(fn === 'get_metainfo' ? 'list' : 'detail', result.error) };
  return { data: result.data };
};

/** The one API slice for the serverless functions (spec §7). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: functionsBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  // The backend is the truth (spec §4: a fetch on every page change, a post reloads whenever
  // its slug changes): every page that mounts asks again, including one hydrated from
  // prerendered data. What is cached shows meanwhile; the answer replaces it in place.
  refetchOnMountOrArgChange: true,
  extractRehydrationInfo(action) {
    // The payload is this slice's own state as the prerenderer serialised it; its type
    // cannot be named here without referring to `api` inside its own definition.
    return apiCacheHydrated.match(action) ? (action.payload as never) : undefined;
  },
  endpoints: (build) => ({
    /** One page of the blog list: `GET get_metainfo?domain=…&page=…`. */
    getMetainfo: build.query<BlogList, MetainfoArgs>({
      async queryFn({ domain, page }, _api, _extraOptions, baseQuery) {
        const [response, models] = await Promise.all([
          baseQuery({ fn: 'get_metainfo', params: { domain, page } }),
          loadModels(),
        ]);
        if (response.error) return { error: response.error };
        if (models instanceof Error) return { error: toApiError('list', models) };
        const list = models.parseBlogList(response.data);
        return list ? { data: list } : { error: INVALID_RESPONSE_ERROR };
      },
    }),
    /** A whole post: `GET get_details?slug=…`; `null` when the function has no post to give. */
    getDetails: build.query<BlogDetail | null, string>({
      async queryFn(slug, _api, _extra, baseQuery) {
        const [response, models] = await Promise.all([baseQuery({ fn: 'get_details', params: { slug } }), loadModels()]);
        if (response.error) return { error: response.error };
        if (response.data === null || response.data === undefined || response.data === '') return { data: null };
        if (models instanceof Error) return { error: toApiError('detail', models) };
        const post = models.parseBlogDetail(response.data);
        return post ? { data: post } : { error: INVALID_RESPONSE_ERROR };
      },
    }),
  }),
});

export const { useGetMetainfoQuery, useGetDetailsQuery } = api;
