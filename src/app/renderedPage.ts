import { appPageAt, loadPage } from './pageModule';
import type { PrerenderedState } from './prerender/prerenderedState';
import { readPrerenderedState } from './prerender/prerenderedState';

/** A path of the not-found row: where its markup is hydrated when a host serves it for a path of another page. */
const NOT_FOUND_PATH = '/404';

/**
 * Where this document's markup was rendered, as a path and query: hydration renders there, so its first render
 * matches the markup, and then the router moves to the address bar's URL (`SiteRouter`). A host serves one file for
 * many URLs (`/blog` for `/blog?page=2` or `/blog/`, `404.html` for a post published since the build).
 */
export function renderedPath(state: PrerenderedState, location: { readonly pathname: string; readonly search: string }): string {
  if (state.path !== '*') return state.path;
  return appPageAt(location.pathname).page?.notFound ? location.pathname + location.search : NOT_FOUND_PATH;
}

/**
 * Loads the code of the page whose markup is on screen as soon as the app's own code is here (src/index.tsx), so it is
 * evaluated while the app's steps run, not after them: hydration waits for the same load (`loadPage` loads a
 * page's module once). A prerendered page's loader has preloaded its files (src/app/boot/entryLoader.ts); this one also
 * serves a page with no list, the app shell's. Resolves when it has arrived or failed; a failure is `start`'s to say.
 */
export async function requestRenderedPage(doc: Document, location: Location): Promise<void> {
  const prerendered = readPrerenderedState(doc);
  const page = prerendered && appPageAt(new URL(renderedPath(prerendered, location), location.origin).pathname).page;
  if (!page) return;
  try {
    await loadPage(page);
  } catch {
    // `start` waits for the same load, and says its failure.
  }
}
