import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteDomain } from '@/app/ConfigContext';
import { useAppDispatch } from '@/app/hooks';
import { blogListArgs } from './blogQueries';
import { pageChanged } from './paginationSlice';

/** The URL's `?page=` leads, as visitors share, reload and go back through it; the `pagination` slice follows. */
export function useBlogPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const args = blogListArgs(searchParams, useSiteDomain());
  const { page } = args;

  useEffect(() => {
    dispatch(pageChanged(page));
  }, [dispatch, page]);

  const search = (to: number): Record<string, string> => (to > 1 ? { page: String(to) } : {});
  return {
    args,
    page,
    /** False for `?page=abc`, `?page=01` or `?page=1`, which `replacePage` rewrites. */
    urlIsCanonical: searchParams.get('page') === (page > 1 ? String(page) : null),
    /** Pushes a history entry, so Back returns to the page before. */
    goToPage: (to: number) => setSearchParams(search(to)),
    /** Rewrites the URL in place, e.g. `?page=abc` or one past the end. */
    replacePage: (to: number) => setSearchParams(search(to), { replace: true }),
  };
}
