import { Suspense, use, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation, useRoutes } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { RootLayout, RootLayoutFallback } from '@/features/layout/RootLayout';
import { RouteErrorScreen } from '@/features/layout/RouteErrorScreen';
import type { AppPage } from './pageModule';
import { appPages, loadPage } from './pageModule';
import { CurrentPageHead } from './CurrentPageHead';
import { RouterSettles } from './SiteRouter';

// Declarative routes, not the data router: docs/decisions/declarative-router.md.

/** A route's page, suspending until its module has loaded. */
function PageView({ page }: { readonly page: AppPage }) {
  const { Page } = use(loadPage(page, useLocation().key));
  return <Page />;
}

function routeTree(pages: readonly AppPage[]): RouteObject[] {
  const children = pages.map((page): RouteObject => ({ id: page.id, path: page.path, element: <PageView page={page} /> }));
  return [{ id: 'root', path: '/', element: <RootLayout />, children }];
}

/** Spec §2's default error screen. */
const routeFailure = (error: unknown) => <RouteErrorScreen error={error} />;

interface AppRoutesProps {
  readonly pages?: readonly AppPage[];
  /** Their effects run after the page's. */
  readonly children?: ReactNode;
}

/** The pages in the shared frame, under one Suspense boundary, so the frame and the page hydrate together. */
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
