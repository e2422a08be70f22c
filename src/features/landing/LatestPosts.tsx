import { Link } from 'react-router';
import { useGetMetainfoQuery, usePrefetchPost } from '@/api/apiSlice';
import { latestPosts } from '@/content/landing';
import * as styles from './LatestPosts.module.scss';

/** The blog's newest posts, from the same cache entry as the first page of /blog. */
export function LatestPosts() {
  const { currentData, error, isFetching, refetch } = useGetMetainfoQuery({ page: 1 });
  const prefetchPost = usePrefetchPost();

  if (!currentData && isFetching) {
    return (
      <p role="status" className={styles.status}>
        {latestPosts.loading}
      </p>
    );
  }
  if (!currentData && error) {
    return (
      <div role="alert" className={styles.status}>
        <p className={styles.error}>
          {latestPosts.errorPrefix}
          {error.message}
        </p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {latestPosts.retryLabel}
        </button>
      </div>
    );
  }
  const posts = currentData?.blogs.slice(0, latestPosts.count) ?? [];
  if (posts.length === 0) {
    return (
      <p role="status" className={styles.status}>
        {latestPosts.empty}
      </p>
    );
  }
  return (
    <ul className={styles.cards}>
      {posts.map((post) => (
        <li key={post.id} className={styles.card}>
          <h3 className={styles.title}>
            <Link
              to={`/blog/${encodeURIComponent(post.slug)}`}
              className={styles.link}
              onMouseEnter={() => prefetchPost(post.slug)}
              onFocus={() => prefetchPost(post.slug)}
            >
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
  );
}
