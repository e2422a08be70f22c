import type { KeyboardEventHandler, RefObject } from 'react';
import { Link } from 'react-router';
import { searchText } from '@/content/discoveryPages';
import { postPath } from '@/lib/postPath';
import { formatLongDate } from '@/lib/date';
import { Highlighted } from './Highlighted';
import type { SearchHit } from './searchEngine';
import * as styles from './SearchPage.module.scss';

interface SearchResultsProps {
  readonly hits: readonly SearchHit[];
  readonly listRef: RefObject<HTMLOListElement | null>;
  /** Arrow keys move between the results. */
  readonly onKeyDown: KeyboardEventHandler<HTMLElement>;
}

export function SearchResults({ hits, listRef, onKeyDown }: SearchResultsProps) {
  return (
    <ol ref={listRef} className={styles.results} aria-label={searchText.resultsLabel}>
      {hits.map((hit) => {
        const date = formatLongDate(hit.date);
        return (
          <li key={hit.slug} className={styles.result}>
            <h2 className={styles.resultTitle}>
              <Link to={postPath(hit.slug)} className={styles.resultLink} onKeyDown={onKeyDown}>
                <Highlighted text={hit.title} terms={hit.terms} />
              </Link>
            </h2>
            {date && (
              <p className={styles.date}>
                <time dateTime={hit.date}>{date}</time>
              </p>
            )}
            {hit.description && (
              <p className={styles.snippet}>
                <Highlighted text={hit.description} terms={hit.terms} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
