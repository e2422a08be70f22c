import type { ReactNode } from 'react';
import type { LandingAnchor } from '@/content/site';
import { cx } from '@/lib/classNames';
import * as styles from './LandingSection.module.scss';

interface LandingSectionProps {
  readonly id: Exclude<LandingAnchor, 'home'>;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro?: string;
  /** The page alternates plain and sunk bands so the sections read apart. */
  readonly tone?: 'plain' | 'sunk';
  readonly children: ReactNode;
}

export function LandingSection({ id, eyebrow, heading, intro, tone = 'plain', children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, tone === 'sunk' && styles.sunk)}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <span className={styles.eyebrow}>{eyebrow}</span>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
