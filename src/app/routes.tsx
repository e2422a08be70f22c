import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { RootLayout, RootLayoutFallback } from '@/features/layout/RootLayout';
import { RouteErrorScreen } from '@/features/layout/RouteErrorScreen';
import type { PageRoute } from './pageRoutes';
import { notFoundRoute, pageRouteById, pageRoutes } from './pageRoutes';
import { PageView } from './PageView';

/*
 * React Router's declarative routes: the route table is the app's own (`pageRoutes.ts`), and each page's code
 * loads through `pageLoader.ts`. Its data router (loaders, actions, fetchers) would add about 16 KB gzip to
 * every page's initial JS for nothing the site uses (`npm run bench`).
 */

function routeTree(pages: readonly PageRoute[], withElements: boolean): RouteObject[] {
  const children = pages.map((route): RouteObject => {
    const element = withElements ? <PageView route={route} /> : undefined;
    return route.path === '/' ? { id: route.id, index: true, element } : { id: route.id, path: route.path, element };
  });
  return [{ id: 'root', path: '/', element: withElements ? <RootLayout /> : undefined, children }];
}

/** The route tree for matching a URL (ids and paths, no elements). */
export const routes: RouteObject[] = routeTree(pageRoutes, false);

/** The page route and params a path leads to (the not-found route for anything else). */
export function matchPageRoute(pathname: string): { route: PageRoute; params: Readonly<Record<string, string | undefined>> } {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return { route: pageRouteById(leaf?.route.id ?? '') ?? notFoundRoute, params: leaf?.params ?? {} };
}

/** Spec §2's default error screen, with a main landmark and a heading. */
const routeFailure = (error: unknown) => <RouteErrorScreen error={error} />;

interface AppRoutesProps {
  readonly pages?: readonly PageRoute[];
  /** Rendered after the page, once it is in: their effects run after the page's. */
  readonly children?: ReactNode;
}

/**
 * The site's pages in the shared frame, for the router around it (browser, memory or static). The one
 * Suspense boundary holds the whole frame, so hydration has no shell to commit first: the frame and the page
 * hydrate together, against the state they were rendered with. Until the first page's code is in, the frame
 * shows a loading line; a navigation keeps the current page until the next one's code is in (react-router
 * navigates in a transition). Leaving the URL that failed forgets the failure.
 */
export function AppRoutes({ pages = pageRoutes, children }: AppRoutesProps) {
  const { pathname, search } = useLocation();
  const tree = useMemo(() => routeTree(pages, true), [pages]);
  const element = useRoutes(tree);
  return (
    <ErrorBoundary resetKey={pathname + search} fallback={routeFailure}>
      <Suspense fallback={<RootLayoutFallback />}>
        {element}
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
