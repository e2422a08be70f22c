// Relative: webpack.config.ts loads this module too, where the `@/` alias does not exist.
import { DEFAULT_API_KEY, FUNCTIONS_PATH } from '../api/contract';

/** Fixed at build time from `SITE_*` environment variables (the configuration table in the README). */
export interface SiteConfig {
  readonly apiUrl: string;
  /** Public anonymous key sent as `Authorization: Bearer …`. */
  readonly apiKey: string;
  readonly adScriptUrl?: string;
  readonly newsFeedUrl?: string;
  readonly contactFormUrl?: string;
  /** Script the contact form provider needs beside its frame. */
  readonly formEmbedScriptUrl?: string;
  readonly donationUrl?: string;
  /** Shown when no contact form is configured. */
  readonly contactEmail?: string;
  /** `https://example.org`, for canonical URLs, feeds and the sitemap. */
  readonly siteUrl?: string;
  readonly publisherName?: string;
  readonly governingLaw?: string;
  /** Who asks visitors before a third party sees them; `off`: the operator asks elsewhere. */
  readonly consent?: ConsentMode;
  readonly cmpScriptUrl?: string;
  /** Off (`SITE_OFFLINE_READING=off`) also retires a worker readers already have (docs/deploy.md). */
  readonly offlineReading?: boolean;
}

export type ConsentMode = 'built-in' | 'external' | 'off';

function optional(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the configuration; each variable is named literally so the bundler can inline it. */
export function readConfig(): SiteConfig {
  return {
    apiUrl: optional(process.env.SITE_API_URL) ?? FUNCTIONS_PATH,
    apiKey: optional(process.env.SITE_API_KEY) ?? DEFAULT_API_KEY,
    adScriptUrl: optional(process.env.SITE_AD_SCRIPT_URL),
    newsFeedUrl: optional(process.env.SITE_NEWS_FEED_URL),
    contactFormUrl: optional(process.env.SITE_CONTACT_FORM_URL),
    formEmbedScriptUrl: optional(process.env.SITE_FORM_EMBED_SCRIPT_URL),
    donationUrl: optional(process.env.SITE_DONATION_URL),
    contactEmail: optional(process.env.SITE_CONTACT_EMAIL),
    siteUrl: optional(process.env.SITE_URL)?.replace(/\/+$/, ''),
    publisherName: optional(process.env.SITE_PUBLISHER_NAME),
    governingLaw: optional(process.env.SITE_GOVERNING_LAW),
    consent: consentMode(optional(process.env.SITE_CONSENT), optional(process.env.SITE_CMP_SCRIPT_URL)),
    cmpScriptUrl: optional(process.env.SITE_CMP_SCRIPT_URL),
    offlineReading: optional(process.env.SITE_OFFLINE_READING)?.toLowerCase() !== 'off',
  };
}

function consentMode(consent: string | undefined, cmpScriptUrl: string | undefined): ConsentMode {
  if (consent?.toLowerCase() === 'off') return 'off';
  return cmpScriptUrl ? 'external' : 'built-in';
}

/** Whether a visitor must be asked about a third party (the post videos ask on their own, by a click). */
export function asksForConsent(config: SiteConfig): boolean {
  return (config.consent ?? 'built-in') === 'built-in' && Boolean(config.adScriptUrl || config.newsFeedUrl || config.contactFormUrl);
}

export const offersOfflineReading = (config: SiteConfig): boolean => config.offlineReading !== false;
