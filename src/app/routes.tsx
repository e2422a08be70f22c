import { Suspense, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { RootLayout, RootLayoutFallback } from '@/features/layout/RootLayout';
import { RouteErrorScreen } from '@/features/layout/RouteErrorScreen';
import type { AppPage } from './pageModule';
import { appPages } from './pageModule';
import { CurrentPageHead } from './CurrentPageHead';
import { PageView } from './PageView';
import { RouterSettles } from './SiteRouter';

// React Router's declarative routes over the app's registry (`pageRoutes.ts`); why not its data router:
// docs/decisions/declarative-router.md.

function routeTree(pages: readonly AppPage[]): RouteObject[] {
  const children = pages.map((page): RouteObject => {
    const element = <PageView page={page} />;
    return page.path === '/' ? { id: page.id, index: true, element } : { id: page.id, path: page.path.replace(/^\//, ''), element };
  });
  return [{ id: 'root', path: '/', element: <RootLayout />, children }];
}

/** Spec §2's default error screen, with a main landmark and a heading. */
const routeFailure = (error: unknown) => <RouteErrorScreen error={error} />;

interface AppRoutesProps {
  readonly pages?: readonly AppPage[];
  /** Rendered after the page, once it is in: their effects run after the page's. */
  readonly children?: ReactNode;
}

/**
 * The site's pages in the shared frame, for the router around it (browser, memory or static). The one Suspense
 * boundary holds the whole frame, so hydration has no shell to commit first: the frame and the page hydrate together,
 * against the state they were rendered with (a prerendered page is always hydrated, never rendered over: see
 * `SiteRouter`). Only an app shell, which paints no page, shows the frame's loading line until the first page's
 * code is in; a navigation keeps the current page until the next one's code is in (react-router navigates in a
 * transition). Leaving the URL that failed forgets the failure.
 */
export function AppRoutes({ pages = appPages, children }: AppRoutesProps) {
  const { pathname, search } = useLocation();
  const tree = useMemo(() => routeTree(pages), [pages]);
  const element = useRoutes(tree);
  return (
    <ErrorBoundary resetKey={pathname + search} fallback={routeFailure}>
      <Suspense fallback={<RootLayoutFallback />}>
        <CurrentPageHead pages={pages}>{element}</CurrentPageHead>
        <RouterSettles />
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
