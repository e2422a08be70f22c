import type { Teaching } from '@/content/landing';
import * as styles from './TeachingCard.module.scss';
import { Sanskrit } from '@/components/Sanskrit';

export function TeachingCard({ teaching, index }: { readonly teaching: Teaching; readonly index: number }) {
  const headingId = `teaching-${teaching.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <span className={styles.numeral} aria-hidden="true">
        {String(index).padStart(2, '0')}
      </span>
      <Sanskrit as="p" className={styles.sanskrit}>
        {teaching.sanskrit}
      </Sanskrit>
      <h3 id={headingId} className={styles.title}>
        {teaching.title}
      </h3>
      <p className={styles.summary}>{teaching.summary}</p>
      <p className={styles.keyText}>{teaching.keyText}</p>
    </article>
  );
}
