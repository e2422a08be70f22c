import { offersOfflineReading, type SiteConfig } from '@/config/ConfigContext';
import type { LegalFacts } from '@/content/legalDocument';
import { siteName } from '@/content/site';
import { thirdPartiesOf } from '@/lib/thirdParties';

/** What the privacy policy and the terms say about this build's configuration. */
export function legalFactsOf(config: SiteConfig): LegalFacts {
  return {
    siteName,
    publisherName: config.publisherName,
    contactEmail: config.contactEmail,
    hasContactForm: Boolean(config.contactFormUrl),
    hasDonationPage: Boolean(config.donationUrl),
    governingLaw: config.governingLaw,
    thirdParties: thirdPartiesOf(config),
    consent: config.consent ?? 'built-in',
    offlineReading: offersOfflineReading(config),
    servedOverHttps: config.siteUrl?.startsWith('https:') ?? false,
  };
}
