import { useGetTopicsQuery } from '@/api/apiSlice';
import { selectOutcome } from '@/api/selectFromResult';
import { QueryView } from '@/components/QueryView';
import { StatusMessage } from '@/components/StatusMessage';
import { TopicLinks } from '@/components/TopicLinks';
import { topicsText } from '@/content/discoveryPages';
import type { TopicSummary } from '@/api/models';
import { mainTopics } from '@/lib/mainTopics';
import * as styles from './TopicsPage.module.scss';

/** The main topics, then the rest folded in a disclosure that opens without scripts. */
function TopicMap({ topics }: { readonly topics: readonly TopicSummary[] }) {
  const { main, rest } = mainTopics(topics);
  return (
    <>
      <TopicLinks topics={main} label={topicsText.listLabel} postCount={topicsText.postCount} />
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.moreSummary}>{topicsText.moreTopics(rest.length)}</summary>
          <TopicLinks topics={rest} label={topicsText.moreLabel} postCount={topicsText.postCount} />
        </details>
      )}
    </>
  );
}

/** `/topics`: the topics with their numbers of posts, the main ones first. */
export function TopicsPage() {
  const result = useGetTopicsQuery(undefined, { selectFromResult: selectOutcome });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{topicsText.listTitle}</h1>
        <p className={styles.intro}>{topicsText.listIntro}</p>
      </header>
      <QueryView
        {...result}
        text={topicsText}
        isEmpty={(list) => list.topics.length === 0}
        empty={<StatusMessage tone="empty">{topicsText.empty}</StatusMessage>}
      >
        {(list) => <TopicMap topics={list.topics} />}
      </QueryView>
    </div>
  );
}
