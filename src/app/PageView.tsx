import { createElement, use } from 'react';
import { useLocation } from 'react-router';
import type { AppPage } from './pageModule';
import { loadPage } from './pageModule';
import { RouteHead } from './RouteHead';

/** A route's page and its head, suspending (under the frame's loading line) until the page's module has loaded. */
export function PageView({ page }: { readonly page: AppPage }) {
  const module = use(loadPage(page, useLocation().key));
  return (
    <>
      <RouteHead head={module.head} />
      {createElement(module.Page)}
    </>
  );
}
