import { Link } from 'react-router';
import type { LatestPostsArgs } from '@/api/apiSlice';
import { useGetLatestPostsQuery } from '@/api/apiSlice';
import { useSiteDomain } from '@/config/ConfigContext';
import { QueryView } from '@/components/QueryView';
import { StatusMessage } from '@/components/StatusMessage';
import { latestPosts } from '@/content/landing';
import { postPath } from '@/lib/postPath';
import { selectOutcome } from '@/api/selectFromResult';
import * as styles from './LatestPosts.module.scss';

/** What the landing page shows; not in blogQueries.ts, whose importers would take the landing page's text with them. */
export function latestPostsArgs(domain: string): LatestPostsArgs {
  return { domain, count: latestPosts.count };
}

/** The newest posts, from the list's first page; a failure shows above the posts painted. */
export function LatestPosts() {
  const result = useGetLatestPostsQuery(latestPostsArgs(useSiteDomain()), { selectFromResult: selectOutcome });
  return (
    <QueryView
      {...result}
      text={latestPosts}
      retryClassName={styles.retry}
      isEmpty={(list) => list.blogs.length === 0}
      empty={<StatusMessage tone="empty">{latestPosts.empty}</StatusMessage>}
    >
      {(list) => (
        <ul className={styles.cards}>
          {list.blogs.map((post) => (
            <li key={post.id} className={styles.card}>
              <h3 className={styles.title}>
                <Link to={postPath(post.slug)} className={styles.link}>
                  {post.metaTitle}
                </Link>
              </h3>
              <p className={styles.description}>{post.metaDescription}</p>
              <span className={styles.more} aria-hidden="true">
                {latestPosts.readMoreLabel}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
