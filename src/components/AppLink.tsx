import type { AnchorHTMLAttributes } from 'react';
import type { To } from 'react-router';
import { createPath, useLocation } from 'react-router';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site, or a part of one (`{ hash: '#x' }` is this page's section). */
  readonly to: To;
}

/**
 * A link to a page of the site: a plain anchor, which the app's router follows on a plain click (`SiteRouter`, one
 * handler for every link). React Router's `Link` gave each link a dozen hooks; a page has some forty links, and
 * hydrating them was a part of React's takeover on a slow phone (docs/performance.md).
 */
export function AppLink({ to, children, ...anchor }: AppLinkProps) {
  const { pathname } = useLocation();
  const href = typeof to === 'string' ? to : createPath({ pathname: to.pathname ?? pathname, search: to.search, hash: to.hash });
  return (
    <a {...anchor} href={href}>
      {children}
    </a>
  );
}

interface AppNavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site. */
  readonly to: string;
}

/**
 * A link that knows when it is the current page, or a page under it (`/blog` on a post): `aria-current="page"`, as React
 * Router's `NavLink` marks it. A plain anchor, like `AppLink`.
 */
export function AppNavLink({ to, children, ...anchor }: AppNavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const page = to.toLowerCase();
  const current = here === page || (here.startsWith(page) && here.charAt(page.length) === '/');
  return (
    <a {...anchor} aria-current={current ? 'page' : undefined} href={to}>
      {children}
    </a>
  );
}
