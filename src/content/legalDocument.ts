/** The shape of the legal pages' texts, the facts of a build they are written from, and the phrases both texts share. */
import type { LegalPageMeta } from './legalPages';

/** A block of body text: a paragraph or a bulleted list. */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export interface LegalSection {
  /** Fragment id, kebab-case, e.g. 'information-we-collect'. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument extends LegalPageMeta {
  readonly sections: readonly LegalSection[];
}

/** A company the build loads something from (src/lib/thirdParties.ts). */
export interface LegalThirdParty {
  readonly role: 'advertising' | 'news feed' | 'contact form' | 'consent platform' | 'post videos';
  readonly host: string;
}

/**
 * What the legal pages must say about this build, from its configuration, so that every sentence stays
 * true of it: who publishes it, how to reach them, which third parties it uses and who asks for consent.
 */
export interface LegalFacts {
  readonly siteName: string;
  readonly publisherName?: string;
  readonly contactEmail?: string;
  readonly hasContactForm: boolean;
  readonly hasDonationPage: boolean;
  readonly governingLaw?: string;
  readonly thirdParties: readonly LegalThirdParty[];
  /** Who asks visitors before a third party loads: the site's banner, an external platform, or the operator elsewhere. */
  readonly consent: 'built-in' | 'external' | 'off';
  /** Whether the site keeps pages for offline reading (the service worker, Saved, "Continue reading"). */
  readonly offlineReading: boolean;
  /** Whether the site is served over HTTPS (its `SITE_URL`). */
  readonly servedOverHttps: boolean;
}

/** A paragraph block. */
export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
/** A bulleted list block. */
export const list = (items: readonly string[]): LegalBlock => ({ kind: 'list', items });

/** Who publishes the site, by name or as 'the publisher of <site>'. */
export function publisherOf(facts: LegalFacts): string {
  return facts.publisherName ?? `the publisher of ${facts.siteName}`;
}

/** How to reach the publisher, as the end of a sentence ('… by email at x@y.org'). */
export function contactRoute(facts: LegalFacts): string | undefined {
  if (facts.contactEmail && facts.hasContactForm) return `by email at ${facts.contactEmail}, or through the contact form on our home page`;
  if (facts.contactEmail) return `by email at ${facts.contactEmail}`;
  if (facts.hasContactForm) return 'through the contact form on our home page';
  return undefined;
}

/** The sentence that invites a question about `about`, where the site gives a way to write; none where it gives none. */
export function contactSentence(facts: LegalFacts, about: string): string | undefined {
  const route = contactRoute(facts);
  return route && `If you have a question about ${about}, please write to us ${route}.`;
}

/** The hosts of the build's third parties in one role. */
export function hostsOf(facts: LegalFacts, role: LegalThirdParty['role']): string[] {
  return facts.thirdParties.filter((party) => party.role === role).map((party) => party.host);
}
