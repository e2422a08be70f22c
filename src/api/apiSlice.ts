import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FunctionName } from './contract';
import { FUNCTION_NAMES, PARAMS } from './contract';
import { functionUrl } from './functionUrl';
import { encodeSegment } from '@/lib/encodeSegment';
import { INVALID_RESPONSE_ERROR, toApiError } from './errors';
import type { ApiError, BlogDetail, BlogList, Glossary, Reading, ReadingPath, TopicList, TopicPosts } from './models';
import {
  blogDetailAnswer,
  blogListAnswer,
  glossaryAnswer,
  readingAnswer,
  readingPathAnswer,
  topicListAnswer,
  topicPostsAnswer,
} from './models';

/** A request that has not answered by then ends in an error the reader can retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Results stay cached this long after the last page using them closes, so going back is instant. */
const KEEP_UNUSED_SECONDS = 300;

/** What the store hands RTK Query as `extra`: where the functions are, and its `fetchBaseQuery`. */
export interface ApiConnection {
  /** Base URL of the functions (`SITE_API_URL`): absolute, or a path on this origin. */
  readonly apiUrl: string;
  readonly apiKey?: string;
  /** `SITE_URL`: the site's origin when there is no page to take it from (the prerenderer). */
  readonly siteUrl?: string;
  /** How requests are sent; the prerenderer answers them in-process. Defaults to `fetch`. */
  readonly fetchFn?: typeof fetch;
  readonly fetchQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError>;
}

/** A store's connection, with its one `fetchBaseQuery`. */
export function apiConnection(settings: Omit<ApiConnection, 'fetchQuery'>): ApiConnection {
  return { ...settings, fetchQuery: fetchBaseQuery({ timeout: REQUEST_TIMEOUT_MS, fetchFn: settings.fetchFn }) };
}

/** One page of the blog list for one site: the domain is part of the cache key, so one site's list is never shown on another. */
export interface MetainfoArgs {
  readonly domain: string;
  readonly page: number;
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

/** What an endpoint asks for: one of the functions, with the key (spec §7), or a file the build wrote beside the pages. */
type ApiRequest =
  | { readonly fn: FunctionName; readonly params: Readonly<Record<string, string | number>> }
  /** A path on this site; a 404 is `null` (a post published since the build has no reading links, a topic may not exist). */
  | { readonly file: string };

/** What a failed request leaves before an endpoint reads it: fetchBaseQuery's error, or a response check's (`catchSchemaFailure`). */
type BaseError = FetchBaseQueryError | ApiError;

const readSiteFile = (response: Response): Promise<unknown> => (response.status === 404 ? Promise.resolve(null) : response.json());

/** The store's `fetchBaseQuery`, with the functions' URL and key, or a file of this site. */
const baseQuery: BaseQueryFn<ApiRequest, unknown, BaseError> = (request, queryApi, extraOptions) => {
  const { apiUrl, apiKey, siteUrl, fetchQuery } = queryApi.extra as ApiConnection;
  const args: FetchArgs =
    'fn' in request
      ? { url: functionUrl(apiUrl, request.fn, request.params), headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {} }
      : {
          url: siteFileUrl(request.file, siteUrl),
          validateStatus: (response) => response.ok || response.status === 404,
          responseHandler: readSiteFile,
        };
  return fetchQuery(args, queryApi, extraOptions);
};

/** Failures read as spec §8 says for the list and a post. */
const listError = (error: BaseError) => toApiError('list', error);
const detailError = (error: BaseError) => toApiError('detail', error);
const fileError = (error: BaseError) => toApiError('file', error);

/** The one API slice for the serverless functions (spec §7), and the files the build wrote beside the pages. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  // The backend is the truth (spec §4): every page that mounts or changes asks again, a prerendered page's answers
  // (src/app/hydration.ts) and what is cached showing meanwhile.
  refetchOnMountOrArgChange: true,
  // An answer that is not the shape the site reads: a clear error, never undefined data.
  catchSchemaFailure: () => INVALID_RESPONSE_ERROR,
  endpoints: (build) => ({
    getMetainfo: build.query<BlogList, MetainfoArgs>({
      query: ({ domain, page }) => ({ fn: FUNCTION_NAMES.list, params: { [PARAMS.domain]: domain, [PARAMS.page]: page } }),
      rawResponseSchema: blogListAnswer,
      transformErrorResponse: listError,
    }),
    /** `null` when the function has no post to give. */
    getDetails: build.query<BlogDetail | null, string>({
      query: (slug) => ({ fn: FUNCTION_NAMES.detail, params: { [PARAMS.slug]: slug } }),
      rawResponseSchema: blogDetailAnswer,
      transformErrorResponse: detailError,
    }),
    /** A post's reading links, or `null` when the build has none for it (a post published since). Asked after the post is shown. */
    getReading: build.query<Reading | null, string>({
      query: (slug) => ({ file: readingFilePath(slug) }),
      rawResponseSchema: readingAnswer,
      transformErrorResponse: fileError,
    }),
    /** Every topic, or `null` for a site built without them (no post yet). */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say the query takes no argument
    getTopics: build.query<TopicList | null, void>({
      query: () => ({ file: TOPIC_LIST_PATH }),
      rawResponseSchema: topicListAnswer,
      transformErrorResponse: fileError,
    }),
    /** The glossary, or `null` for a site built without one. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say the query takes no argument
    getGlossary: build.query<Glossary | null, void>({
      query: () => ({ file: GLOSSARY_PATH }),
      rawResponseSchema: glossaryAnswer,
      transformErrorResponse: fileError,
    }),
    /** A reading path, or `null` for one the build did not write. */
    getPath: build.query<ReadingPath | null, string>({
      query: (slug) => ({ file: pathFilePath(slug) }),
      rawResponseSchema: readingPathAnswer,
      transformErrorResponse: fileError,
    }),
    /** One topic's posts, or `null` for a topic the build did not see. */
    getTopic: build.query<TopicPosts | null, string>({
      query: (slug) => ({ file: topicFilePath(slug) }),
      rawResponseSchema: topicPostsAnswer,
      transformErrorResponse: fileError,
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
