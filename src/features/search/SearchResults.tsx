import { Link } from 'react-router';
import type { KeyboardEventHandler, RefObject } from 'react';
import { searchText } from '@/content/discoveryPages';
import { postPath } from '@/lib/postPath';
import { formatLongDate } from '@/lib/date';
import { Highlighted } from './Highlighted';
import { highlightParts } from './highlight';
import { MatchedPassage } from './MatchedPassage';
import type { SearchHit } from './searchEngine';
import * as styles from './SearchPage.module.scss';

interface SearchResultsProps {
  readonly hits: readonly SearchHit[];
  readonly listRef: RefObject<HTMLOListElement | null>;
  /** Arrow keys move between the results. */
  readonly onKeyDown: KeyboardEventHandler<HTMLElement>;
}

/** The best results whose passage is fetched when their title and description do not show why they matched. */
const PASSAGES = 5;

const showsMatch = (hit: SearchHit) =>
  [hit.title, hit.description].some((text) => highlightParts(text, hit.terms).some((part) => part.match));

export function SearchResults({ hits, listRef, onKeyDown }: SearchResultsProps) {
  return (
    <ol ref={listRef} className={styles.results} aria-label={searchText.resultsLabel}>
      {hits.map((hit, index) => {
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
            {index < PASSAGES && !showsMatch(hit) && <MatchedPassage slug={hit.slug} terms={hit.terms} />}
          </li>
        );
      })}
    </ol>
  );
}
