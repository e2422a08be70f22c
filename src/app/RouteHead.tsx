import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { currentSiteDomain } from '@/api/apiSlice';
import { useConfig } from '@/app/ConfigContext';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { PageHead } from '@/features/seo/headTags';
import { pageHeadChanged } from '@/features/seo/seoSlice';
import type { PageRoute, RouteContext } from './pageRoutes';

const sameHead = (a: PageHead | undefined, b: PageHead | undefined) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Puts the route's head for the current URL and data into the `seo` slice, following the data as it changes. */
export function RouteHead({ route }: { readonly route: PageRoute }) {
  const dispatch = useAppDispatch();
  const config = useConfig();
  const { pathname, search } = useLocation();
  const params = useParams();
  const context: RouteContext = {
    pathname,
    searchParams: new URLSearchParams(search),
    params,
    domain: currentSiteDomain(config.siteUrl),
    config,
  };
  const head = useAppSelector((state) => route.head(context, state), sameHead);

  useEffect(() => {
    if (head) dispatch(pageHeadChanged(head));
  }, [dispatch, head]);

  return null;
}
