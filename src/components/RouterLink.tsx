import type { LinkProps } from 'react-router';
// React Router's own link, for the one link that carries what an anchor cannot (eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import { Link } from 'react-router';

/**
 * React Router's link, for a link that carries router `state` (a plain `AppLink` cannot), without the `data-discover`
 * attribute it writes by default (for framework mode's route discovery, which an app that declares its routes never does).
 */
export function RouterLink(props: LinkProps) {
  return <Link discover="none" {...props} />;
}
