import type { ComponentProps } from 'react';

type ExternalLinkProps = Pick<ComponentProps<'a'>, 'children' | 'className' | 'title' | 'onClick'> & { readonly href: string };

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
