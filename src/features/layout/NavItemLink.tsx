import { Link, NavLink } from 'react-router';
import type { NavItem } from '@/content/site';

interface NavItemLinkProps {
  readonly item: NavItem;
  readonly className?: string;
  readonly onNavigate?: () => void;
}

/** A navigation entry: a landing-page anchor (reachable from any page) or a route. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  if (item.kind === 'route') {
    return (
      <NavLink to={item.path} className={className} onClick={onNavigate}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <Link to={{ pathname: '/', hash: `#${item.anchor}` }} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}
