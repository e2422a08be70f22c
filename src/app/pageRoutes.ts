import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { api } from '@/api/apiSlice';
import type { RootState } from '@/app/store';
import { blogListArgs, latestPostsArgs, postSlug } from '@/features/blog/blogQueries';
import { postPath } from '@/features/blog/postPath';
import type { PageHead } from '@/features/seo/headTags';
import { topicPath } from '@/lib/topics';
import type { HeadOf, RouteContext } from './routeContext';
import { postOf, topicArg, topicOf } from './routeContext';

export type { RouteContext } from './routeContext';

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
  /** Loads the code of the page's head; the router loads it with the page (see `routes.tsx`). */
  readonly loadHead: () => Promise<void>;
  /** The page's head, once `loadHead` has run (undefined before). */
  readonly head: (context: RouteContext, state: RootState) => PageHead | undefined;
  readonly status?: (context: RouteContext, state: RootState) => number;
  readonly prerender: (site: SiteContents) => readonly string[];
}

/**
 * A page's head worked out by code in the page's own chunk (the import names the page's chunk): the heads
 * of other pages, their structured data and their words stay out of every page's initial JS.
 */
function headFrom(load: () => Promise<{ head: HeadOf }>): Pick<PageRoute, 'loadHead' | 'head'> {
  let loaded: HeadOf | undefined;
  return {
    loadHead: async () => {
      loaded ??= (await load()).head;
    },
    head: (context, state) => loaded?.(context, state),
  };
}

export const pageRoutes: readonly PageRoute[] = [
  {
    id: 'landing',
    path: '/',
    page: () => import(/* webpackChunkName: "page-landing" */ '@/features/landing/LandingPage').then((m) => m.LandingPage),
    // The newest posts stand in for the news feed when none is configured.
    queries: ({ config, domain }) => (config.newsFeedUrl ? [] : [api.endpoints.getMetainfo.initiate(latestPostsArgs(domain))]),
    ...headFrom(() => import(/* webpackChunkName: "page-landing" */ './heads/landing')),
    prerender: () => ['/'],
  },
  {
    id: 'blog-list',
    path: 'blog',
    page: () => import(/* webpackChunkName: "page-blog-list" */ '@/features/blog/BlogListPage').then((m) => m.BlogListPage),
    queries: ({ searchParams, domain }) => [api.endpoints.getMetainfo.initiate(blogListArgs(searchParams, domain))],
    // Only the first page: a static host serves one file for every `?page=`.
    ...headFrom(() => import(/* webpackChunkName: "page-blog-list" */ './heads/blogList')),
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
    status: (context, state) => {
      const { state: shown } = postOf(context, state);
      return shown === 'missing' || shown === 'gone' ? 404 : 200;
    },
    ...headFrom(() => import(/* webpackChunkName: "page-blog-post" */ './heads/blogPost')),
    prerender: ({ slugs }) => slugs.map(postPath),
  },
  {
    id: 'topics',
    path: 'topics',
    page: () => import(/* webpackChunkName: "page-topics" */ '@/features/topics/TopicsPage').then((m) => m.TopicsPage),
    queries: () => [api.endpoints.getTopics.initiate()],
    ...headFrom(() => import(/* webpackChunkName: "page-topics" */ './heads/topics')),
    prerender: () => ['/topics'],
  },
  {
    id: 'topic',
    path: 'topics/:topic',
    page: () => import(/* webpackChunkName: "page-topic" */ '@/features/topics/TopicPage').then((m) => m.TopicPage),
    queries: (context) => [api.endpoints.getTopic.initiate(topicArg(context))],
    status: (context, state) => (topicOf(context, state).data === null ? 404 : 200),
    // Only the first page: a static host serves one file for every `?page=`.
    ...headFrom(() => import(/* webpackChunkName: "page-topic" */ './heads/topic')),
    prerender: ({ topics }) => topics.map(topicPath),
  },
  {
    id: 'search',
    path: 'search',
    page: () => import(/* webpackChunkName: "page-search" */ '@/features/search/SearchPage').then((m) => m.SearchPage),
    // The topics the page offers before a query and when nothing matches.
    queries: () => [api.endpoints.getTopics.initiate()],
    ...headFrom(() => import(/* webpackChunkName: "page-search" */ './heads/search')),
    prerender: () => ['/search'],
  },
  {
    id: 'privacy',
    path: 'privacy',
    page: () => import(/* webpackChunkName: "page-privacy" */ '@/features/legal/PrivacyPage').then((m) => m.PrivacyPage),
    ...headFrom(() => import(/* webpackChunkName: "page-privacy" */ './heads/privacy')),
    prerender: () => ['/privacy'],
  },
  {
    id: 'terms',
    path: 'terms',
    page: () => import(/* webpackChunkName: "page-terms" */ '@/features/legal/TermsPage').then((m) => m.TermsPage),
    ...headFrom(() => import(/* webpackChunkName: "page-terms" */ './heads/terms')),
    prerender: () => ['/terms'],
  },
  {
    id: 'not-found',
    path: '*',
    page: () => import(/* webpackChunkName: "page-not-found" */ '@/features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
    status: () => 404,
    // Written as 404.html, the page a host serves for any unknown path.
    ...headFrom(() => import(/* webpackChunkName: "page-not-found" */ './heads/notFound')),
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
