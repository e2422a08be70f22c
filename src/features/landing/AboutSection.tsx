import { Link } from 'react-router';
import { about, aboutQuote, eyebrows } from '@/content/landing';
import { LandingSection } from './LandingSection';
import * as styles from './AboutSection.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

export function AboutSection() {
  return (
    <LandingSection id="about" eyebrow={eyebrows.about} heading={about.heading}>
      <div className={styles.layout}>
        <div className={styles.prose}>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.startHere}>
            {about.startHere.lead} <Link to={about.startHere.path}>{about.startHere.label}</Link>
          </p>
        </div>
        <figure className={styles.quote}>
          <blockquote className={styles.saying}>
            <Sanskrit as="p" className={styles.sanskrit} besideIast>
              {aboutQuote.sanskrit}
            </Sanskrit>
            <p className={styles.transliteration}>
              <i lang="sa-Latn">{aboutQuote.transliteration}</i>
            </p>
            <p className={styles.translation}>{aboutQuote.translation}</p>
          </blockquote>
          <figcaption className={styles.source}>{aboutQuote.source}</figcaption>
        </figure>
      </div>
    </LandingSection>
  );
}
