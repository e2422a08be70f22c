import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import type { FunctionName } from './contract';
import { FUNCTION_NAMES, PARAMS } from './contract';
import { authorization, functionUrl } from './functionUrl';
import { encodeSegment } from '@/lib/pathSegment';
import { INVALID_RESPONSE_ERROR, toApiError } from './errors';
import type { ApiError, BlogDetail, BlogList, Glossary, TopicList } from './models';
import {
  blogDetailAnswer,
  blogListAnswer,
  glossarySchema,
  readingPathSchema,
  readingSchema,
  topicListSchema,
  topicPostsSchema,
} from './models';

/** A request that has not answered by then ends in an error the reader can retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Results stay cached this long after the last page using them closes, so going back is instant. */
const KEEP_UNUSED_SECONDS = 300;

/** What the store hands RTK Query as `extra`: where the functions are, and its `fetchBaseQuery`. */
export interface ApiConnection {
  /** `SITE_API_URL`: absolute, or a path on this origin. */
  readonly apiUrl: string;
  readonly apiKey?: string;
  /** `SITE_URL`: the origin when there is no page to take it from (the prerenderer). */
  readonly siteUrl?: string;
  /** The prerenderer answers requests in-process; defaults to `fetch`. */
  readonly fetchFn?: typeof fetch;
  readonly fetchQuery: BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError>;
}

export function apiConnection(settings: Omit<ApiConnection, 'fetchQuery'>): ApiConnection {
  return { ...settings, fetchQuery: fetchBaseQuery({ timeout: REQUEST_TIMEOUT_MS, fetchFn: settings.fetchFn }) };
}

/** One page of the blog list for one site: the domain is part of the cache key, so one site's list is never shown on another. */
export interface MetainfoArgs {
  readonly domain: string;
  readonly page: number;
}

/** The newest `count` posts of one site: the list's first page, cut to what the page that shows them needs. */
export interface LatestPostsArgs {
  readonly domain: string;
  readonly count: number;
}

/** The domain the list function expects (spec §7): the host without a leading 'www.' (`news.www.example.org` stays). */
export function siteDomain(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The page's own host in the browser; when prerendering, the configured site URL's (`localhost` without one). */
export const currentSiteDomain = (siteUrl: string | undefined): string => siteDomain(new URL(siteFileUrl('/', siteUrl)).hostname);

/** A file the build wrote beside the pages, on this site's origin. */
export function siteFileUrl(path: string, siteUrl: string | undefined): string {
  const origin = typeof location === 'undefined' ? (siteUrl ?? 'http://localhost') : location.origin;
  return new URL(path, origin).href;
}

/** The file the build wrote for one slug in `folder`. */
const slugFilePath = (folder: string) => (slug: string) => `${folder}/${encodeSegment(slug)}.json`;

export const readingFilePath = slugFilePath('/reading');
export const pathFilePath = slugFilePath('/data/paths');
export const topicFilePath = slugFilePath('/data/topics');

export const TOPIC_LIST_PATH = '/data/topics.json';
export const GLOSSARY_PATH = '/data/glossary.json';
export const SEARCH_INDEX_PATH = '/data/search-index.json';

/** A function, called with the key (spec §7), or a file the build wrote, whose 404 is `null` (a post newer than the build). */
type ApiRequest = { readonly fn: FunctionName; readonly params: Readonly<Record<string, string | number>> } | { readonly file: string };

type BaseError = FetchBaseQueryError | ApiError;

const readSiteFile = (response: Response): Promise<unknown> => (response.status === 404 ? Promise.resolve(null) : response.json());

const baseQuery: BaseQueryFn<ApiRequest, unknown, BaseError> = (request, queryApi, extraOptions) => {
  const { apiUrl, apiKey, siteUrl, fetchQuery } = queryApi.extra as ApiConnection;
  const args: FetchArgs =
    'fn' in request
      ? { url: functionUrl(apiUrl, request.fn, request.params), headers: authorization(apiKey) }
      : {
          url: siteFileUrl(request.file, siteUrl),
          validateStatus: (response) => response.ok || response.status === 404,
          responseHandler: readSiteFile,
        };
  return fetchQuery(args, queryApi, extraOptions);
};

/** The one API slice for the serverless functions (spec §7), and the files the build wrote beside the pages. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_SECONDS,
  // The backend is the truth (spec §4): a page asks again on mount, showing the painted or cached answer meanwhile.
  refetchOnMountOrArgChange: true,
  // An answer that is not the shape the site reads: a clear error, never undefined data.
  catchSchemaFailure: () => INVALID_RESPONSE_ERROR,
  endpoints: (build) => {
    /** A file the build wrote: `null` where it wrote none (a post published since, a site without topics). */
    const siteFile = <Result, Arg>(path: (arg: Arg) => string, schema: v.GenericSchema<unknown, Result>) =>
      build.query<Result | null, Arg>({
        query: (arg) => ({ file: path(arg) }),
        rawResponseSchema: v.nullable(schema),
        transformErrorResponse: (error) => toApiError('file', error),
      });
    return {
      getMetainfo: build.query<BlogList, MetainfoArgs>({
        query: ({ domain, page }) => ({ fn: FUNCTION_NAMES.list, params: { [PARAMS.domain]: domain, [PARAMS.page]: page } }),
        rawResponseSchema: blogListAnswer,
        transformErrorResponse: (error) => toApiError('list', error),
      }),
      // Through the first page's own entry, which `/blog` then shows at once; this one holds only what its page shows,
      // so a prerendered home page carries three posts, not ten, and fits its first round trip.
      getLatestPosts: build.query<BlogList, LatestPostsArgs>({
        async queryFn({ domain, count }, { dispatch }): Promise<{ data: BlogList } | { error: ApiError }> {
          const firstPage = { domain, page: 1 };
          const { data, error } = await dispatch(api.endpoints.getMetainfo.initiate(firstPage, { subscribe: false, forceRefetch: true }));
          return data ? { data: { ...data, blogs: data.blogs.slice(0, count) } } : { error: toApiError('list', error) };
        },
      }),
      // `null`: the function has no such post.
      getDetails: build.query<BlogDetail | null, string>({
        query: (slug) => ({ fn: FUNCTION_NAMES.detail, params: { [PARAMS.slug]: slug } }),
        rawResponseSchema: blogDetailAnswer,
        transformErrorResponse: (error) => toApiError('detail', error),
      }),
      getReading: siteFile(readingFilePath, readingSchema),
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's no-argument query
      getTopics: siteFile<TopicList, void>(() => TOPIC_LIST_PATH, topicListSchema),
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's no-argument query
      getGlossary: siteFile<Glossary, void>(() => GLOSSARY_PATH, glossarySchema),
      getPath: siteFile(pathFilePath, readingPathSchema),
      getTopic: siteFile(topicFilePath, topicPostsSchema),
    };
  },
});

export const {
  useGetMetainfoQuery,
  useGetLatestPostsQuery,
  useGetDetailsQuery,
  useGetReadingQuery,
  useGetTopicsQuery,
  useGetTopicQuery,
  useGetGlossaryQuery,
  useGetPathQuery,
} = api;
