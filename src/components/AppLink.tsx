import type { LinkProps, NavLinkProps } from 'react-router';
// The one place the router's links are used as they are (eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import { Link, NavLink } from 'react-router';

/*
 * React Router's links, without the `data-discover` attribute they write by default: it is for framework mode's route
 * discovery, which an app that declares all its routes never does, and it cost every page tens of bytes.
 */

/** A link to a route of the site. */
export function AppLink(props: LinkProps) {
  return <Link discover="none" {...props} />;
}

/** A link that knows when it is the current page (`aria-current`, the `active` class). */
export function AppNavLink(props: NavLinkProps) {
  return <NavLink discover="none" {...props} />;
}
