import type { ComponentType, ReactPromise } from 'react';
import type { PageRoute } from './pageRoutes';

/** A load that says how it went once it has settled, so React's `use` reads it without waiting (React's thenable protocol). */
type PageLoad = Promise<ComponentType> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType; reason?: unknown };

interface Attempt {
  readonly load: PageLoad;
  /** The navigation (location key) that asked for it. */
  readonly visit: string;
}

const attempts = new Map<string, Attempt>();

/**
 * Loads a page's component and its head's code (one chunk), once. The page suspends on it; hydration and the
 * prerenderer wait for it, so their first render reads it at once. A load that failed is tried again on the next
 * visit to the page, never by React re-rendering the same one.
 */
export function loadPage(route: PageRoute, visit = ''): ReactPromise<ComponentType> {
  const known = attempts.get(route.id);
  if (known && (known.load.status !== 'rejected' || known.visit === visit)) return known.load as ReactPromise<ComponentType>;
  const load: PageLoad = Promise.all([route.page(), route.loadHead()]).then(([Page]) => Page);
  load.then(
    (Page) => {
      load.status = 'fulfilled';
      load.value = Page;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  attempts.set(route.id, { load, visit });
  return load as ReactPromise<ComponentType>;
}
