import { errorMessage } from '@/api/errors';
import { useGetTopicsQuery } from '@/api/apiSlice';
import { RetryError } from '@/components/RetryError';
import { StatusMessage } from '@/components/StatusMessage';
import { TopicLinks } from '@/components/TopicLinks';
import { topicsText } from '@/content/discoveryPages';
import * as styles from './TopicsPage.module.scss';

/** `/topics`: every topic of the blog with its number of posts, from the list the build wrote. */
export function TopicsPage() {
  const { data, error, isLoading, refetch } = useGetTopicsQuery();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{topicsText.listTitle}</h1>
        <p className={styles.intro}>{topicsText.listIntro}</p>
      </header>
      {error ? (
        <RetryError message={errorMessage(error)} retryLabel={topicsText.tryAgain} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <StatusMessage tone="loading">{topicsText.loading}</StatusMessage>
      ) : data?.topics.length ? (
        <TopicLinks topics={data.topics} label={topicsText.listLabel} postCount={topicsText.postCount} />
      ) : (
        <StatusMessage tone="empty">{topicsText.empty}</StatusMessage>
      )}
    </div>
  );
}
