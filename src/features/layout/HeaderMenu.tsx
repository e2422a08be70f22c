import { useRef } from 'react';
import { NavLink } from 'react-router';
import { ExternalLink } from '@/components/ExternalLink';
import type { PageLink, SiteLink } from '@/content/site';
import { hidePopover } from '@/lib/popover';

interface HeaderMenuProps {
  readonly id: string;
  readonly label: string;
  /** The site's pages (by route) or other sites (in a new tab). */
  readonly links: readonly (PageLink | SiteLink)[];
  /** Phones: the list under this heading in the open menu; wide screens: the button says it. */
  readonly withHeading?: boolean;
  readonly styles: Readonly<Record<'trigger' | 'chevron' | 'list' | 'link', string>> & { readonly heading?: string };
  readonly onNavigate?: () => void;
}

/** A button and a popover list the browser opens and closes by itself, from the first tap. */
export function HeaderMenu({ id, label, links, withHeading = false, styles, onNavigate }: HeaderMenuProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = `${id}-heading`;

  const choose = () => {
    hidePopover(listRef.current);
    onNavigate?.();
  };

  return (
    <>
      {withHeading && (
        <span id={headingId} className={styles.heading}>
          {label}
        </span>
      )}
      <button type="button" className={styles.trigger} popoverTarget={id} aria-controls={id}>
        {label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={id} ref={listRef} popover="auto" aria-labelledby={withHeading ? headingId : undefined} className={styles.list}>
        {links.map((link) => (
          <li key={'path' in link ? link.path : link.href}>
            {'path' in link ? (
              <NavLink to={link.path} className={styles.link} onClick={choose}>
                {link.label}
              </NavLink>
            ) : (
              <ExternalLink href={link.href} className={styles.link} onClick={choose}>
                {link.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
