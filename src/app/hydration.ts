import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { MetainfoArgs } from '@/api/apiSlice';
import type { PrerenderedState } from './prerender/prerenderedState';

/** `path` without its trailing slashes (but `/` itself), trimmed by hand: `\/+$` backtracks on a long run of slashes. */
function withoutTrailingSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** True when every list the page was rendered with was asked for `domain`. */
function listsAreFor(state: PrerenderedState, domain: string): boolean {
  return Object.values(state.api.queries).every(
    (query) => query?.endpointName !== 'getMetainfo' || (query.originalArgs as MetainfoArgs | undefined)?.domain === domain,
  );
}

/**
 * Only markup for the URL in the address bar (a host may serve `/blog` for `/blog?page=2`) whose lists are
 * for this domain (a build for example.org served at blog.example.org) is hydrated; other markup is rendered over.
 */
export function prerenderedForThisPage(state: PrerenderedState, routes: RouteObject[], location: Location, domain: string): boolean {
  if (!listsAreFor(state, domain)) return false;
  if (state.path === '*') {
    const leaf = matchRoutes(routes, location)?.at(-1);
    return leaf?.route.id === 'not-found';
  }
  const [pathname = '', search = ''] = state.path.split(/(?=\?)/);
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(location.pathname) && search === location.search;
}
