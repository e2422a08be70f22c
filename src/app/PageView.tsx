import { createElement, use } from 'react';
import { useLocation } from 'react-router';
import { loadPage } from './pageLoader';
import type { PageRoute } from './pageRoutes';
import { RouteHead } from './RouteHead';

/** A route's page and its head, suspending (under the frame's loading line) until the page's code has loaded. */
export function PageView({ route }: { readonly route: PageRoute }) {
  const page = use(loadPage(route, useLocation().key));
  return (
    <>
      <RouteHead route={route} />
      {createElement(page)}
    </>
  );
}
