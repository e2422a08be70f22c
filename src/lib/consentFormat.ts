// How the choice is stored, defined once: for the app (src/lib/consent.ts) and the boot script (src/app/boot/consent.ts).

export interface ConsentChoice {
  readonly advertising: boolean;
  /** The news feed and contact form frames (and the contact form's script). */
  readonly embeds: boolean;
}

/** Plain data, so the boot script embeds it as JSON. */
export interface ConsentFormat {
  readonly key: string;
  readonly version: number;
  readonly maxAgeMs: number;
}

interface StoredConsent extends ConsentChoice {
  readonly version: number;
  readonly savedAt: string;
}

export const CONSENT_STORAGE_KEY = 'vedanta-consent';
/** A choice is asked again after a year, as European regulators expect (and the privacy policy says). */
const MAX_AGE_DAYS = 365;
export const CONSENT_FORMAT: ConsentFormat = { key: CONSENT_STORAGE_KEY, version: 1, maxAgeMs: MAX_AGE_DAYS * 24 * 60 * 60 * 1000 };

/** The choice a parsed stored value holds; null for anything malformed, another version, too old or in the future. */
export function currentConsent(stored: unknown, now: number, format: ConsentFormat): ConsentChoice | null {
  const value = (stored ?? {}) as Partial<StoredConsent>;
  const age = now - Date.parse(String(value.savedAt));
  return value.version === format.version &&
    typeof value.advertising === 'boolean' &&
    typeof value.embeds === 'boolean' &&
    age >= 0 &&
    age < format.maxAgeMs
    ? { advertising: value.advertising, embeds: value.embeds }
    : null;
}

/** The text that stores `choice`, made at `now`. */
export function storedConsent(choice: ConsentChoice, now: number, format: ConsentFormat): string {
  return JSON.stringify({
    version: format.version,
    advertising: choice.advertising,
    embeds: choice.embeds,
    savedAt: new Date(now).toISOString(),
  });
}
