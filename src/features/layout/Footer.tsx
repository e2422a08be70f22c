import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useAsksForConsent, useConfig } from '@/config/ConfigContext';
import { useCurrentYear } from '@/lib/useCurrentYear';
import { ExternalLink } from '@/components/ExternalLink';
import { privacyChoicesLabel } from '@/content/consent';
import { OPEN_CONSENT_ATTRIBUTE } from '@/lib/consent';
import type { SiteLink } from '@/content/site';
import { footerContent, mainNav, relatedSites, siteName, socialLinks } from '@/content/site';
import { NavItemLink } from './NavItemLink';
import { useStudyLinks } from './useStudyLinks';
import * as styles from './Footer.module.scss';

interface FooterColumnProps {
  readonly id: string;
  readonly heading: string;
  /** `nav` for the site's own links, `section` for the rest. */
  readonly as?: 'nav' | 'section';
  /** Set when the column is a landing point of its own (`#privacy`, `#terms`). */
  readonly anchor?: string;
  readonly children: ReactNode;
}

function FooterColumn({ id, heading, as: Element = 'section', anchor, children }: FooterColumnProps) {
  return (
    <Element id={anchor} aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Element>
  );
}

function ExternalLinks({ links }: { readonly links: readonly SiteLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <ExternalLink href={link.href} className={styles.link}>
        {link.label}
      </ExternalLink>
    </li>
  ));
}

export function Footer() {
  const year = useCurrentYear();
  const showChoices = useAsksForConsent();
  const studyLinks = useStudyLinks();
  const hasFeed = Boolean(useConfig().siteUrl);
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>{siteName}</p>
          <p className={styles.tagline}>{footerContent.tagline}</p>
        </div>
        <FooterColumn id="footer-quick-links" heading={footerContent.quickLinksHeading} as="nav">
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.link} />
              </li>
            ))}
            {studyLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        {footerContent.legal.map((block) => (
          <FooterColumn key={block.id} id={`footer-${block.id}`} heading={block.heading} anchor={block.id}>
            <p className={styles.text}>{block.text}</p>
            <Link to={block.path} className={styles.link}>
              {block.linkLabel}
            </Link>
            {/* Reopens the banner; the entry script answers it, so it works before the app has loaded. */}
            {block.id === 'privacy' && showChoices && (
              <button type="button" className={styles.choices} {...{ [OPEN_CONSENT_ATTRIBUTE]: '' }}>
                {privacyChoicesLabel}
              </button>
            )}
          </FooterColumn>
        ))}
        <FooterColumn id="footer-related" heading={footerContent.relatedHeading}>
          <ul className={styles.list}>
            <ExternalLinks links={relatedSites} />
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-social" heading={footerContent.socialHeading}>
          <ul className={styles.list}>
            {/* A file, not a route: a plain link so the browser fetches it. Only a build that knows its address writes one. */}
            {hasFeed && (
              <li>
                <a href={footerContent.feed.href} className={styles.link} type="application/rss+xml">
                  {footerContent.feed.label}
                </a>
              </li>
            )}
            <ExternalLinks links={socialLinks} />
          </ul>
        </FooterColumn>
      </div>
      <p className={styles.copyright}>{`© ${year} ${footerContent.copyrightHolder}`}</p>
    </footer>
  );
}
