import { AppLink } from '@/components/AppLink';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import { useSiteDomain } from '@/app/ConfigContext';
import { StatusMessage } from '@/components/StatusMessage';
import { latestPosts } from '@/content/landing';
import { latestPostsArgs } from './blogQueries';
import { postPath } from '@/lib/postPath';
import { listView, selectOutcome } from './views';
import * as styles from './LatestPosts.module.scss';

/** The blog's newest posts, from the same cache entry as the first page of /blog. */
export function LatestPosts() {
  const { refetch, ...outcome } = useGetMetainfoQuery(latestPostsArgs(useSiteDomain()), { selectFromResult: selectOutcome });
  const view = listView(outcome);

  if (view.state === 'loading') return <StatusMessage tone="loading">{latestPosts.loading}</StatusMessage>;
  if (view.state === 'error') {
    return (
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
    );
  }
  const posts = view.list.blogs.slice(0, latestPosts.count);
  if (posts.length === 0) return <StatusMessage tone="empty">{latestPosts.empty}</StatusMessage>;
  return (
    <ul className={styles.cards}>
      {posts.map((post) => (
        <li key={post.id} className={styles.card}>
          <h3 className={styles.title}>
            <AppLink to={postPath(post.slug)} className={styles.link}>
              {post.metaTitle}
            </AppLink>
          </h3>
          <p className={styles.description}>{post.metaDescription}</p>
          <span className={styles.more} aria-hidden="true">
            {latestPosts.readMoreLabel}
          </span>
        </li>
      ))}
    </ul>
  );
}
