/**
 * Where the banner's markup (src/app/consentBanner.ts), its boot script, the script that answers it
 * (installConsentBanner.ts) and the footer meet. Apart from src/lib/consent.ts so the entry script can
 * look for the banner without carrying the storage code.
 */

/** Set on `<html>` before the first paint while no choice is stored: the banner shows (styles/_consent.scss). */
export const UNDECIDED_ATTRIBUTE = 'data-consent-undecided';
/** Set on `<html>` while the visitor has reopened the banner from the footer. */
export const REOPENED_ATTRIBUTE = 'data-consent-reopened';

export const CONSENT_BANNER_ID = 'privacy-choices';
export const CONSENT_FORM_ATTRIBUTE = 'data-consent-form';
/** Set on the form once the entry script answers it; until then the boot script in `<head>` does. */
export const CONSENT_INSTALLED_ATTRIBUTE = 'data-consent-installed';
/**
 * On the footer's 'Privacy choices' button (and anything else that reopens the banner). Not the name
 * of REOPENED_ATTRIBUTE: `<html>` carrying it would make every click on the page a reopening.
 */
export const OPEN_CONSENT_ATTRIBUTE = 'data-opens-consent';
