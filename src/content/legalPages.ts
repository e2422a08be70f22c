import { legalUpdates } from './legalUpdates';

/** What the heads and the sitemap need of a legal page; only the page itself loads its text. */
export interface LegalPageMeta {
  /** The page's h1. */
  readonly title: string;
  /** Its meta description, 120-160 characters. */
  readonly description: string;
  /** ISO date, e.g. '2026-11-21'. */
  readonly lastUpdated: string;
}

export const privacyPage: LegalPageMeta = {
  title: 'Privacy Policy',
  description:
    'How this Vedanta website collects, uses and protects your information, which third-party services it uses, and how to exercise your rights over your data.',
  lastUpdated: legalUpdates.privacy,
};

export const termsPage: LegalPageMeta = {
  title: 'Terms of Service',
  description:
    'The terms that apply when you use this Vedanta website: how you may use its articles, your responsibilities, and the limits of our liability.',
  lastUpdated: legalUpdates.terms,
};
