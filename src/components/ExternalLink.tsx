import type { ReactNode } from 'react';
import { newTabLinkProps } from '@/lib/externalLink';

interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly onClick?: () => void;
}

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({ href, children, className, onClick }: ExternalLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick} {...newTabLinkProps}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
