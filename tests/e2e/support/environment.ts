/** Where the suite's server listens: a fixed port, so a running server can be reused locally. */
export const PORT = Number(process.env.E2E_PORT || 4173);
/**
 * `localhost`, the domain the build is prerendered for when SITE_URL is unset, so the pages hydrate
 * with their data. Chromium resolves every `*.localhost` to this machine too: `www.localhost`
 * and `blog.localhost` stand for the other host names a site may be served at.
 */
export const BASE_URL = `http://localhost:${PORT}`;

/** This machine, by any of its names: the site under test and the servers a spec starts itself. */
export function isThisMachine(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
}

/**
 * The build's configuration: every third-party integration is switched on, on hosts that
 * cannot exist (`.test`), so the pages render exactly as in production while the suite's
 * network guard keeps every one of those requests on this machine.
 */
export const thirdParty = {
  adScriptUrl: 'https://ads.example.test/ads.js',
  newsFeedUrl: 'https://news.example.test/feed',
  contactFormUrl: 'https://forms.example.test/contact',
  formEmbedScriptUrl: 'https://forms.example.test/embed.js',
  donationUrl: 'https://donate.example.test/vedanta',
} as const;

/** The `SITE_*` variables the suite builds and serves with. */
export const siteEnvironment = {
  SITE_API_URL: '/functions/v1',
  SITE_API_KEY: 'local-anon-key',
  SITE_AD_SCRIPT_URL: thirdParty.adScriptUrl,
  SITE_NEWS_FEED_URL: thirdParty.newsFeedUrl,
  SITE_CONTACT_FORM_URL: thirdParty.contactFormUrl,
  SITE_FORM_EMBED_SCRIPT_URL: thirdParty.formEmbedScriptUrl,
  SITE_DONATION_URL: thirdParty.donationUrl,
  SITE_CONTACT_EMAIL: '',
} as const;
