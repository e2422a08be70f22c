import { siteName } from '@/content/site';
import { useCanonicalUrl } from '@/lib/useCanonicalUrl';

interface PrintedAddressProps {
  /** The page's path, as its canonical address ends. */
  readonly path: string;
  /** Shown on paper only (the `printed-address` mixin): the screen has the address bar. */
  readonly className: string;
}

/** The site's name and the page's address, for paper, which has no address bar; without `SITE_URL`, the one opened, once hydrated. */
export function PrintedAddress({ path, className }: PrintedAddressProps) {
  return (
    <p className={className}>
      {siteName}: <span>{useCanonicalUrl(path) ?? path}</span>
    </p>
  );
}
