import { Link } from 'react-router';
import type { TopicSummary } from '@/api/models';
import { topicPath } from '@/lib/topics';
import * as styles from './TopicLinks.module.scss';

interface TopicLinksProps {
  readonly topics: readonly TopicSummary[];
  readonly label: string;
  readonly postCount: (count: number) => string;
}

export function TopicLinks({ topics, label, postCount }: TopicLinksProps) {
  return (
    <ul className={styles.topics} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Link to={topicPath(topic.slug)} className={styles.topic}>
            <span className={styles.label}>{topic.label}</span> <span className={styles.count}>{postCount(topic.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
