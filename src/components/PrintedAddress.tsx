import { useConfig } from '@/config/ConfigContext';
import { siteName } from '@/content/site';
import { absoluteUrl } from '@/lib/absoluteUrl';
import { useHydrated } from '@/lib/useHydrated';

interface PrintedAddressProps {
  /** The page's path, as its canonical address ends. */
  readonly path: string;
  /** Shown on paper only (the `printed-address` mixin): the screen has the address bar. */
  readonly className: string;
}

/** The site's name and the page's address, for paper, which has no address bar; without `SITE_URL`, the one opened, once hydrated. */
export function PrintedAddress({ path, className }: PrintedAddressProps) {
  const { siteUrl } = useConfig();
  const hydrated = useHydrated();
  const origin = siteUrl ?? (hydrated ? window.location.origin : undefined);
  return (
    <p className={className}>
      {siteName}: <span>{absoluteUrl(origin, path)}</span>
    </p>
  );
}
