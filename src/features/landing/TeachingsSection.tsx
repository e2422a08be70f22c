import { eyebrows, teachings } from '@/content/landing';
import { LandingSection } from './LandingSection';
import { TeachingCard } from './TeachingCard';
import * as styles from './TeachingsSection.module.scss';

export function TeachingsSection() {
  return (
    <LandingSection id="teachings" eyebrow={eyebrows.teachings} heading={teachings.heading} intro={teachings.intro} tone="sunk">
      <ul className={styles.cards}>
        {teachings.cards.map((teaching, index) => (
          <li key={teaching.id}>
            <TeachingCard teaching={teaching} index={index + 1} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
