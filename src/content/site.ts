/** Site-wide content: names, navigation and outside links, kept out of the components. */
// Relative: the route registry and webpack.config.ts read this module, where the `@/` alias does not exist.
import { SAVED_PAGE_PATH } from '../lib/offlinePaths';
import { GLOSSARY_PAGE_PATH, SEARCH_PATH, TOPICS_PATH } from '../lib/sitePaths';

export const siteName = 'Vedanta Wisdom';

/** The name under the icon of the installed site, where the whole name would be cut. */
export const siteShortName = 'Vedanta';

/** The reading path for newcomers, shown at `/start-here`: the slug of `content/paths/start-here.json`. */
export const START_HERE = 'start-here';

export const siteMeta = {
  title: 'Vedanta Wisdom — Discover the Wisdom of Vedanta',
  description:
    'Clear, careful introductions to Vedanta philosophy: the Upanishads, the Bhagavad Gita, the Brahma Sutras, the great teachers and the living schools.',
} as const;

/** A link in the site navigation: an anchor on the landing page, or a route. */
export type NavItem =
  | { readonly label: string; readonly kind: 'anchor'; readonly anchor: LandingAnchor }
  | { readonly label: string; readonly kind: 'route'; readonly path: string };

/** The in-page anchors of the landing page, in page order. */
export const landingAnchors = ['home', 'about', 'teachings', 'resources', 'news', 'contact'] as const;
export type LandingAnchor = (typeof landingAnchors)[number];

export const mainNav: readonly NavItem[] = [
  { label: 'Home', kind: 'anchor', anchor: 'home' },
  { label: 'About Vedanta', kind: 'anchor', anchor: 'about' },
  { label: 'Teachings', kind: 'anchor', anchor: 'teachings' },
  { label: 'Resources', kind: 'anchor', anchor: 'resources' },
  { label: 'Blog', kind: 'route', path: '/blog' },
  { label: 'Contact Us', kind: 'anchor', anchor: 'contact' },
];

/** A route's link: its words and its path. */
export interface PageLink {
  readonly label: string;
  readonly path: string;
}

/**
 * The reader's study tools, after the spec's navigation in the header (its 'Study' menu, the phone's menu) and in the
 * footer's quick links; each path is its route's (src/app/pageRoutes.ts).
 */
export const studyLinks: readonly PageLink[] = [
  { label: 'Start here', path: `/${START_HERE}` },
  { label: 'Glossary', path: GLOSSARY_PAGE_PATH },
  { label: 'Topics', path: TOPICS_PATH },
  { label: 'Search', path: SEARCH_PATH },
  { label: 'Saved', path: SAVED_PAGE_PATH },
];

/** The header's group of the study tools: a menu beside 'Related Links' on wide screens, a titled list on phones. */
export const studyMenuText = { heading: 'Study' } as const;

/** The search field's one label, in the header's form and on `/search`. */
export const SEARCH_FIELD_LABEL = 'Search this site';

/** The header's icon button and its small form. */
export const headerSearchText = {
  open: 'Search',
  fieldLabel: SEARCH_FIELD_LABEL,
  formLabel: 'Site search',
  submit: 'Search',
  // Plain Latin letters only: the header is on every page, and a page that shows a Devanagari letter or an IAST one
  // (ā) fetches a face for it.
  hint: 'A word or a name, in any spelling or script: atman, aatma or Shankara.',
} as const;

/**
 * The header's theme control: what it is, the choice in force, and the one a press moves to ("Theme: light, next:
 * dark"). Wide screens show its first word, phones all of it; each press moves to the next choice.
 */
export const themeToggleText = {
  label: 'Theme',
  choices: { system: 'system setting', light: 'light', dark: 'dark' },
  next: 'next',
} as const;

export interface SiteLink {
  readonly label: string;
  readonly href: string;
  readonly description?: string;
}

/** The 'Related Links' menu and the footer's related sites. */
export const relatedSites: readonly SiteLink[] = [
  {
    label: 'Vedanta Society of Southern California',
    href: 'https://vedanta.org/',
    description: 'Talks, books and the monastic tradition of Ramakrishna and Vivekananda.',
  },
  {
    label: 'Sri Ramanasramam',
    href: 'https://www.sriramanamaharshi.org/',
    description: 'The ashram of Ramana Maharshi at Tiruvannamalai.',
  },
];

/** Social profiles; the hrefs are placeholders until the project has its own accounts (spec §2). */
export const socialLinks: readonly SiteLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
];

export const footerContent = {
  tagline:
    'An independent introduction to Vedanta: its texts, its teachers and its questions, for anyone who wants to read with care.',
  quickLinksHeading: 'Quick Links',
  relatedHeading: 'Related Sites',
  socialHeading: 'Follow Us',
  feed: { label: 'RSS feed', href: '/rss.xml' },
  legal: [
    {
      id: 'privacy',
      heading: 'Privacy',
      text: 'What we collect, why, and the choices you have.',
      linkLabel: 'Privacy Policy',
      path: '/privacy',
    },
    {
      id: 'terms',
      heading: 'Terms',
      text: 'The terms on which you may use and share this site.',
      linkLabel: 'Terms of Service',
      path: '/terms',
    },
  ],
  /** Completed with the current year at render time. */
  copyrightHolder: 'Vedanta Wisdom. All rights reserved.',
} as const;

/** The not-found page's head (its words are in `notFound.ts`, with the page's own code). */
export const notFoundMeta = {
  title: 'Page not found | Vedanta Wisdom',
  description: 'The page you were looking for is not here. Return to the home page or browse the blog.',
} as const;
