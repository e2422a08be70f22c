import type { ComponentType } from 'react';
import type { PageHead } from '@/features/seo/headTags';
import type { PageQuery } from './pageQuery';
import type { PageRouteRow } from './pageRoutes';
import { matchRoute, notFoundRoute, pageRoutes } from './pageRoutes';
import type { RouteContext } from './routeContext';
import type { RootState } from '../store/store';

/** What `src/app/pages/<id>.ts` exports for its row of the registry: the page, its head, its data and its status. */
export interface PageModule {
  readonly Page: ComponentType;
  /** The page's head for its URL and the data in the store. */
  readonly head: (context: RouteContext, state: RootState) => PageHead;
  /** The queries the page's components make for this URL; the prerenderer makes them to render it with its data. */
  readonly queries?: (context: RouteContext) => readonly PageQuery[];
  /** The HTTP status the prerendered file stands for (a post the backend does not have is a 404). */
  readonly status?: (context: RouteContext, state: RootState) => number;
}

/** A row of the registry with the way to load its module (tests give their own). */
export interface AppPage extends PageRouteRow {
  readonly load: () => Promise<PageModule>;
}

/** Each page's module is a chunk of its own (`page-<id>`), loaded with the page: no page carries the others' code. */
export const appPages: readonly AppPage[] = pageRoutes.map((route) => ({
  ...route,
  load: () => import(/* webpackChunkName: "page-[request]" */ `./pages/${route.id}`) as Promise<PageModule>,
}));

/** The page at a path, with the path's parameters (the not-found page for a path of none), matched as the servers match it. */
export function appPageAt(pathname: string, pages = appPages): { page: AppPage; params: Readonly<Record<string, string>> } {
  const match = matchRoute(pages, pathname);
  const page = match?.route ?? pages.find((candidate) => candidate.id === notFoundRoute.id);
  if (!page) throw new Error('The route registry has no not-found page.');
  return { page, params: match?.params ?? {} };
}

type PageLoad = Promise<PageModule> & { status?: 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

const loads = new Map<AppPage, { readonly load: PageLoad; readonly visit: string }>();

/**
 * A page's module, loaded once: the page suspends on it (React's `use`), and once it has settled, it says so by React's
 * thenable protocol, so hydration and a page already seen render at once. A load that failed (a network blip) is
 * asked for again by the next visit (a navigation's location key), never by React rendering the same visit again.
 */
export function loadPage(page: AppPage, visit = ''): Promise<PageModule> {
  const known = loads.get(page);
  if (known && (known.load.status !== 'rejected' || known.visit === visit)) return known.load;
  const load: PageLoad = page.load();
  load.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  loads.set(page, { load, visit });
  return load;
}
