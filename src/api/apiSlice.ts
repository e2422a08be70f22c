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

/** Absolute base URL of the functions; a relative one is taken from this page's origin. */
export function functionsBaseUrl(apiUrl: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(apiUrl.replace(/\/+$/, '') + '/', origin).href;
}

/**
 * The site's domain as the list function expects it: this page's host name without a leading
 * 'www.'; when rendering ahead of time, the host of the configured site URL.
 */
export function siteDomain(siteUrl?: string): string {
  const hostname =
    typeof location !== 'undefined' ? location.hostname : siteUrl ? new URL(siteUrl).hostname : 'localhost';
  return hostname.replace(/^www\./i, '');
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
  extractRehydrationInfo(action) {
    // The payload is this slice's own state as the prerenderer serialised it; its type
    // cannot be named here without referring to `api` inside its own definition.
    return apiCacheHydrated.match(action) ? (action.payload as never) : undefined;
  },
  endpoints: (build) => ({
    /** One page of the blog list: `GET get_metainfo?domain=…&page=…`. */
    getMetainfo: build.query<BlogList, { page: number }>({
      async queryFn({ page }, { extra }, _extraOptions, baseQuery) {
        const { config } = extra as StoreExtra;
        const [response, models] = await Promise.all([
          baseQuery({ fn: 'get_metainfo', params: { domain: siteDomain(config.siteUrl), page } }),
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

/** Starts loading a post ahead of the click (cards call it on hover and focus). */
export function usePrefetchPost(): (slug: string) => void {
  const prefetch = api.usePrefetch('getDetails');
  return (slug: string) => prefetch(slug, { ifOlderThan: KEEP_UNUSED_SECONDS });
}
