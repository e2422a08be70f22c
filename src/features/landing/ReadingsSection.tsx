import { eyebrows, readings } from '@/content/landing';
import { AdBannerGroup } from '@/features/ads/AdBannerGroup';
import { adPlacements } from '@/content/adSlots';
import { LandingSection } from './LandingSection';
import * as styles from './ReadingsSection.module.scss';

export function ReadingsSection() {
  return (
    <LandingSection id="resources" eyebrow={eyebrows.resources} heading={readings.heading} intro={readings.intro}>
      <div className={styles.layout}>
        <ul className={styles.list}>
          {readings.items.map((reading) => (
            <li key={reading.title} className={styles.item}>
              <cite className={styles.title}>{reading.title}</cite>
              <span className={styles.author}>{reading.author}</span>
              <p className={styles.note}>{reading.note}</p>
            </li>
          ))}
        </ul>
        <div className={styles.sidebar}>
          <AdBannerGroup placement={adPlacements.readingsSidebar} className={styles.ads} />
        </div>
      </div>
    </LandingSection>
  );
}
