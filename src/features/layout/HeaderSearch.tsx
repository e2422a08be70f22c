import type { SubmitEvent } from 'react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { headerSearchText } from '@/content/site';
import { hidePopover } from '@/lib/popover';
import { SEARCH_PATH } from '@/lib/sitePaths';
import { useOpenInState } from '@/lib/useOpenInState';
import * as styles from './HeaderSearch.module.scss';

const PANEL_ID = 'site-search';

/** A GET form for `/search` in a popover the browser opens by itself, before any script; then it navigates without a reload. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const panelRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  useOpenInState(panelRef, 'popover', (isOpen) => {
    if (isOpen) fieldRef.current?.focus();
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = fieldRef.current?.value.trim() ?? '';
    hidePopover(panelRef.current);
    void navigate(query ? `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}` : SEARCH_PATH);
  };

  return (
    <>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID} aria-controls={PANEL_ID} aria-label={headerSearchText.open}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <form
        id={PANEL_ID}
        ref={panelRef}
        popover="auto"
        role="search"
        aria-label={headerSearchText.formLabel}
        method="get"
        action={SEARCH_PATH}
        className={styles.panel}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${PANEL_ID}-field`} className={styles.label}>
          {headerSearchText.fieldLabel}
        </label>
        <div className={styles.row}>
          <input
            ref={fieldRef}
            id={`${PANEL_ID}-field`}
            className={styles.field}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${PANEL_ID}-hint`}
          />
          <button type="submit" className={styles.submit}>
            {headerSearchText.submit}
          </button>
        </div>
        <p id={`${PANEL_ID}-hint`} className={styles.hint}>
          {headerSearchText.hint}
        </p>
      </form>
    </>
  );
}
