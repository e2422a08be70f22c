import { Link } from 'react-router';
import { errorMessage } from '@/api/errors';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetTopicsQuery } from '@/api/apiSlice';
import { selectData } from '@/api/selectFromResult';
import { useConfig } from '@/config/ConfigContext';
import { RetryError } from '@/components/RetryError';
import { sanskritRuns } from '@/components/SanskritRuns';
import { TopicLinks } from '@/components/TopicLinks';
import { mainTopics } from '@/lib/mainTopics';
import { searchText, topicsText } from '@/content/discoveryPages';
import { preloadSearchIndex, useSearchPostsQuery } from './searchApi';
import { GlossaryMatches } from './GlossaryMatches';
import { SearchResults } from './SearchResults';
import type { SearchAnswer } from './searchEngine';
import { useSearchQuery } from './useSearchQuery';
import * as styles from './SearchPage.module.scss';

function TopicsToBrowse() {
  const { data } = useGetTopicsQuery(undefined, { selectFromResult: selectData });
  if (!data?.topics.length) return null;
  return (
    <section className={styles.topics} aria-labelledby="browse-topics">
      <h2 id="browse-topics" className={styles.topicsTitle}>
        {searchText.browseTopics}
      </h2>
      <TopicLinks topics={mainTopics(data.topics).main} label={topicsText.listLabel} postCount={topicsText.postCount} />
      <p className={styles.allTopics}>
        <Link to="/topics">{topicsText.allTopics}</Link>
      </p>
    </section>
  );
}

/** Moves focus through the field and the result links with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, field: HTMLInputElement | null, list: HTMLOListElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops: HTMLElement[] = [field, ...(list ? Array.from(list.querySelectorAll('a')) : [])].filter((stop) => stop !== null);
  const at = stops.findIndex((stop) => stop === document.activeElement);
  if (at < 0) return;
  const next = stops[event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)];
  event.preventDefault();
  next?.focus();
}

/**
 * What the polite status says: the count of the answer to this very query, never the last one's; while it
 * comes, the previous words stay (a status that flickers to 'Searching...' at every keystroke is noise).
 */
function useSearchStatus(query: string, answer: SearchAnswer | undefined, failed: boolean): string {
  const [status, setStatus] = useState('');
  const next =
    !query || failed
      ? ''
      : answer
        ? answer.total > 0
          ? searchText.found(answer.total, query)
          : searchText.noMatch(query)
        : status || searchText.loading;
  if (next !== status) setStatus(next);
  return next;
}

/** `/search?q=`: results as you type, over the index the build wrote; a plain GET form before the scripts start. */
export function SearchPage() {
  const { siteUrl } = useConfig();
  const { text, query, change, flush } = useSearchQuery();
  const { data, currentData, error, refetch } = useSearchPostsQuery(query, { skip: !query });
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fieldId = useId();
  // The last answer stays on screen while the next one comes, so typing does not flicker.
  const shown = query ? data?.hits : undefined;
  const status = useSearchStatus(query, currentData, Boolean(error));

  // Opening the search page is using search: the index comes now (the prerendered page preloads it), not at the first keystroke.
  useEffect(() => preloadSearchIndex(siteUrl), [siteUrl]);

  const onArrowKey = (event: KeyboardEvent<HTMLElement>) => moveFocus(event, fieldRef.current, listRef.current);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    listRef.current?.querySelector('a')?.focus();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{searchText.title}</h1>
      <form role="search" method="get" action="/search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={fieldId} className={styles.label}>
          {searchText.fieldLabel}
        </label>
        <div className={styles.row}>
          <input
            ref={fieldRef}
            id={fieldId}
            className={styles.field}
            type="search"
            name="q"
            value={text}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${fieldId}-hint`}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onArrowKey}
            onBlur={flush}
          />
          <button type="submit" className={styles.submit}>
            {searchText.submit}
          </button>
        </div>
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {query ? <span className={styles.keyboardHint}>{searchText.keyboardHint}</span> : sanskritRuns(searchText.hint)}
        </p>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {query && data && !error ? <GlossaryMatches terms={data.terms} /> : null}
      {data && data.total > data.hits.length && <p className={styles.hint}>{searchText.bestOf(data.hits.length)}</p>}
      {error ? (
        <RetryError message={errorMessage(error)} retryLabel={searchText.tryAgain} onRetry={() => void refetch()} />
      ) : shown && shown.length > 0 ? (
        <SearchResults hits={shown} listRef={listRef} onKeyDown={onArrowKey} />
      ) : (
        (!query || shown) && (
          <>
            {query && <p className={styles.noMatch}>{searchText.noMatchHint}</p>}
            <TopicsToBrowse />
          </>
        )
      )}
    </div>
  );
}
