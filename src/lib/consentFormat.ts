/**
 * How the visitor's choice is stored, defined once. The app reads and writes it through these functions
 * (src/lib/consent.ts), and the boot script in `<head>` (src/app/boot/consent.ts) is compiled with them.
 */

/** What a visitor allowed: each purpose the banner asks about. */
export interface ConsentChoice {
  readonly advertising: boolean;
  /** The news feed and contact form frames (and the contact form's script). */
  readonly embeds: boolean;
}

/** Where and how long a choice is kept; plain data, so the boot script embeds it as JSON. */
export interface ConsentFormat {
  readonly key: string;
  readonly version: number;
  readonly maxAgeMs: number;
}

/** The stored value: `{ version, advertising, embeds, savedAt }` as JSON, `savedAt` an ISO date. */
interface StoredConsent extends ConsentChoice {
  readonly version: number;
  readonly savedAt: string;
}

export const CONSENT_STORAGE_KEY = 'vedanta-consent';
/** A choice is asked again after a year, as European regulators expect (and the privacy policy says). */
const MAX_AGE_DAYS = 365;
export const CONSENT_FORMAT: ConsentFormat = { key: CONSENT_STORAGE_KEY, version: 1, maxAgeMs: MAX_AGE_DAYS * 24 * 60 * 60 * 1000 };

/**
 * The choice a stored value (the parsed text) holds, or null when it holds no current one: anything
 * malformed, another version, or a choice saved `maxAgeMs` ago or more (or dated in the future).
 */
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

/** The text that stores `choice`, made at `now` (ms since the epoch). */
export function storedConsent(choice: ConsentChoice, now: number, format: ConsentFormat): string {
  return JSON.stringify({
    version: format.version,
    advertising: choice.advertising,
    embeds: choice.embeds,
    savedAt: new Date(now).toISOString(),
  });
}
