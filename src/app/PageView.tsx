import { use } from 'react';
import { useLocation } from 'react-router';
import type { AppPage } from './pageModule';
import { loadPage } from './pageModule';

/** A route's page, suspending until its module has loaded. */
export function PageView({ page }: { readonly page: AppPage }) {
  const { Page } = use(loadPage(page, useLocation().key));
  return <Page />;
}
