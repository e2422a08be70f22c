// Where the banner, its scripts and the footer meet; apart from consent.ts so the entry need not carry the storage code.

/** Set on `<html>` before the first paint while no choice is stored: the banner shows (styles/_consent.scss). */
export const UNDECIDED_ATTRIBUTE = 'data-consent-undecided';
/** Set on `<html>` while the visitor has reopened the banner from the footer. */
export const REOPENED_ATTRIBUTE = 'data-consent-reopened';

export const CONSENT_BANNER_ID = 'privacy-choices';
export const CONSENT_FORM_ATTRIBUTE = 'data-consent-form';
/** Set once the entry script answers the form; until then the boot script does. */
export const CONSENT_INSTALLED_ATTRIBUTE = 'data-consent-installed';
/** On what reopens the banner; not REOPENED_ATTRIBUTE, or `<html>` carrying it makes every click a reopening. */
export const OPEN_CONSENT_ATTRIBUTE = 'data-opens-consent';
