import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType, ReactPromise } from 'react';
import type { PageHead } from '@/features/seo/headTags';
import type { PageRouteRow } from './pageRoutes';
import { matchRoute, notFoundRoute, pageRoutes } from './pageRoutes';
import type { RouteContext } from './routeContext';
import type { RootState } from './store';

/** A request a page makes for its URL: the api slice's query thunk (`api.endpoints.<name>.initiate(args)`), as its hook starts it. */
export type QueryRequest = ThunkAction<PromiseLike<unknown> & { unsubscribe(): void }, RootState, unknown, UnknownAction>;

/** What `src/app/pages/<id>.ts` exports for its row of the registry: the page, its head, its data and its status. */
export interface PageModule {
  readonly Page: ComponentType;
  /** The page's head for its URL and the data in the store. */
  readonly head: (context: RouteContext, state: RootState) => PageHead;
  /** The requests the page's components make for this URL; the prerenderer makes them to render it with its data. */
  readonly queries?: (context: RouteContext) => readonly QueryRequest[];
  /** The HTTP status the prerendered file stands for (a post the backend does not have is a 404). */
  readonly status?: (context: RouteContext, state: RootState) => number;
}

/** A row of the registry with the way to load its module (tests give their own). */
export interface AppPage extends PageRouteRow {
  readonly load: () => Promise<PageModule>;
}

/** Each page's module is a chunk of its own (`page-<id>`), loaded with the page: no page carries the others' heads. */
export const appPages: readonly AppPage[] = pageRoutes.map((route) => ({
  ...route,
  load: () => import(/* webpackChunkName: "page-[request]" */ `./pages/${route.id}`) as Promise<PageModule>,
}));

/** The page at a path, with the path's parameters (the not-found page for a path of none), matched as the servers match it. */
export function appPageAt(pathname: string): { page: AppPage | undefined; params: Readonly<Record<string, string>> } {
  const match = matchRoute(appPages, pathname);
  const page = match?.route ?? appPages.find((candidate) => candidate.id === notFoundRoute.id);
  return { page, params: match?.params ?? {} };
}

/** A load that says how it went once it has settled, so React's `use` reads it without waiting (React's thenable protocol). */
type PageLoad = Promise<PageModule> & { status?: 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

interface Attempt {
  readonly load: PageLoad;
  /** The navigation (location key) that asked for it. */
  readonly visit: string;
}

const attempts = new Map<string, Attempt>();

/**
 * Loads a page's module, once. The page suspends on it; hydration and the prerenderer wait for it, so their first
 * render reads it at once. A load that failed is tried again on the next visit to the page, never by React
 * re-rendering the same one.
 */
export function loadPage(page: AppPage, visit = ''): ReactPromise<PageModule> {
  const known = attempts.get(page.id);
  if (known && (known.load.status !== 'rejected' || known.visit === visit)) return known.load as ReactPromise<PageModule>;
  const load: PageLoad = page.load();
  load.then(
    (module) => {
      load.status = 'fulfilled';
      load.value = module;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  attempts.set(page.id, { load, visit });
  return load as ReactPromise<PageModule>;
}
