import { Link } from 'react-router';
import { ExternalLink } from '@/components/ExternalLink';
import { footerContent, mainNav, relatedSites, siteName, socialLinks } from '@/content/site';
import { NavItemLink } from './NavItemLink';
import * as styles from './Footer.module.scss';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>{siteName}</p>
          <p className={styles.tagline}>{footerContent.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links" className={styles.column}>
          <h2 id="footer-quick-links" className={styles.heading}>
            {footerContent.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        {footerContent.legal.map((block) => (
          <section key={block.id} id={block.id} aria-labelledby={`footer-${block.id}`} className={styles.column}>
            <h2 id={`footer-${block.id}`} className={styles.heading}>
              {block.heading}
            </h2>
            <p className={styles.text}>{block.text}</p>
            <Link to={block.path} className={styles.link}>
              {block.linkLabel}
            </Link>
          </section>
        ))}
        <section aria-labelledby="footer-related" className={styles.column}>
          <h2 id="footer-related" className={styles.heading}>
            {footerContent.relatedHeading}
          </h2>
          <ul className={styles.list}>
            {relatedSites.map((site) => (
              <li key={site.href}>
                <ExternalLink href={site.href} className={styles.link}>
                  {site.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social" className={styles.column}>
          <h2 id="footer-social" className={styles.heading}>
            {footerContent.socialHeading}
          </h2>
          <ul className={styles.list}>
            <li>
              {/* A file, not a route: a plain link so the browser fetches it. */}
              <a href={footerContent.feed.href} className={styles.link} type="application/rss+xml">
                {footerContent.feed.label}
              </a>
            </li>
            {socialLinks.map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href} className={styles.link}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {footerContent.copyrightHolder}
      </p>
    </footer>
  );
}
