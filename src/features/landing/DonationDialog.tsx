import { useEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { useConfig } from '@/app/ConfigContext';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ExternalLink } from '@/components/ExternalLink';
import { donation, donationUnavailable } from '@/content/landing';
import { donationDialogClosed, selectDonationDialogOpen } from '@/features/ui/uiSlice';
import { trapTabKey, useModalDialog } from './useModalDialog';
import * as styles from './DonationDialog.module.scss';

const HEADING_ID = 'donation-dialog-heading';
const NOTE_ID = 'donation-dialog-unavailable';

/** The 'Support Our Mission' modal; whether it is open lives in the ui slice. */
export function DonationDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDonationDialogOpen);
  const { donationUrl } = useConfig();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useModalDialog(dialogRef, headingRef, open);

  // Leaving the page closes the dialog, so it is not waiting open on the way back.
  useEffect(() => () => void dispatch(donationDialogClosed()), [dispatch]);

  const close = () => dispatch(donationDialogClosed());
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    trapTabKey(event, event.currentTarget);
  };
  // A click on the backdrop lands on the dialog itself; clicks on the panel do not.
  const onClick = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  // The browser's own Escape handling: keep the store, not the element, in charge.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      className={styles.dialog}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      {open && (
        <div className={styles.panel}>
          <span className={styles.ornament} aria-hidden="true">
            ॐ
          </span>
          <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {donation.heading}
          </h2>
          <p className={styles.body}>{donation.body}</p>
          <div className={styles.actions}>
            {donationUrl ? (
              <ExternalLink href={donationUrl} className={styles.donate}>
                {donation.buttonLabel}
              </ExternalLink>
            ) : (
              <button type="button" className={styles.donate} disabled aria-describedby={NOTE_ID}>
                {donation.buttonLabel}
              </button>
            )}
            <button type="button" className={styles.close} onClick={close}>
              {donation.closeLabel}
            </button>
          </div>
          {!donationUrl && (
            <p id={NOTE_ID} className={styles.unavailable}>
              {donationUnavailable.note}
            </p>
          )}
        </div>
      )}
    </dialog>
  );
}
