import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { History, Update } from 'history';
import { Action, parsePath } from 'history';
import { NavigationType, Router } from 'react-router';
import { keepPaginationWithAddress } from './paginationAddress';
import { useAppStore } from '../store/hooks';

interface SiteRouterProps {
  readonly history: History;
  /** Where the markup was rendered, when not the address bar's (`blog.html` for `/blog?page=2`): hydration renders there. */
  readonly renderedAt?: string;
  readonly children: ReactNode;
}

const NAVIGATION_TYPES: Record<Action, NavigationType> = {
  [Action.Pop]: NavigationType.Pop,
  [Action.Push]: NavigationType.Push,
  [Action.Replace]: NavigationType.Replace,
};

const SettleContext = createContext<() => void>(() => undefined);

/** Inside the page's Suspense boundary: its effect runs once the page has hydrated, and the router may move. */
export function RouterSettles() {
  const settle = useContext(SettleContext);
  useEffect(settle, [settle]);
  return null;
}

function firstState(history: History, renderedAt: string | undefined): Update {
  if (renderedAt === undefined) return { action: history.action, location: history.location };
  const { pathname = '/', search = '' } = parsePath(renderedAt);
  // Same key and hash: to the page, the move is no navigation (no scroll, no focus, no announcement).
  return { action: history.action, location: { ...history.location, pathname, search } };
}

/** `BrowserRouter` whose first render may be at the painted location, so a painted page is hydrated, never drawn over. */
export function SiteRouter({ history, renderedAt, children }: SiteRouterProps) {
  const [state, setState] = useState(() => firstState(history, renderedAt));
  const [settled, setSettled] = useState(renderedAt === undefined);
  const [settle] = useState(() => () => {
    startTransition(() => {
      setState({ action: history.action, location: history.location });
      setSettled(true);
    });
  });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);

  const store = useAppStore();
  useEffect(() => (settled ? keepPaginationWithAddress(store, history) : undefined), [settled, store, history]);

  return (
    <SettleContext value={settled ? noMove : settle}>
      <Router location={state.location} navigationType={NAVIGATION_TYPES[state.action]} navigator={history}>
        {children}
      </Router>
    </SettleContext>
  );
}

const noMove = () => undefined;
