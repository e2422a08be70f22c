import type { SiteConfig } from '@/config/siteConfig';
import { missingPublicSettings } from '../../scripts/publicSettings';

const local: SiteConfig = { apiUrl: '/functions/v1', apiKey: 'key' };
const complete: SiteConfig = {
  ...local,
  siteUrl: 'https://vedanta.example.org',
  donationUrl: 'https://give.example.org/',
  contactEmail: 'hello@vedanta.example.org',
  publisherName: 'The Vedanta Wisdom Trust',
};

describe('the settings a public site needs', () => {
  it('asks nothing of a local build (no SITE_URL), whose fallbacks are honest, nor of a complete public one', () => {
    expect(missingPublicSettings(local)).toBeUndefined();
    expect(missingPublicSettings(complete)).toBeUndefined();
    expect(missingPublicSettings({ ...complete, contactEmail: undefined, contactFormUrl: 'https://forms.example/c' })).toBeUndefined();
  });

  it('names, in one message, each missing setting of a public build and what readers see instead', () => {
    const message = missingPublicSettings({ ...local, siteUrl: 'https://vedanta.example.org' }) ?? '';
    expect(message.split('\n')).toEqual([
      'SITE_URL is set, but settings a public site needs are not (docs/deploy.md):',
      expect.stringMatching(/^ {2}- SITE_DONATION_URL: 'Donate to Vedanta Initiatives' is disabled/),
      expect.stringMatching(
        /^ {2}- SITE_CONTACT_FORM_URL or SITE_CONTACT_EMAIL: the contact section and the privacy policy offer no way to write/,
      ),
      expect.stringMatching(/^ {2}- SITE_PUBLISHER_NAME: the privacy policy and the terms name 'the publisher of Vedanta Wisdom'/),
    ]);
    expect(missingPublicSettings({ ...complete, publisherName: undefined })?.split('\n')).toHaveLength(2);
  });
});
