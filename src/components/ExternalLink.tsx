import type { ReactNode } from 'react';

interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly title?: string;
  readonly onClick?: () => void;
}

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({ href, children, className, title, onClick }: ExternalLinkProps) {
  return (
    <a href={href} className={className} title={title} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
