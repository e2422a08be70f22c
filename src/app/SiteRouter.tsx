import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Location, NavigationType } from 'react-router';
import { parsePath, Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { locationChanged } from '@/api/hydration';
import { useAppDispatch } from './hooks';

interface SiteRouterProps {
  /**
   * The path and query the prerendered markup was rendered for, when it is not the address bar's: the first render
   * (hydration) is there, then the router moves to the address bar's URL as a transition, so the painted page stays
   * until the next one is ready (`/blog?page=2` served `/blog`'s file shows page 1 until page 2 is drawn).
   */
  readonly renderedAt?: string;
  /** Once the router shows the address bar's URL: right after hydration, or after the move. */
  readonly onSettled?: () => void;
  readonly children: ReactNode;
}

/**
 * React Router's `BrowserRouter`, with a first location of the page's choosing. The history is react-router's own
 * (the one `BrowserRouter` makes); navigations are transitions, as there.
 */
export function SiteRouter({ renderedAt, onSettled, children }: SiteRouterProps) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
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
        dispatch(locationChanged());
        startTransition(() => setState(update));
      }),
    [history, dispatch],
  );

  useEffect(() => {
    if (settled) return;
    startTransition(() => {
      setState({ action: history.action, location: history.location });
      setSettled(true);
    });
  }, [settled, history]);

  const reportSettled = useEffectEvent(() => onSettled?.());
  useEffect(() => {
    if (settled) reportSettled();
  }, [settled]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
