import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Location, NavigationType, UNSAFE_createBrowserHistory } from 'react-router';
import { createPath, parsePath, Router } from 'react-router';
import { locationChanged, sameLocation, selectLocation } from '@/features/navigation/navigationSlice';
import type { SiteLocation } from '@/features/navigation/navigationSlice';
import { followSiteLinks } from './followSiteLinks';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

/** React Router's history: the browser's in the app, a memory one in tests. */
export type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface SiteRouterProps {
  readonly history: SiteHistory;
  /**
   * The path and query the prerendered markup was rendered for, when it is not the address bar's: the first render
   * (hydration) is there, then the router moves to the address bar's URL as a transition, so the painted page stays
   * until the next one is ready (`/blog?page=2` served `/blog`'s file shows page 1 until page 2 is drawn).
   */
  readonly renderedAt?: string;
  readonly children: ReactNode;
}

const siteLocation = ({ pathname, search, hash }: SiteLocation): SiteLocation => ({ pathname, search, hash });

/** How the page tells the router it has hydrated: nothing to do where there is no move (the prerenderer, an app shell). */
const SettleContext = createContext<() => void>(() => undefined);

/**
 * Rendered inside the page's Suspense boundary (`AppRoutes`), so its effect runs once the page itself has hydrated:
 * only then may the router move to the address bar's URL and the store hear of it. A store change while the boundary
 * still waits to hydrate would render the page for the new URL over the markup of the old.
 */
export function RouterSettles() {
  const settle = useContext(SettleContext);
  useEffect(() => settle(), [settle]);
  return null;
}

/**
 * React Router's `BrowserRouter`, with a first location of the page's choosing, that keeps the store told of every
 * navigation (`navigation/locationChanged`, before the new page renders) and the address bar on the store's location:
 * a jump in Redux DevTools takes the reader to the page of that moment. Navigations are transitions, as in
 * `BrowserRouter`.
 */
export function SiteRouter({ history, renderedAt, children }: SiteRouterProps) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => {
    const location = history.location;
    const rendered = renderedAt === undefined ? undefined : parsePath(renderedAt);
    // Same key and hash: to the page, the move is no navigation (no scroll, no focus, no announcement).
    return {
      action: history.action,
      location: rendered ? { ...location, pathname: rendered.pathname ?? '/', search: rendered.search ?? '' } : location,
    };
  });
  const [settled, setSettled] = useState(renderedAt === undefined);

  const dispatch = useAppDispatch();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        dispatch(locationChanged(siteLocation(update.location)));
        startTransition(() => setState(update));
      }),
    [history, dispatch],
  );

  const settle = useCallback(() => {
    if (settled) return;
    dispatch(locationChanged(siteLocation(history.location)));
    startTransition(() => {
      setState({ action: history.action, location: history.location });
      setSettled(true);
    });
  }, [settled, history, dispatch]);

  // The address follows the store: they differ only when the store's location changed without a navigation. Read
  // from the store as it is now, not as this render saw it: a navigation in an effect before this one has moved both.
  const store = useAppStore();
  const shown = useAppSelector(selectLocation);
  useEffect(() => {
    const wanted = selectLocation(store.getState());
    if (settled && !sameLocation(wanted, siteLocation(history.location))) history.replace(createPath(wanted));
  }, [settled, shown, store, history]);

  // Links to the site's pages are plain anchors (`AppLink`): a click on one is followed here.
  useEffect(() => followSiteLinks(history), [history]);

  return (
    <SettleContext value={settle}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </SettleContext>
  );
}
