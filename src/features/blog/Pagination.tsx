import { blogText } from '@/content/blog';
import { cx } from '@/lib/classNames';
import { pageItems } from './pageItems';
import * as styles from './Pagination.module.scss';

interface PaginationProps {
  readonly current: number;
  readonly count: number;
  readonly onChange: (page: number) => void;
}

/** Previous, the page buttons (with gaps past seven pages) and Next. */
export function Pagination({ current, count, onChange }: PaginationProps) {
  return (
    <nav aria-label={blogText.paginationLabel} className={styles.pagination}>
      <button
        type="button"
        className={cx(styles.button, styles.step)}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        {blogText.previous}
      </button>
      <ol className={styles.pages}>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.button, item === current && styles.current)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onChange(item)}
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
      <button
        type="button"
        className={cx(styles.button, styles.step)}
        disabled={current >= count}
        onClick={() => onChange(current + 1)}
      >
        {blogText.next}
      </button>
    </nav>
  );
}
