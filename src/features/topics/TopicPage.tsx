import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useGetTopicQuery } from '@/api/apiSlice';
import { selectOutcome } from '@/api/selectFromResult';
import { QueryView } from '@/components/QueryView';
import type { BlogSummary, TopicPost, TopicPosts } from '@/api/models';
import { topicsMeta } from '@/content/discovery';
import { topicsText } from '@/content/discoveryPages';
import { BlogCard } from '@/components/BlogCard';
import { Pagination } from '@/components/Pagination';
import { capitalise } from '@/lib/text';
import { topicFromPath, topicPath } from '@/lib/topics';
import { parsePageParam, topicPageItems } from '@/lib/pageItems';
import { pageCount } from '@/store/paginationSlice';
import * as styles from './TopicsPage.module.scss';

const summaryOf = (post: TopicPost): BlogSummary => ({
  id: post.slug,
  slug: post.slug,
  metaTitle: post.title,
  metaDescription: post.description,
  date: post.date,
  pinterestImageLink: post.image,
});

interface TopicPostListProps {
  readonly topic: TopicPosts;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

function TopicPostList({ topic, page, onPage }: TopicPostListProps) {
  const count = pageCount(topic.posts.length);
  const shown = Math.min(page, count);
  return (
    <>
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
      {count > 1 && (
        <Pagination current={shown} count={count} action={topicPath(topic.slug)} label={topicsText.paginationLabel} onChange={onPage} />
      )}
    </>
  );
}

/** `/topics/<topic>`: its posts, newest first, ten a page like the blog. */
export function TopicPage() {
  const slug = topicFromPath(useLocation().pathname) ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const result = useGetTopicQuery(slug, { selectFromResult: selectOutcome });
  const count = result.data ? pageCount(result.data.posts.length) : undefined;

  // Keep the URL honest, as the blog does: `?page=abc` → the first page, one past the end → the last.
  useEffect(() => {
    if (count === undefined) return;
    const wanted = Math.min(page, count);
    const canonical = wanted > 1 ? String(wanted) : null;
    if (searchParams.get('page') !== canonical) setSearchParams(canonical ? { page: canonical } : {}, { replace: true });
  }, [count, page, searchParams, setSearchParams]);

  return (
    <div className={styles.page}>
      <QueryView
        {...result}
        text={{ loading: topicsText.loadingTopic, tryAgain: topicsText.tryAgain }}
        lead={<h1 className={styles.title}>{capitalise(topicsMeta.heading(slug))}</h1>}
        empty={
          <>
            <h1 className={styles.title}>{topicsMeta.notFound}</h1>
            <p className={styles.intro}>{topicsText.notFoundText}</p>
          </>
        }
      >
        {(topic) => <TopicPostList topic={topic} page={page} onPage={(to) => setSearchParams(to > 1 ? { page: String(to) } : {})} />}
      </QueryView>
      <Link to="/topics" className={styles.back}>
        {topicsText.allTopics}
      </Link>
    </div>
  );
}
