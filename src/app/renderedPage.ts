import { appPageAt } from './pageModule';
import type { PrerenderedState } from './prerender/prerenderedState';

/** Where the not-found markup hydrates when a host serves it for another page's path. */
const NOT_FOUND_PATH = '/404';

/** Where this markup was rendered, as a path and query: a host serves one file for many URLs (`/blog?page=2`). */
export function renderedPath(state: PrerenderedState, location: { readonly pathname: string; readonly search: string }): string {
  if (state.path !== '*') return state.path;
  return appPageAt(location.pathname).page.notFound ? location.pathname + location.search : NOT_FOUND_PATH;
}
