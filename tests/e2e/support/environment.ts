/** Where the suite's server listens: a fixed port, so a running server can be reused locally. */
export const PORT = Number(process.env.E2E_PORT || 4173);
/**
 * `localhost`: a host the build was not made for (it is made for PRODUCTION_URL), as a preview address is.
 * Chromium resolves every `*.localhost` to this machine too: `www.localhost` and `blog.localhost` stand for
 * the other host names a site may be served at.
 */
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * The address the suite's site is built for (`SITE_URL`), as an operator builds it. Chromium resolves its host to this
 * machine (`--host-resolver-rules`, playwright.config.ts), so the same server answers it on the suite's port: the
 * build is served on its own host and on hosts it never saw (`localhost`, `127.0.0.1`, any `*.localhost`).
 */
export const PRODUCTION_URL = 'https://vedanta.example.org';
export const PRODUCTION_HOST = new URL(PRODUCTION_URL).hostname;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** This machine, by any of its names (the site under test and the servers a spec starts itself), at any port. */
const THIS_MACHINE_ORIGIN = `https?://(?:localhost|[^/?#@]*\\.localhost|127\\.0\\.0\\.1|${escapeForPattern(PRODUCTION_HOST)})(?::\\d+)?/`;

/**
 * A URL on any other host. A pattern rather than a function, so Playwright's routing tells this machine's requests
 * from the rest itself, and only the rest pause for the test's own code.
 */
export const THIRD_PARTY_URL = new RegExp(`^(?!${THIS_MACHINE_ORIGIN})`);

/** The production address over HTTPS, which the suite's server answers behind a proxy (fixtures.ts). */
export const PRODUCTION_HTTPS_URL = new RegExp(`^https://${escapeForPattern(PRODUCTION_HOST)}/`);

const THIS_MACHINE_URL = new RegExp(`^${THIS_MACHINE_ORIGIN}`);

export function isThisMachine(url: URL): boolean {
  return THIS_MACHINE_URL.test(url.href);
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
  SITE_URL: PRODUCTION_URL,
  SITE_API_URL: '/functions/v1',
  SITE_API_KEY: 'local-anon-key',
  SITE_AD_SCRIPT_URL: thirdParty.adScriptUrl,
  SITE_NEWS_FEED_URL: thirdParty.newsFeedUrl,
  SITE_CONTACT_FORM_URL: thirdParty.contactFormUrl,
  SITE_FORM_EMBED_SCRIPT_URL: thirdParty.formEmbedScriptUrl,
  SITE_DONATION_URL: thirdParty.donationUrl,
  // Every optional block renders (the HTML check in .ci/run reads this build).
  SITE_CONTACT_EMAIL: 'editor@vedanta.example.org',
  SITE_PUBLISHER_NAME: 'Vedanta Wisdom',
} as const;
