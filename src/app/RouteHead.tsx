import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useConfig, useSiteDomain } from '@/app/ConfigContext';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import type { PageHead } from '@/features/seo/headTags';
import { pageHeadChanged, selectPageHead } from '@/features/seo/seoSlice';
import type { PageModule } from './pageModule';
import type { RouteContext } from './routeContext';

const sameHead = (a: PageHead | undefined, b: PageHead | undefined) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Puts the page's head for the current URL and data into the `seo` slice, following the data as it changes. */
export function RouteHead({ head }: { readonly head: PageModule['head'] }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const config = useConfig();
  const domain = useSiteDomain();
  const { pathname, search } = useLocation();
  const params = useParams();
  const context: RouteContext = { pathname, searchParams: new URLSearchParams(search), params, domain, config };
  const pageHead = useAppSelector((state) => head(context, state), sameHead);

  // Told only of a change: a hydrated page's head is already the one it was written with.
  useEffect(() => {
    if (!sameHead(selectPageHead(store.getState()), pageHead)) dispatch(pageHeadChanged(pageHead));
  }, [dispatch, store, pageHead]);

  return null;
}
