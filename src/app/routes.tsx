import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { RouteErrorScreen } from '@/features/layout/RouteErrorScreen';
import { RootLayoutFallback } from '@/features/layout/RootLayout';
import { AppRoot } from './AppRoot';
import type { PageRoute } from './pageRoutes';
import { notFoundRoute, pageRouteById, pageRoutes } from './pageRoutes';

function routeObject({ id, path, page, loadHead }: PageRoute): RouteObject {
  // The head's code comes with the page: both are loaded before the page renders or hydrates.
  const lazy = () => Promise.all([page(), loadHead()]).then(([Component]) => ({ Component }));
  return path === '/' ? { id, index: true, lazy } : { id, path, lazy };
}

/** `RouteErrorScreen`: react-router's default error screen has the words (spec §2) but no main landmark or heading. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppRoot,
    HydrateFallback: RootLayoutFallback,
    ErrorBoundary: RouteErrorScreen,
    children: pageRoutes.map(routeObject),
  },
];

/** The page route and params a path leads to (the not-found route for anything else). */
export function matchPageRoute(pathname: string): { route: PageRoute; params: Readonly<Record<string, string | undefined>> } {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return { route: pageRouteById(leaf?.route.id ?? '') ?? notFoundRoute, params: leaf?.params ?? {} };
}
