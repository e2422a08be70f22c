import { useEffect, useId, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ExternalLink';
import { relatedSites } from '@/content/site';
import { cx } from '@/lib/classNames';
import * as styles from './RelatedLinksMenu.module.scss';

interface RelatedLinksMenuProps {
  readonly onNavigate?: () => void;
}

/** A disclosure listing the related outside sites; each opens in a new tab. */
export function RelatedLinksMenu({ onNavigate }: RelatedLinksMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Close this menu before the mobile menu reacts to the same key.
      event.stopImmediatePropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        Related Links
        <span className={cx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {relatedSites.map((site) => (
          <li key={site.href}>
            <ExternalLink href={site.href} className={styles.link} onClick={choose}>
              {site.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
