import type { SiteConfig } from '../src/config/siteConfig';

/** A setting a public site needs, and what its readers see without it. */
interface PublicSetting {
  readonly names: string;
  readonly missing: (config: SiteConfig) => boolean;
  readonly instead: string;
}

const PUBLIC_SETTINGS: readonly PublicSetting[] = [
  {
    names: 'SITE_DONATION_URL',
    missing: (config) => !config.donationUrl,
    instead: "'Donate to Vedanta Initiatives' is disabled, and the dialog says donations are not open yet",
  },
  {
    names: 'SITE_CONTACT_FORM_URL or SITE_CONTACT_EMAIL',
    missing: (config) => !config.contactFormUrl && !config.contactEmail,
    instead: 'the contact section and the privacy policy offer no way to write',
  },
  {
    names: 'SITE_PUBLISHER_NAME',
    missing: (config) => !config.publisherName,
    instead: "the privacy policy and the terms name 'the publisher of Vedanta Wisdom', not who it is",
  },
];

/**
 * For a build with a public address (`SITE_URL`), the settings a public site needs that are missing, in one message
 * naming each and what readers see instead; none for a local build, whose fallbacks are honest.
 */
export function missingPublicSettings(config: SiteConfig): string | undefined {
  if (!config.siteUrl) return undefined;
  const missing = PUBLIC_SETTINGS.filter((setting) => setting.missing(config));
  if (missing.length === 0) return undefined;
  const lines = missing.map((setting) => `  - ${setting.names}: ${setting.instead}.`);
  return [`SITE_URL is set, but settings a public site needs are not (docs/deploy.md):`, ...lines].join('\n');
}
