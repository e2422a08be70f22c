import { ContinueReadingSlot } from '@/features/offline/offlineSlots';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import type { BlogList } from '@/api/models';
import { StatusMessage } from '@/components/StatusMessage';
import { blogText } from '@/content/blog';
import { scrollBehavior } from '@/lib/motion';
import { BlogCard } from '@/components/BlogCard';
import { Pagination } from '@/components/Pagination';
import { pageCount } from '@/store/paginationSlice';
import { useBlogPage } from './useBlogPage';
import { selectOutcome } from '@/api/selectFromResult';
import { QueryView } from '@/components/QueryView';
import * as styles from './BlogListPage.module.scss';

/** A page moved to starts at the top, focus at its heading; one opened directly stays put (the same history entry). */
function useStartOfPageOnChange(page: number, headingRef: RefObject<HTMLHeadingElement | null>) {
  const { key } = useLocation();
  const shown = useRef({ page, key });
  useEffect(() => {
    const before = shown.current;
    if (before.key === key) return;
    shown.current = { page, key };
    if (before.page === page) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, key, headingRef]);
}

/** The list keeps its height until the next page is drawn, or the smooth scroll to the top (spec §2) ends at once. */
function useHeightKeptUntil(shown: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown !== undefined) ref.current?.style.removeProperty('min-height');
  }, [shown]);
  const keepHeight = () => ref.current?.style.setProperty('min-height', `${ref.current.offsetHeight}px`);
  return [ref, keepHeight] as const;
}

function PostGrid({ list, page, onPage }: { readonly list: BlogList; readonly page: number; readonly onPage: (page: number) => void }) {
  return (
    <>
      <ul className={styles.grid}>
        {list.blogs.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      {pageCount(list.total) > 1 && <Pagination current={page} count={pageCount(list.total)} onChange={onPage} />}
    </>
  );
}

export function BlogListPage() {
  const { args, page, goToPage, replacePage } = useBlogPage();
  const result = useGetMetainfoQuery(args, { selectFromResult: selectOutcome });
  // The last total known, also while the next page loads.
  const { total } = useGetMetainfoQuery(args, { selectFromResult: ({ data }) => ({ total: data?.total }) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [listRef, keepHeight] = useHeightKeptUntil(result.data);
  useStartOfPageOnChange(page, headingRef);
  const onPage = (to: number) => {
    keepHeight();
    goToPage(to);
  };

  // One past the end → the last page.
  useEffect(() => {
    if (total !== undefined && page > pageCount(total)) replacePage(pageCount(total));
  });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {blogText.listTitle}
        </h1>
        <p className={styles.intro}>{blogText.listIntro}</p>
        {total !== undefined && pageCount(total) > 1 && <p className={styles.pageCue}>{blogText.pageOf(page, pageCount(total))}</p>}
      </header>
      <div ref={listRef}>
        <QueryView
          {...result}
          text={{ loading: blogText.loadingList, tryAgain: blogText.tryAgain }}
          isEmpty={(list) => list.blogs.length === 0}
          empty={<StatusMessage tone="empty">{blogText.emptyList}</StatusMessage>}
        >
          {(list) => <PostGrid list={list} page={page} onPage={onPage} />}
        </QueryView>
      </div>
      <ContinueReadingSlot />
    </div>
  );
}
