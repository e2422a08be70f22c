import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { api } from '@/api/apiSlice';
import type { SiteConfig } from '@/app/config';
import type { RootState } from '@/app/store';
import { privacyPage, termsPage } from '@/content/legalPages';
import { blogListArgs, latestPostsArgs, postSlug } from '@/features/blog/blogQueries';
import { postPath } from '@/features/blog/postPath';
import { outcomeOf, postView } from '@/features/blog/views';
import type { PageHead } from '@/features/seo/headTags';
import {
  blogListHead,
  homeHead,
  legalHead,
  missingPostHead,
  missingTopicHead,
  notFoundHead,
  pendingPageHead,
  postHead,
  searchHead,
  topicHead,
  topicsHead,
} from '@/features/seo/pageHeads';
import { topicPageArg } from '@/features/topics/topicPages';
import { topicFromPath, topicPath } from '@/lib/topics';

export interface RouteContext {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The `domain` the list function is asked for (spec §7). */
  readonly domain: string;
  readonly config: SiteConfig;
}

/** A request a page makes for its URL: one of the api slice's query thunks (`api.endpoints.x.initiate(args)`). */
export type PageQuery = ThunkAction<PromiseLike<unknown> & { unsubscribe(): void }, RootState, unknown, UnknownAction>;

/** What the prerenderer knows of the site's content when it asks each route for its paths. */
export interface SiteContents {
  readonly slugs: readonly string[];
  /** The topics' slugs. */
  readonly topics: readonly string[];
}

/** The browser's router, the prerenderer, hydration and the head all read this row: a new page is one component and one row. */
export interface PageRoute {
  readonly id: string;
  /** A react-router path under the root: `/` for the index. */
  readonly path: string;
  readonly page: () => Promise<ComponentType>;
  /** The requests the page's components make for this URL; the prerenderer runs them to render it with its data. */
  readonly queries?: (context: RouteContext) => readonly PageQuery[];
  readonly head: (context: RouteContext, state: RootState) => PageHead;
  readonly status?: (context: RouteContext, state: RootState) => number;
  readonly prerender: (site: SiteContents) => readonly string[];
}

function topicOf(context: RouteContext, state: RootState) {
  return api.endpoints.getTopic.select(topicArg(context))(state);
}

function topicArg({ pathname, params }: RouteContext): string {
  return topicFromPath(pathname) ?? params.topic ?? '';
}

function postOf(context: RouteContext, state: RootState) {
  return postView(outcomeOf(api.endpoints.getDetails.select(postSlug(context.pathname, context.params))(state)));
}

export const pageRoutes: readonly PageRoute[] = [
  {
    id: 'landing',
    path: '/',
    page: () => import(/* webpackChunkName: "page-landing" */ '@/features/landing/LandingPage').then((m) => m.LandingPage),
    // The newest posts stand in for the news feed when none is configured.
    queries: ({ config, domain }) => (config.newsFeedUrl ? [] : [api.endpoints.getMetainfo.initiate(latestPostsArgs(domain))]),
    head: ({ config }) => homeHead(config.siteUrl),
    prerender: () => ['/'],
  },
  {
    id: 'blog-list',
    path: 'blog',
    page: () => import(/* webpackChunkName: "page-blog-list" */ '@/features/blog/BlogListPage').then((m) => m.BlogListPage),
    queries: ({ searchParams, domain }) => [api.endpoints.getMetainfo.initiate(blogListArgs(searchParams, domain))],
    head: ({ config, searchParams, domain }) => blogListHead(config.siteUrl, blogListArgs(searchParams, domain).page),
    // Only the first page: a static host serves one file for every `?page=`.
    prerender: () => ['/blog'],
  },
  {
    id: 'blog-post',
    path: 'blog/:slug',
    page: () => import(/* webpackChunkName: "page-blog-post" */ '@/features/blog/BlogPostPage').then((m) => m.BlogPostPage),
    queries: ({ pathname, params }) => [
      api.endpoints.getDetails.initiate(postSlug(pathname, params)),
      api.endpoints.getReading.initiate(postSlug(pathname, params)),
    ],
    head: (context, state) => {
      const view = postOf(context, state);
      const path = postPath(postSlug(context.pathname, context.params));
      const { siteUrl } = context.config;
      if (view.state === 'post') return postHead(siteUrl, path, view.post);
      if (view.state === 'missing' || view.state === 'gone') return missingPostHead(siteUrl);
      return pendingPageHead(siteUrl, path);
    },
    status: (context, state) => {
      const { state: shown } = postOf(context, state);
      return shown === 'missing' || shown === 'gone' ? 404 : 200;
    },
    prerender: ({ slugs }) => slugs.map(postPath),
  },
  {
    id: 'topics',
    path: 'topics',
    page: () => import(/* webpackChunkName: "page-topics" */ '@/features/topics/TopicsPage').then((m) => m.TopicsPage),
    queries: () => [api.endpoints.getTopics.initiate()],
    head: ({ config }, state) => topicsHead(config.siteUrl, api.endpoints.getTopics.select()(state).data),
    prerender: () => ['/topics'],
  },
  {
    id: 'topic',
    path: 'topics/:topic',
    page: () => import(/* webpackChunkName: "page-topic" */ '@/features/topics/TopicPage').then((m) => m.TopicPage),
    queries: (context) => [api.endpoints.getTopic.initiate(topicArg(context))],
    head: (context, state) => {
      const { data } = topicOf(context, state);
      const { siteUrl } = context.config;
      if (data) return topicHead(siteUrl, data, topicPageArg(context.searchParams));
      return data === null ? missingTopicHead(siteUrl) : pendingPageHead(siteUrl, topicPath(topicArg(context)));
    },
    status: (context, state) => (topicOf(context, state).data === null ? 404 : 200),
    // Only the first page: a static host serves one file for every `?page=`.
    prerender: ({ topics }) => topics.map(topicPath),
  },
  {
    id: 'search',
    path: 'search',
    page: () => import(/* webpackChunkName: "page-search" */ '@/features/search/SearchPage').then((m) => m.SearchPage),
    // The topics the page offers before a query and when nothing matches.
    queries: () => [api.endpoints.getTopics.initiate()],
    head: ({ config, searchParams }) => searchHead(config.siteUrl, searchParams.get('q') ?? ''),
    prerender: () => ['/search'],
  },
  {
    id: 'privacy',
    path: 'privacy',
    page: () => import(/* webpackChunkName: "page-privacy" */ '@/features/legal/PrivacyPage').then((m) => m.PrivacyPage),
    head: ({ config }) => legalHead(config.siteUrl, '/privacy', privacyPage),
    prerender: () => ['/privacy'],
  },
  {
    id: 'terms',
    path: 'terms',
    page: () => import(/* webpackChunkName: "page-terms" */ '@/features/legal/TermsPage').then((m) => m.TermsPage),
    head: ({ config }) => legalHead(config.siteUrl, '/terms', termsPage),
    prerender: () => ['/terms'],
  },
  {
    id: 'not-found',
    path: '*',
    page: () => import(/* webpackChunkName: "page-not-found" */ '@/features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
    head: ({ config }) => notFoundHead(config.siteUrl),
    status: () => 404,
    // Written as 404.html, the page a host serves for any unknown path.
    prerender: () => ['/404'],
  },
];

const routesById = new Map(pageRoutes.map((route) => [route.id, route]));

export function pageRouteById(id: string): PageRoute | undefined {
  return routesById.get(id);
}

function rowOf(id: string): PageRoute {
  const route = routesById.get(id);
  if (!route) throw new Error(`the route table has no '${id}' row`);
  return route;
}

export const notFoundRoute: PageRoute = rowOf('not-found');
