import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ExternalLink } from '@/components/ExternalLink';
import { donation, donationUnavailable } from '@/content/landing';
import { donationDialogClosed, donationDialogOpened, selectDonationDialogOpen } from '@/store/uiSlice';
import { runDialogCommand } from '@/lib/dialog';
import { useOpenInState } from '@/lib/useOpenInState';
import { trapTabKey } from './trapTabKey';
import * as styles from './DonationDialog.module.scss';
import { OmMark } from '@/components/OmMark';

/** Named by the button that opens it (`commandfor`). */
export const DONATION_DIALOG_ID = 'donation-dialog';
const HEADING_ID = 'donation-dialog-heading';

/** `showModal()` focuses `[autofocus]`, which React writes only when prerendering (in the browser it calls `focus()`). */
const keepAutofocusAttribute = (heading: HTMLHeadingElement | null) => heading?.setAttribute('autofocus', '');
const NOTE_ID = 'donation-dialog-unavailable';

/** The browser's own `<dialog>`, so it works before any script; from hydration on it and the `ui` slice follow each other. */
export function DonationDialog() {
  const dispatch = useAppDispatch();
  const { donationUrl, contactFormUrl, contactEmail } = useConfig();
  const canWrite = Boolean(contactFormUrl || contactEmail);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogOpen = useAppSelector(selectDonationDialogOpen);
  useOpenInState(dialogRef, 'dialog', (open) => dispatch(open ? donationDialogOpened() : donationDialogClosed()), dialogOpen);

  // Leaving the page takes the dialog with it.
  useEffect(() => () => void dispatch(donationDialogClosed()), [dispatch]);

  // For browsers without `closedby`: a click on the backdrop lands on the dialog itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && event.currentTarget.open) event.currentTarget.close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus loop, backdrop click without `closedby`
    <dialog
      id={DONATION_DIALOG_ID}
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      className={styles.dialog}
      closedby="any"
      onKeyDown={trapTabKey}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <span className={styles.ornament}>
          <OmMark className={styles.ornamentMark} />
        </span>
        {/* A dialog's autofocus is what the HTML spec asks for: the heading, so the text reads from the top. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <h2 id={HEADING_ID} tabIndex={-1} autoFocus ref={keepAutofocusAttribute} className={styles.heading}>
          {donation.heading}
        </h2>
        <p className={styles.body}>{donation.body}</p>
        {/* Why the button is disabled, read before it (and before Close). */}
        {!donationUrl && (
          <div id={NOTE_ID} className={styles.unavailable}>
            <p>{donationUnavailable.note}</p>
            <p>
              {canWrite ? donationUnavailable.otherWaysWithContact : donationUnavailable.otherWays}
              {canWrite && (
                <>
                  {' '}
                  <a href="#contact" className={styles.contactLink} onClick={() => dialogRef.current?.close()}>
                    {donationUnavailable.contactLink}
                  </a>
                </>
              )}
            </p>
          </div>
        )}
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
          <button
            type="button"
            className={styles.close}
            command="close"
            commandfor={DONATION_DIALOG_ID}
            onClick={() => runDialogCommand('close', DONATION_DIALOG_ID)}
          >
            {donation.closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
