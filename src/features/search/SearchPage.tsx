import type { KeyboardEvent, SubmitEvent } from 'react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { RESULTS_STEP } from './searchEngine';
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from './searchQuery';
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
 * The polite status: this very query's count (and whether only its start was searched); while it comes, the previous
 * words stay, as a status flickering to 'Searching...' at each keystroke is noise.
 */
function useSearchStatus(query: string, answer: SearchAnswer | undefined, failed: boolean): string {
  const [status, setStatus] = useState('');
  const searched = answer?.cut ? answer.searched : query;
  const next =
    !query || failed
      ? ''
      : answer
        ? `${answer.total > 0 ? searchText.found(answer.total, searched) : searchText.noMatch(searched)}${answer.cut ? ` ${searchText.cut(MAX_QUERY_LENGTH, MAX_QUERY_WORDS)}` : ''}`
        : status || searchText.loading;
  if (next !== status) setStatus(next);
  return next;
}

/** How many results are shown: `?shown=` (what "Show more" asks for), at least `RESULTS_STEP`. */
function shownCount(value: string | null): number {
  const asked = Math.floor(Number(value));
  return Number.isFinite(asked) && asked > RESULTS_STEP ? asked : RESULTS_STEP;
}

/** A touch screen without a fine pointer, where Enter is the keyboard's Search key and the reader stays in the field. */
const onTouchScreen = () => window.matchMedia('(hover: none) and (pointer: coarse)').matches;

/** `/search?q=`: results as you type, over the index the build wrote; a plain GET form before the scripts start. */
export function SearchPage() {
  const { siteUrl } = useConfig();
  const { text, query, change, flush } = useSearchQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, currentData, error, refetch } = useSearchPostsQuery(query, { skip: !query });
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The first result "Show more" added, to be focused once it is drawn.
  const focusFrom = useRef<number | undefined>(undefined);
  const fieldId = useId();
  // The last answer stays on screen while the next one comes, so typing does not flicker; the results are drawn in a
  // deferred render, which yields to the browser between them.
  const answer = useDeferredValue(query ? data : undefined);
  const shown = shownCount(searchParams.get('shown'));
  const status = useSearchStatus(query, currentData, Boolean(error));

  // Opening the search page is using search: the index comes now (a prerendered page asked at its first paint), not at the first keystroke.
  useEffect(() => preloadSearchIndex(siteUrl), [siteUrl]);
  useEffect(() => {
    if (focusFrom.current === undefined) return;
    // A render may come before the address has the new count: the focus waits for the result it names.
    const added = listRef.current?.querySelectorAll('a')[focusFrom.current];
    if (!added) return;
    added.focus();
    focusFrom.current = undefined;
  });

  const onArrowKey = (event: KeyboardEvent<HTMLElement>) => moveFocus(event, fieldRef.current, listRef.current);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    flush();
    // A keyboard's Enter goes to the first result; a touch screen's keeps the field, to refine the query.
    if (!onTouchScreen()) listRef.current?.querySelector('a')?.focus();
  };
  const onShowMore = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    focusFrom.current = shown;
    setSearchParams(
      (params) => {
        params.set('shown', String(shown + RESULTS_STEP));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const more = answer ? Math.min(RESULTS_STEP, answer.hits.length - shown) : 0;
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
          {sanskritRuns(searchText.hint)}
        </p>
      </form>
      {/* The answer's place is kept from the first paint: what comes into it moves nothing on screen (no layout shift). */}
      <div className={styles.answer}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {answer && !error ? <GlossaryMatches terms={answer.terms} /> : null}
        {error ? (
          <RetryError error={error} retryLabel={searchText.tryAgain} refetch={refetch} />
        ) : answer && answer.hits.length > 0 ? (
          <>
            <p className={styles.keyboardHint}>{searchText.keyboardHint}</p>
            <SearchResults hits={answer.hits.slice(0, shown)} listRef={listRef} onKeyDown={onArrowKey} />
            {more > 0 && (
              <form method="get" action="/search" className={styles.more} onSubmit={onShowMore}>
                <input type="hidden" name="q" value={query} />
                <input type="hidden" name="shown" value={shown + RESULTS_STEP} />
                <button type="submit" className={styles.moreButton}>
                  {searchText.showMore(more, answer.hits.length - shown)}
                </button>
              </form>
            )}
          </>
        ) : (
          (!query || answer) && (
            <>
              {query && <p className={styles.noMatch}>{searchText.noMatchHint}</p>}
              <TopicsToBrowse />
            </>
          )
        )}
      </div>
    </div>
  );
}
