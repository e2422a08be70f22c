import { useEffect, useRef } from 'react';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { usePageMeta } from '@/features/seo/usePageMeta';
import { scrollBehavior } from '@/lib/motion';
import { BlogCard } from './BlogCard';
import { Pagination } from './Pagination';
import { pageCount } from './paginationSlice';
import { useBlogPage } from './useBlogPage';
import * as styles from './BlogListPage.module.scss';

export function BlogListPage() {
  usePageMeta(blogText.listMeta);
  const { currentPage, inSync, urlIsCanonical, goToPage, replacePage } = useBlogPage();
  const { currentData, error, isError, refetch } = useGetMetainfoQuery({ page: currentPage }, { skip: !inSync });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(currentPage);
  const total = currentData?.total;

  // Keep the URL honest: `?page=abc` → `/blog`, one past the end → the last page.
  useEffect(() => {
    if (!inSync) return;
    if (total !== undefined && currentPage > pageCount(total)) replacePage(pageCount(total));
    else if (!urlIsCanonical) replacePage(currentPage);
  });

  // A new page starts at the top, and keyboard users start at its heading.
  useEffect(() => {
    if (shownPage.current === currentPage) return;
    shownPage.current = currentPage;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    headingRef.current?.focus({ preventScroll: true });
  }, [currentPage]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {blogText.listTitle}
        </h1>
        <p className={styles.intro}>{blogText.listIntro}</p>
      </header>
      {isError ? (
        <StatusMessage
          tone="error"
          action={
            <button type="button" className={styles.retry} onClick={() => void refetch()}>
              {blogText.tryAgain}
            </button>
          }
        >
          Error: {error.message}
        </StatusMessage>
      ) : !currentData ? (
        <StatusMessage tone="loading">{blogText.loadingList}</StatusMessage>
      ) : currentData.blogs.length === 0 ? (
        <StatusMessage tone="empty">{blogText.emptyList}</StatusMessage>
      ) : (
        <>
          <ul className={styles.grid}>
            {currentData.blogs.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          {pageCount(currentData.total) > 1 && (
            <Pagination current={currentPage} count={pageCount(currentData.total)} onChange={goToPage} />
          )}
        </>
      )}
    </div>
  );
}
