import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import { RetryError } from '@/components/RetryError';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { scrollBehavior } from '@/lib/motion';
import { BlogCard } from './BlogCard';
import { Pagination } from './Pagination';
import { pageCount } from './paginationSlice';
import { useBlogPage } from './useBlogPage';
import { listView, selectOutcome } from './views';
import * as styles from './BlogListPage.module.scss';

/**
 * A page the reader moved to starts at the top, and keyboard users start at its heading; a page opened directly stays
 * put, also when hydration moves from the file's page 1 to the address's `?page=N` (the same history entry).
 */
function useStartOfPageOnChange(page: number, headingRef: RefObject<HTMLHeadingElement | null>) {
  const { key } = useLocation();
  const shown = useRef({ page, key });
  useEffect(() => {
    const before = shown.current;
    shown.current = { page, key };
    if (before.page === page || before.key === key) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, key, headingRef]);
}

export function BlogListPage() {
  const { args, page, urlIsCanonical, goToPage, replacePage } = useBlogPage();
  const { refetch, ...outcome } = useGetMetainfoQuery(args, { selectFromResult: selectOutcome });
  const view = listView(outcome);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = view.state === 'list' ? view.list.total : undefined;
  useStartOfPageOnChange(page, headingRef);

  // Keep the URL honest: `?page=abc` → `/blog`, one past the end → the last page.
  useEffect(() => {
    if (total !== undefined && page > pageCount(total)) replacePage(pageCount(total));
    else if (!urlIsCanonical) replacePage(page);
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {blogText.listTitle}
        </h1>
        <p className={styles.intro}>{blogText.listIntro}</p>
      </header>
      {view.state === 'error' ? (
        <RetryError message={view.message} retryLabel={blogText.tryAgain} onRetry={() => void refetch()} />
      ) : view.state === 'loading' ? (
        <StatusMessage tone="loading">{blogText.loadingList}</StatusMessage>
      ) : view.list.blogs.length === 0 ? (
        <StatusMessage tone="empty">{blogText.emptyList}</StatusMessage>
      ) : (
        <>
          <ul className={styles.grid}>
            {view.list.blogs.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          {pageCount(view.list.total) > 1 && <Pagination current={page} count={pageCount(view.list.total)} onChange={goToPage} />}
        </>
      )}
    </div>
  );
}
