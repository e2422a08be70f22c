import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { StoreExtra } from '@/app/store';

/** A request that has not answered by then ends in an error the reader can retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Absolute base URL of the functions; a relative one is taken from this page's origin. */
export function functionsBaseUrl(apiUrl: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(apiUrl.replace(/\/+$/, '') + '/', origin).href;
}

const fetchFromFunctions = fetchBaseQuery({
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers, { extra }) {
    headers.set('Authorization', `Bearer ${(extra as StoreExtra).config.apiKey}`);
    return headers;
  },
});

const functionsBaseQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { config } = api.extra as StoreExtra;
  const url = new URL(args.url, functionsBaseUrl(config.apiUrl)).href;
  return fetchFromFunctions({ ...args, url }, api, extraOptions);
};

/** The one API slice for the serverless functions; endpoints are defined with the blog data layer. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: functionsBaseQuery,
  endpoints: () => ({}),
});
