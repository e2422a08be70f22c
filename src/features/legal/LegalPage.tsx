import { Link, useLocation } from 'react-router';
import { useMemo } from 'react';
import { useConfig } from '@/config/ConfigContext';
import { offersOfflineReading, type SiteConfig } from '@/config/siteConfig';
import type { LegalBlock, LegalDocument, LegalFacts } from '@/content/legalDocument';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements } from '@/content/adSlots';
import { PrintedAddress } from '@/components/PrintedAddress';
import { siteName } from '@/content/site';
import { formatLongDate } from '@/lib/date';
import { thirdPartiesOf } from '@/lib/thirdParties';
import * as styles from './LegalPage.module.scss';

/** What the privacy policy and the terms say about this build's configuration. */
function legalFactsOf(config: SiteConfig): LegalFacts {
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

function Block({ block }: { readonly block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal text, written from this build's configuration. */
export function LegalPage({ write }: { readonly write: (facts: LegalFacts) => LegalDocument }) {
  const { pathname } = useLocation();
  const config = useConfig();
  const legal = useMemo(() => write(legalFactsOf(config)), [write, config]);
  return (
    <>
      <article className={styles.page} aria-labelledby="legal-title">
        <header className={styles.header}>
          <h1 id="legal-title">{legal.title}</h1>
          <p className={styles.updated}>
            Last updated <time dateTime={legal.lastUpdated}>{formatLongDate(legal.lastUpdated)}</time>
          </p>
        </header>
        {/* After the title, so the page opens on what it is. */}
        <AdBannerGroup placement={adPlacements.pageTop} className={styles.ads} />
        <nav aria-label="On this page" className={styles.contents}>
          <h2 className={styles.contentsHeading}>On this page</h2>
          <ol>
            {legal.sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: `#${section.id}` }}>{section.heading}</Link>
              </li>
            ))}
          </ol>
        </nav>
        {legal.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <PrintedAddress path={pathname} className={styles.address} />
      </article>
      <AdBannerGroup placement={adPlacements.pageBottom} />
    </>
  );
}
