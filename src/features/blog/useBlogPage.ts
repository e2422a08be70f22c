import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { pageChanged, selectCurrentPage } from './paginationSlice';
import { parsePageParam } from './pageItems';

/**
 * The blog list's page: the URL (`?page=`) is what visitors share, reload and go back
 * through, so it leads, and the `pagination` slice follows it with a `pageChanged` action.
 * `inSync` is false for the render in between, so no request goes out for a stale page.
 */
export function useBlogPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawPage = searchParams.get('page');
  const pageInUrl = parsePageParam(rawPage);
  const currentPage = useAppSelector(selectCurrentPage);

  useEffect(() => {
    dispatch(pageChanged(pageInUrl));
  }, [dispatch, pageInUrl]);

  /** Pushes a history entry, so Back returns to the page before. */
  const goToPage = (page: number) => setSearchParams(page > 1 ? { page: String(page) } : {});

  /** Rewrites the URL in place, e.g. `?page=abc` or one past the end. */
  const replacePage = (page: number) => setSearchParams(page > 1 ? { page: String(page) } : {}, { replace: true });

  const canonical = pageInUrl > 1 ? String(pageInUrl) : null;
  return {
    currentPage,
    inSync: currentPage === pageInUrl,
    urlIsCanonical: rawPage === canonical,
    goToPage,
    replacePage,
  };
}
