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

/**
 * Where a printed page comes from, which paper has no address bar for: the site's name and the page's address. A
 * build without `SITE_URL` names the address the reader opened it at, once hydrated (the server cannot know it).
 */
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
