import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FunctionName } from './contract';
import { FUNCTION_NAMES, PARAMS } from './contract';
import { encodeSegment } from '@/lib/encodeSegment';
import { INVALID_RESPONSE_ERROR, toApiError } from './errors';
import { apiCacheHydrated, askedSinceTakeover, revalidationHeld } from './hydration';
import type { ApiError, BlogDetail, BlogList, Glossary, Reading, ReadingPath, TopicList, TopicPosts } from './models';
import type * as Models from './models';

/** A request that has not answered by then ends in an error the reader can retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Results stay cached this long after the last page using them closes, so going back is instant. */
const KEEP_UNUSED_SECONDS = 300;

/** What the store hands RTK Query as `extra`: where the functions are and how to reach them. */
export interface ApiConnection {
  /** Base URL of the functions (`SITE_API_URL`): absolute, or a path on this origin. */
  readonly apiUrl: string;
  readonly apiKey?: string;
  /** How requests are sent; the prerenderer answers them in-process. Defaults to `fetch`. */
  readonly fetchFn?: typeof fetch;
  /** `SITE_URL`: the site's origin when there is no page to take it from (the prerenderer). */
  readonly siteUrl?: string;
}

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

/** The domain the list function expects (spec §7): the host without a leading 'www.' (`news.www.example.org` stays). */
export function siteDomain(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The page's own host in the browser; when prerendering, the configured site URL's (`localhost` without one). */
export function currentSiteDomain(siteUrl: string | undefined): string {
  if (typeof location !== 'undefined') return siteDomain(location.hostname);
  return siteDomain(siteUrl ? new URL(siteUrl).hostname : 'localhost');
}

/** A file the build wrote beside the pages (reading links, topics, the search index), on this site's origin. */
export function siteFileUrl(path: string, siteUrl: string | undefined): string {
  const origin = typeof location === 'undefined' ? (siteUrl ?? 'http://localhost') : location.origin;
  return new URL(path, origin).href;
}

/** Where the build put a post's reading links. */
export function readingFilePath(slug: string): string {
  return `/reading/${encodeSegment(slug)}.json`;
}

export const TOPIC_LIST_PATH = '/data/topics.json';
export const GLOSSARY_PATH = '/data/glossary.json';

/** The search index the build writes (`src/features/search`), fetched by the search page. */
export const SEARCH_INDEX_PATH = '/data/search-index.json';

/** Where the build put a reading path (`content/paths/<slug>.json`, with its posts' titles). */
export function pathFilePath(slug: string): string {
  return `/data/paths/${encodeSegment(slug)}.json`;
}

export function topicFilePath(slug: string): string {
  return `/data/topics/${encodeSegment(slug)}.json`;
}

function makeFetcher(fetchFn?: typeof fetch) {
  return fetchBaseQuery({
    timeout: REQUEST_TIMEOUT_MS,
    fetchFn,
    prepareHeaders(headers, { extra }) {
      const { apiKey } = extra as ApiConnection;
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

/**
 * The response checks load with the first request, not with every page: a hydrated page may never fetch
 * (`npm run bench`: 2.2 KB gzip less initial JS on every route). A chunk that fails to load comes back as the Error.
 */
const loadModels = (): Promise<typeof Models | Error> =>
  import(/* webpackChunkName: "api-models" */ './models').catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );

interface FunctionCall {
  readonly fn: FunctionName;
  readonly params: Record<string, string | number>;
}

/** Calls a function and turns any failure into the message the reader sees (spec §8). */
const functionsBaseQuery: BaseQueryFn<FunctionCall, unknown, ApiError> = async ({ fn, params }, api, extraOptions) => {
  const { apiUrl, fetchFn } = api.extra as ApiConnection;
  const url = new URL(fn, functionsBaseUrl(apiUrl)).href;
  const result = await fetcherFor(fetchFn)({ url, params }, api, extraOptions);
  if (result.error) return { error: toApiError(fn === FUNCTION_NAMES.list ? 'list' : 'detail', result.error) };
  return { data: result.data };
};

/**
 * Reads a file the build wrote beside the pages: not one of the functions, so no key is sent. A 404 is
 * `null` (a post published since the build has no reading links, a topic may not exist).
 */
async function siteFileQuery<T>(
  queryApi: { extra: unknown; signal: AbortSignal },
  path: string,
  parserOf: (models: typeof Models) => (body: unknown) => T | undefined,
): Promise<{ data: T | null } | { error: ApiError }> {
  const { fetchFn = fetch, siteUrl } = queryApi.extra as ApiConnection;
  try {
    const [response, models] = await Promise.all([fetchFn(siteFileUrl(path, siteUrl), { signal: queryApi.signal }), loadModels()]);
    if (response.status === 404) return { data: null };
    if (!response.ok) return { error: { message: `HTTP ${response.status}`, status: response.status } };
    if (models instanceof Error) return { error: { message: models.message } };
    const parsed = parserOf(models)(await response.json());
    return parsed === undefined ? { error: INVALID_RESPONSE_ERROR } : { data: parsed };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * The backend is the truth (spec §4): every page that mounts asks again, what is cached showing meanwhile and
 * the answer replacing it in place. A page hydrated from prerendered data asks too, just after React has taken
 * it over (`revalidateHydratedRequests`) rather than in hydration's own effects.
 */
const ASK_AGAIN_ON_MOUNT = {
  forceRefetch: ({ state, endpointState }: { state: unknown; endpointState?: { startedTimeStamp?: number } }) =>
    !revalidationHeld(state) && !askedSinceTakeover(state, endpointState?.startedTimeStamp),
};

/** The one API slice for the serverless functions (spec §7). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: functionsBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  // Asking again on mount is each endpoint's `forceRefetch` (ASK_AGAIN_ON_MOUNT), which can hold it during hydration.
  refetchOnMountOrArgChange: false,
  extractRehydrationInfo(action) {
    // The payload is this slice's own state, rebuilt from a prerendered page's answers (preloadedApiState); its type
    // cannot be named here without referring to `api` inside its own definition.
    return apiCacheHydrated.match(action) ? (action.payload as never) : undefined;
  },
  endpoints: (build) => ({
    getMetainfo: build.query<BlogList, MetainfoArgs>({
      ...ASK_AGAIN_ON_MOUNT,
      async queryFn({ domain, page }, _api, _extraOptions, baseQuery) {
        const [response, models] = await Promise.all([
          baseQuery({ fn: FUNCTION_NAMES.list, params: { [PARAMS.domain]: domain, [PARAMS.page]: page } }),
          loadModels(),
        ]);
        if (response.error) return { error: response.error };
        if (models instanceof Error) return { error: toApiError('list', models) };
        const list = models.parseBlogList(response.data);
        return list ? { data: list } : { error: INVALID_RESPONSE_ERROR };
      },
    }),
    /** `null` when the function has no post to give. */
    getDetails: build.query<BlogDetail | null, string>({
      ...ASK_AGAIN_ON_MOUNT,
      async queryFn(slug, _api, _extra, baseQuery) {
        const [response, models] = await Promise.all([
          baseQuery({ fn: FUNCTION_NAMES.detail, params: { [PARAMS.slug]: slug } }),
          loadModels(),
        ]);
        if (response.error) return { error: response.error };
        if (response.data === null || response.data === undefined || response.data === '') return { data: null };
        if (models instanceof Error) return { error: toApiError('detail', models) };
        const post = models.parseBlogDetail(response.data);
        return post ? { data: post } : { error: INVALID_RESPONSE_ERROR };
      },
    }),
    /**
     * A post's reading links, or `null` when the build has none for it (a post published since): not one of
     * the functions, so no key is sent. Asked after the post is shown, never before.
     */
    getReading: build.query<Reading | null, string>({
      ...ASK_AGAIN_ON_MOUNT,
      queryFn: (slug, queryApi) => siteFileQuery(queryApi, readingFilePath(slug), (models) => models.parseReading),
    }),
    /** Every topic, or `null` for a site built without them (no post yet). */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say the query takes no argument
    getTopics: build.query<TopicList | null, void>({
      ...ASK_AGAIN_ON_MOUNT,
      queryFn: (_arg, queryApi) => siteFileQuery(queryApi, TOPIC_LIST_PATH, (models) => models.parseTopicList),
    }),
    /** The glossary, or `null` for a site built without one. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say the query takes no argument
    getGlossary: build.query<Glossary | null, void>({
      ...ASK_AGAIN_ON_MOUNT,
      queryFn: (_arg, queryApi) => siteFileQuery(queryApi, GLOSSARY_PATH, (models) => models.parseGlossary),
    }),
    /** A reading path, or `null` for one the build did not write. */
    getPath: build.query<ReadingPath | null, string>({
      ...ASK_AGAIN_ON_MOUNT,
      queryFn: (slug, queryApi) => siteFileQuery(queryApi, pathFilePath(slug), (models) => models.parseReadingPath),
    }),
    /** One topic's posts, or `null` for a topic the build did not see. */
    getTopic: build.query<TopicPosts | null, string>({
      ...ASK_AGAIN_ON_MOUNT,
      queryFn: (slug, queryApi) => siteFileQuery(queryApi, topicFilePath(slug), (models) => models.parseTopicPosts),
    }),
  }),
});

export const {
  useGetMetainfoQuery,
  useGetDetailsQuery,
  useGetReadingQuery,
  useGetTopicsQuery,
  useGetTopicQuery,
  useGetGlossaryQuery,
  useGetPathQuery,
} = api;
