import type { History, Location } from 'history';
import { blogPageAddress, pageChanged, pageOfSearch, selectCurrentPage } from '@/store/paginationSlice';
import { isBlogListPath } from '@/lib/postPath';
import type { AppStore } from '../store/store';

/** The one place the list's page and the address agree, either leading (a DevTools jump moves the address). */
export function keepPaginationWithAddress(store: AppStore, history: History): () => void {
  const follow = ({ pathname, search }: Location) => {
    const page = pageOfSearch(search);
    if (isBlogListPath(pathname) && page !== selectCurrentPage(store.getState())) store.dispatch(pageChanged(page));
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
    // The same page named oddly (`?page=01`): rewritten in place, other parameters kept.
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
