import { useEffect, useEffectEvent } from 'react';
import { useLocation, useParams } from 'react-router';
import { useConfig, useSiteDomain } from '@/app/ConfigContext';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import type { PageHead } from '@/features/seo/headTags';
import { pageHeadChanged, selectPageHead } from '@/features/seo/seoSlice';
import { loadWhenIdle } from '@/lib/whenIdle';
import type { PageModule } from './pageModule';
import type { RouteContext } from './routeContext';

const sameHead = (a: PageHead | null, b: PageHead) => a === b || JSON.stringify(a) === JSON.stringify(b);

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

interface PaintedHeadProps {
  readonly code: NonNullable<PageModule['headCode']>;
  readonly visit: string;
  readonly onLoaded: () => void;
}

/**
 * Stands for `RouteHead` on the page React hydrated while the head's own code is away: the painted head stays in the
 * document (the `seo` slice holds none yet), and the code is asked for once the browser is idle after the takeover.
 * A load that fails leaves the painted head as it is.
 */
export function PaintedHead({ code, visit, onLoaded }: PaintedHeadProps) {
  const loaded = useEffectEvent(onLoaded);
  useEffect(() => {
    let current = true;
    loadWhenIdle(() => code(visit)).then(
      () => current && loaded(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code, visit]);
  return null;
}
