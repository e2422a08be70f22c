import type { History, Location } from 'history';
import { blogPageAddress, pageChanged, pageOfSearch, selectCurrentPage } from '@/store/paginationSlice';
import { isBlogListPath } from '@/lib/postPath';
import type { AppStore } from '../store/store';

const listPageOf = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) =>
  isBlogListPath(pathname) ? pageOfSearch(search) : undefined;

/**
 * The one place the blog list's page and the address agree: a `/blog` address sets the `pagination` slice, and a page
 * the slice changes to (Previous, Next, a dispatch or a jump in Redux DevTools) becomes the address; an address that
 * names its page oddly (`?page=01`) is rewritten in place. Returns the way to stop.
 */
export function keepPaginationWithAddress(store: AppStore, history: History): () => void {
  const follow = (location: Location) => {
    const page = listPageOf(location);
    if (page !== undefined && page !== selectCurrentPage(store.getState())) store.dispatch(pageChanged(page));
  };
  const lead = () => {
    const page = selectCurrentPage(store.getState());
    const { pathname, search } = history.location;
    const params = new URLSearchParams(search);
    const written = page > 1 ? String(page) : null;
    if (!isBlogListPath(pathname) || params.get('page') === written) return;
    if (pageOfSearch(search) !== page) {
      history.push(blogPageAddress(page));
      return;
    }
    // The same page, named oddly: rewritten in place, the address's other parameters kept.
    if (written) params.set('page', written);
    else params.delete('page');
    history.replace({ pathname, search: params.size > 0 ? `?${params.toString()}` : '' });
  };
  follow(history.location);
  lead();
  const stopListening = history.listen(({ location }) => follow(location));
  const unsubscribe = store.subscribe(lead);
  return () => {
    stopListening();
    unsubscribe();
  };
}
