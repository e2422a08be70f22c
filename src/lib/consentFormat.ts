// How the choice is stored, defined once: for the app (src/lib/consent.ts) and the boot script (src/app/boot/consent.ts).

export interface ConsentChoice {
  readonly advertising: boolean;
  /** The news feed and contact form frames (and the contact form's script). */
  readonly embeds: boolean;
}

export const CONSENT_STORAGE_KEY = 'vedanta-consent';
const VERSION = 1;
/** A choice is asked again after a year, as European regulators expect (and the privacy policy says). */
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** A stored choice, or null for none, anything malformed, another version, too old or in the future. */
export function parseConsent(text: string | null, now: number = Date.now()): ConsentChoice | null {
  let value: Partial<ConsentChoice & { version: number; savedAt: string }> | null;
  try {
    value = JSON.parse(String(text)) as typeof value;
  } catch {
    return null;
  }
  const age = now - Date.parse(String(value?.savedAt));
  return value?.version === VERSION &&
    typeof value.advertising === 'boolean' &&
    typeof value.embeds === 'boolean' &&
    age >= 0 &&
    age < MAX_AGE_MS
    ? { advertising: value.advertising, embeds: value.embeds }
    : null;
}

/** The text that stores `choice`, made at `now`. */
export function storedConsent(choice: ConsentChoice, now: number): string {
  return JSON.stringify({
    version: VERSION,
    advertising: choice.advertising,
    embeds: choice.embeds,
    savedAt: new Date(now).toISOString(),
  });
}
