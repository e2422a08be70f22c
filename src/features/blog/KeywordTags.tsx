import { AppLink } from '@/components/AppLink';
import { cx } from '@/lib/classNames';
import { topicPath, topicSlug } from '@/lib/topics';
import * as styles from './KeywordTags.module.scss';

interface KeywordTagsProps {
  readonly label: string;
  readonly keywords: readonly string[];
  readonly size: 'small' | 'regular';
  /** Each tag links to its topic's page (the short-tail keywords are the topics). */
  readonly linkToTopics?: boolean;
}

export function KeywordTags({ label, keywords, size, linkToTopics = false }: KeywordTagsProps) {
  if (keywords.length === 0) return null;
  return (
    <ul className={cx(styles.tags, styles[size])} aria-label={label}>
      {keywords.map((keyword) => {
        const slug = linkToTopics ? topicSlug(keyword) : '';
        return (
          <li key={keyword} className={styles.tag}>
            {slug ? (
              <AppLink to={topicPath(slug)} className={styles.link}>
                {keyword}
              </AppLink>
            ) : (
              keyword
            )}
          </li>
        );
      })}
    </ul>
  );
}
