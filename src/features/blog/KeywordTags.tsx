import { cx } from '@/lib/classNames';
import * as styles from './KeywordTags.module.scss';

interface KeywordTagsProps {
  readonly label: string;
  readonly keywords: readonly string[];
  readonly size: 'small' | 'regular';
}

export function KeywordTags({ label, keywords, size }: KeywordTagsProps) {
  if (keywords.length === 0) return null;
  return (
    <ul className={cx(styles.tags, styles[size])} aria-label={label}>
      {keywords.map((keyword) => (
        <li key={keyword} className={styles.tag}>
          {keyword}
        </li>
      ))}
    </ul>
  );
}
