import type { SubmitEvent } from 'react';
import { blogText } from '@/content/blog';
import { cx } from '@/lib/classNames';
import { pageItems } from '@/lib/pageItems';
import * as styles from './Pagination.module.scss';

interface PaginationProps {
  readonly current: number;
  readonly count: number;
  readonly onChange: (page: number) => void;
  readonly action?: string;
  readonly label?: string;
}

/** Submit buttons of a GET form for `?page=N`, so a tap before the page's scripts have started still works. */
export function Pagination({ current, count, onChange, action = '/blog', label = blogText.paginationLabel }: PaginationProps) {
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Number(event.nativeEvent.submitter?.getAttribute('value'));
    if (Number.isInteger(page) && page >= 1) onChange(page);
  };
  // Page 1 is the list's own path: its buttons send no `page`.
  const target = (page: number) => ({ type: 'submit' as const, value: page, name: page > 1 ? 'page' : undefined });

  return (
    <nav aria-label={label}>
      <form method="get" action={action} className={styles.pagination} onSubmit={onSubmit}>
        <button {...target(current - 1)} className={cx(styles.button, styles.step)} disabled={current <= 1}>
          {blogText.previous}
        </button>
        <ol className={styles.pages}>
          {pageItems(current, count).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  {...target(item)}
                  className={cx(styles.button, item === current && styles.current)}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={`Page ${item}`}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className={styles.gap} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ol>
        <button {...target(current + 1)} className={cx(styles.button, styles.step)} disabled={current >= count}>
          {blogText.next}
        </button>
      </form>
    </nav>
  );
}
