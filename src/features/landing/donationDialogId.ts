/** The donation dialog's id, named by the button that opens it (`commandfor`). */
export const DONATION_DIALOG_ID = 'donation-dialog';
