import { Link, NavLink } from 'react-router';
import type { NavItem } from '@/content/site';

interface NavItemLinkProps {
  readonly item: NavItem;
  readonly className?: string;
  readonly onNavigate?: () => void;
}

/** A navigation entry: a landing-page anchor (reachable from any page) or a route, which marks itself the current page. */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  const [Item, to] = item.kind === 'route' ? [NavLink, item.path] : [Link, { pathname: '/', hash: `#${item.anchor}` }];
  return (
    <Item to={to} className={className} onClick={onNavigate}>
      {item.label}
    </Item>
  );
}
