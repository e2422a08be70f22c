import { eyebrows, readings } from '@/content/landing';
import { LandingSection } from './LandingSection';
import * as styles from './ReadingsSection.module.scss';

/** Recommended books: primary texts in good translations and a few modern guides. */
export function ReadingsSection() {
  return (
    <LandingSection id="resources" eyebrow={eyebrows.resources} heading={readings.heading} intro={readings.intro}>
      <ul className={styles.list}>
        {readings.items.map((reading) => (
          <li key={reading.title} className={styles.item}>
            <cite className={styles.title}>{reading.title}</cite>
            <span className={styles.author}>{reading.author}</span>
            <p className={styles.note}>{reading.note}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
