import { appPageAt } from './pageModule';
import type { PrerenderedState } from './prerender/prerenderedState';

/** A path of the not-found row: where its markup is hydrated when a host serves it for a path of another page. */
const NOT_FOUND_PATH = '/404';

/**
 * Where this document's markup was rendered, as a path and query: hydration renders there, then the router moves to
 * the address bar's URL (`SiteRouter`). A host serves one file for many URLs (`/blog` for `/blog?page=2`, `404.html`
 * for a post published since the build).
 */
export function renderedPath(state: PrerenderedState, location: { readonly pathname: string; readonly search: string }): string {
  if (state.path !== '*') return state.path;
  return appPageAt(location.pathname).page.notFound ? location.pathname + location.search : NOT_FOUND_PATH;
}
