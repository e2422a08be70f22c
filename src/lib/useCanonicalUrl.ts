import { useConfig } from '@/config/ConfigContext';
import { absoluteUrl } from './absoluteUrl';
import { useHydrated } from './useHydrated';

/** A page's address on `SITE_URL`, else on this origin once hydrated: the build writes no address it does not know. */
export function useCanonicalUrl(path: string): string | undefined {
  const { siteUrl } = useConfig();
  const origin = useHydrated() ? (siteUrl ?? window.location.origin) : siteUrl;
  return origin ? absoluteUrl(origin, path) : undefined;
}
