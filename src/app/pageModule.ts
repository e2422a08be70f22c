import type { ComponentType } from 'react';
import type { PageHead } from '@/features/seo/headTags';
import type { PageQuery } from './pageQuery';
import type { PageRouteRow } from './pageRoutes';
import { matchRoute, notFoundRoute, pageRoutes } from './pageRoutes';
import type { RouteContext } from './routeContext';
import type { RootState } from '../store/store';

/** What `src/app/pages/<id>.ts` exports for its row of the registry. */
export interface PageModule {
  readonly Page: ComponentType;
  readonly head: (context: RouteContext, state: RootState) => PageHead;
  /** The queries the page makes for this URL, which the prerenderer makes first. */
  readonly queries?: (context: RouteContext) => readonly PageQuery[];
  /** The HTTP status the prerendered file stands for (a post the backend does not have is a 404). */
  readonly status?: (context: RouteContext, state: RootState) => number;
}

/** Tests give their own `load`. */
export interface AppPage extends PageRouteRow {
  readonly load: () => Promise<PageModule>;
}

/** Each page's module is a chunk of its own: no page carries the others' code. */
export const appPages: readonly AppPage[] = pageRoutes.map((route) => ({
  ...route,
  load: () => import(/* webpackChunkName: "page-[request]" */ `./pages/${route.id}`) as Promise<PageModule>,
}));

/** The page at a path and its params (else the not-found page), matched as the servers match it. */
export function appPageAt(pathname: string, pages = appPages): { page: AppPage; params: Readonly<Record<string, string>> } {
  const match = matchRoute(pages, pathname);
  const page = match?.route ?? pages.find((candidate) => candidate.id === notFoundRoute.id);
  if (!page) throw new Error('The route registry has no not-found page.');
  return { page, params: match?.params ?? {} };
}

type PageLoad = Promise<PageModule> & { status?: 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

const loads = new Map<AppPage, { readonly load: PageLoad; readonly visit: string }>();

/** Loaded once, with React's thenable status; a failed load is tried again by the next visit, never by a re-render. */
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
