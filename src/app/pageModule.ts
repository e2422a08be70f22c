import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType, ReactPromise } from 'react';
import type { PageHead } from '@/features/seo/headTags';
import { loadOnce } from '@/lib/trackedLoad';
import type { TrackedLoad } from '@/lib/trackedLoad';
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
  /** Code the page draws with that loads apart from it (a post's body renderer, the script control): the prerenderer waits for it. */
  readonly ready?: () => PromiseLike<unknown>;
  /**
   * Code `head` needs that loads apart from the page (a post's verses, read by markdown's parser), awaited before
   * `head` is called: a page drawn in the browser waits for it as for its module, the page hydrated keeps its painted
   * head until it comes when the browser is idle (`PageView`), and `ready` includes it for the prerenderer.
   */
  readonly headCode?: (visit?: string) => TrackedLoad<unknown>;
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

const loaders = new Map<string, (visit: string) => ReactPromise<PageModule>>();

/**
 * Loads a page's module, once. The page suspends on it; hydration and the prerenderer wait for it, so their first
 * render reads it at once. A load that failed is tried again on the next visit to the page, never by React
 * re-rendering the same one.
 */
export function loadPage(page: AppPage, visit = ''): ReactPromise<PageModule> {
  let loader = loaders.get(page.id);
  if (!loader) {
    loader = loadOnce(page.load);
    loaders.set(page.id, loader);
  }
  return loader(visit);
}
