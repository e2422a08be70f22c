import { Link } from 'react-router';
import { cx } from '@/lib/classNames';
import { topicPath } from '@/lib/topics';
import * as styles from './KeywordTags.module.scss';

interface KeywordTagsProps {
  readonly label: string;
  readonly keywords: readonly string[];
  readonly size: 'small' | 'regular';
  /** The slug of the topic page each tag links to ('' for none); without it, tags are text. */
  readonly topicOf?: (keyword: string) => string;
}

export function KeywordTags({ label, keywords, size, topicOf }: KeywordTagsProps) {
  if (keywords.length === 0) return null;
  return (
    <ul className={cx(styles.tags, styles[size])} aria-label={label}>
      {keywords.map((keyword) => {
        const slug = topicOf?.(keyword) ?? '';
        return (
          <li key={keyword} className={styles.tag}>
            {slug ? (
              <Link to={topicPath(slug)} className={styles.link}>
                {keyword}
              </Link>
            ) : (
              keyword
            )}
          </li>
        );
      })}
    </ul>
  );
}
