import { errorMessage } from '@/api/errors';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useGetTopicQuery } from '@/api/apiSlice';
import { selectShown } from '@/api/selectFromResult';
import type { BlogSummary, TopicPost } from '@/api/models';
import { RetryError } from '@/components/RetryError';
import { StatusMessage } from '@/components/StatusMessage';
import { topicsMeta } from '@/content/discovery';
import { topicsText } from '@/content/discoveryPages';
import { BlogCard } from '@/features/blog/BlogCard';
import { Pagination } from '@/features/blog/Pagination';
import { capitalise } from '@/lib/text';
import { topicFromPath, topicPath } from '@/lib/topics';
import { topicPageArg, topicPageCount, topicPageItems } from './topicPages';
import * as styles from './TopicsPage.module.scss';

const summaryOf = (post: TopicPost): BlogSummary => ({
  id: post.slug,
  slug: post.slug,
  metaTitle: post.title,
  metaDescription: post.description,
  date: post.date,
  pinterestImageLink: post.image,
  readingMinutes: undefined,
});

/** `/topics/<topic>`: the topic's posts, newest first, ten a page with `?page=` like the blog. */
export function TopicPage() {
  const slug = topicFromPath(useLocation().pathname) ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = topicPageArg(searchParams);
  const { data: topic, error, isLoading, refetch } = useGetTopicQuery(slug, { selectFromResult: selectShown });
  const count = topic ? topicPageCount(topic.posts.length) : undefined;

  // Keep the URL honest, as the blog does: `?page=abc` → the first page, one past the end → the last.
  useEffect(() => {
    if (count === undefined) return;
    const wanted = Math.min(page, count);
    const canonical = wanted > 1 ? String(wanted) : null;
    if (searchParams.get('page') !== canonical) setSearchParams(canonical ? { page: canonical } : {}, { replace: true });
  }, [count, page, searchParams, setSearchParams]);

  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{capitalise(topicsMeta.heading(slug))}</h1>
        <RetryError message={errorMessage(error)} retryLabel={topicsText.tryAgain} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isLoading || topic === undefined) {
    return (
      <div className={styles.page}>
        <StatusMessage tone="loading">{topicsText.loadingTopic}</StatusMessage>
      </div>
    );
  }
  if (topic === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{topicsMeta.notFound}</h1>
        <p className={styles.intro}>{topicsText.notFoundText}</p>
        <Link to="/topics" className={styles.back}>
          {topicsText.allTopics}
        </Link>
      </div>
    );
  }
  const shown = Math.min(page, count ?? 1);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{capitalise(topicsMeta.heading(topic.label))}</h1>
        <p className={styles.intro}>{topicsText.postCount(topic.posts.length)}</p>
      </header>
      <ul className={styles.grid}>
        {topicPageItems(topic.posts, shown).map((post) => (
          <li key={post.slug}>
            <BlogCard post={summaryOf(post)} />
          </li>
        ))}
      </ul>
      {(count ?? 1) > 1 && (
        <Pagination
          current={shown}
          count={count ?? 1}
          action={topicPath(topic.slug)}
          label={topicsText.paginationLabel}
          onChange={(to) => setSearchParams(to > 1 ? { page: String(to) } : {})}
        />
      )}
      <Link to="/topics" className={styles.back}>
        {topicsText.allTopics}
      </Link>
    </div>
  );
}
