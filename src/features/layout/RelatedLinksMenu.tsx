import { useRef } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { relatedSites } from '@/content/site';
import { hidePopover } from '@/lib/popover';
import * as styles from './RelatedLinksMenu.module.scss';

const LIST_ID = 'related-links';

/** A popover the browser opens and closes by itself, from the first tap. */
export function RelatedLinksMenu({ onNavigate }: { readonly onNavigate?: () => void }) {
  const listRef = useRef<HTMLUListElement>(null);

  const choose = () => {
    hidePopover(listRef.current);
    onNavigate?.();
  };

  return (
    <>
      <button type="button" className={styles.trigger} popoverTarget={LIST_ID} aria-controls={LIST_ID}>
        Related Links
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={LIST_ID} ref={listRef} popover="auto" className={styles.list}>
        {relatedSites.map((site) => (
          <li key={site.href}>
            <ExternalLink href={site.href} className={styles.link} onClick={choose}>
              {site.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
