import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import type { PrerenderedState } from './prerender/prerenderedState';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether this document's prerendered markup is for the page now in the address bar.
 * A host may serve one page's HTML for another URL (an SPA fallback, `/blog` for
 * `/blog?page=2`); such markup must be rendered over, not hydrated.
 */
export function prerenderedForThisPage(state: PrerenderedState, routes: RouteObject[], location: Location): boolean {
  if (state.path === '*') {
    const leaf = matchRoutes(routes, location)?.at(-1);
    return leaf?.route.id === 'not-found';
  }
  const [pathname = '', search = ''] = state.path.split(/(?=\?)/);
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(location.pathname) && search === location.search;
}

/** Loads the code of the routes matching `location`, so the first render matches the prerendered HTML. */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
