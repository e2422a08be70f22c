import { use, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useConfig, useSiteDomain } from '@/config/ConfigContext';
import { useAppSelector } from '@/store/hooks';
import type { PageHead } from '@/features/seo/headTags';
import { RouteAnnouncer } from '@/features/layout/RouteAnnouncer';
import { DocumentHead } from '@/features/seo/DocumentHead';
import type { AppPage } from './pageModule';
import { appPageAt, loadPage } from './pageModule';
import type { RouteContext } from './routeContext';

/** Most heads are made afresh each time: no new head on every change of the store. */
const sameHead = (a: PageHead, b: PageHead) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The head of the page at the router's location, selected from the store. */
export function CurrentPageHead({ pages, children }: { readonly pages: readonly AppPage[]; readonly children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const config = useConfig();
  const domain = useSiteDomain();
  const { page, params } = appPageAt(pathname, pages);
  const module = use(loadPage(page, key));
  const context = useMemo<RouteContext>(
    () => ({ pathname, searchParams: new URLSearchParams(search), params, domain, config }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `params` comes from `pathname`
    [pathname, search, domain, config],
  );
  const head = useAppSelector((state) => module.head(context, state), sameHead);
  return (
    <>
      {children}
      <DocumentHead head={head} />
      <RouteAnnouncer title={head.title} pending={head.pending} />
    </>
  );
}
