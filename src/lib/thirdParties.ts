// A type only: webpack.config.ts loads this module, where the `@/` alias does not exist.
import type { SiteConfig } from '@/config/siteConfig';
import { parseUrl } from './parseUrl';

export interface ThirdParty {
  readonly role: 'advertising' | 'news feed' | 'contact form' | 'consent platform' | 'post videos';
  /** The host the browser contacts, without a leading `www.`. */
  readonly host: string;
  readonly purpose: 'advertising' | 'embeds' | 'on request' | 'consent';
}

/** YOUTUBE_EMBED_ORIGIN's host, written out for webpack.config.ts. */
export const VIDEO_HOST = 'youtube-nocookie.com';

/** Undefined for a path on this site. */
export function hostOf(url: string | undefined): string | undefined {
  const hostname = url ? parseUrl(url)?.hostname : undefined;
  return hostname ? hostname.replace(/^www\./, '') : undefined;
}

/** Every third party this build can load, so the privacy policy and the banner cannot drift from the configuration. */
export function thirdPartiesOf(config: SiteConfig): ThirdParty[] {
  const parties: ThirdParty[] = [];
  const add = (role: ThirdParty['role'], url: string | undefined, purpose: ThirdParty['purpose']) => {
    const host = hostOf(url);
    if (host && !parties.some((party) => party.role === role && party.host === host)) parties.push({ role, host, purpose });
  };
  if (config.consent === 'external') add('consent platform', config.cmpScriptUrl, 'consent');
  add('advertising', config.adScriptUrl, 'advertising');
  add('news feed', config.newsFeedUrl, 'embeds');
  add('contact form', config.contactFormUrl, 'embeds');
  add('contact form', config.formEmbedScriptUrl, 'embeds');
  parties.push({ role: 'post videos', host: VIDEO_HOST, purpose: 'on request' });
  return parties;
}

/** `a`, `a and b`, `a, b and c`. */
export function listInWords(items: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
}
