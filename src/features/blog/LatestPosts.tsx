import { Link } from 'react-router';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import { useSiteDomain } from '@/config/ConfigContext';
import { StatusMessage } from '@/components/StatusMessage';
import { latestPosts } from '@/content/landing';
import { latestPostsArgs } from './blogQueries';
import { postPath } from '@/lib/postPath';
import { selectOutcome } from '@/api/selectFromResult';
import { listView } from './views';
import * as styles from './LatestPosts.module.scss';

/** From the cache entry of /blog's first page; a failure shows above the posts painted. */
export function LatestPosts() {
  const { refetch, ...outcome } = useGetMetainfoQuery(latestPostsArgs(useSiteDomain()), {
    selectFromResult: selectOutcome,
  });
  const view = listView(outcome);

  if (view.state === 'loading') return <StatusMessage tone="loading">{latestPosts.loading}</StatusMessage>;
  if (view.state === 'empty') return <StatusMessage tone="empty">{latestPosts.empty}</StatusMessage>;
  const posts = view.list?.blogs.slice(0, latestPosts.count) ?? [];
  return (
    <>
      {view.state === 'error' && (
        <StatusMessage
          tone="error"
          action={
            <button type="button" className={styles.retry} onClick={() => void refetch()}>
              {latestPosts.retryLabel}
            </button>
          }
        >
          {latestPosts.errorPrefix}
          {view.message}
        </StatusMessage>
      )}
      {posts.length > 0 && (
        <ul className={styles.cards}>
          {posts.map((post) => (
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
    </>
  );
}
