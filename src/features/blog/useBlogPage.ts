import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSiteDomain } from '@/app/ConfigContext';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectLocation } from '@/features/navigation/navigationSlice';
import { BLOG_PATH, isBlogListPath } from '@/lib/postPath';
import { pageChanged, pageOfSearch, selectCurrentPage } from './paginationSlice';

const addressOf = (page: number) => (page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH);

/**
 * The blog list's page, from the `pagination` slice, and the address following it. A page chosen here (or dispatched
 * in Redux DevTools) pushes `?page=N`, so Back returns to the page before; going to a `/blog` address sets the slice
 * (`locationChanged`), which then agrees with it already. An address that names the page oddly (`?page=abc`, `?page=01`,
 * `?page=1`) is rewritten in place.
 */
export function useBlogPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const page = useAppSelector(selectCurrentPage);
  const { pathname, search } = useAppSelector(selectLocation);
  const onList = isBlogListPath(pathname);
  const addressPage = pageOfSearch(search);
  const canonical = new URLSearchParams(search).get('page') === (page > 1 ? String(page) : null);

  useEffect(() => {
    if (!onList) return;
    if (addressPage !== page) void navigate(addressOf(page));
    else if (!canonical) void navigate(addressOf(page), { replace: true });
  }, [onList, addressPage, page, canonical, navigate]);

  return {
    args: { domain: useSiteDomain(), page },
    page,
    /** The reader chose a page: Previous, Next or a page's button. */
    goToPage: (to: number) => dispatch(pageChanged(to)),
    /** Rewrites the address in place: one past the end → the last page. */
    replacePage: (to: number) => void navigate(addressOf(to), { replace: true }),
  };
}
