import { makeStore } from '@/app/store';
import { selectCurrentPage } from '@/features/blog/paginationSlice';
import { testConfig } from '../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('the store', () => {
  it('holds the api cache and the navigation, pagination, ui, seo and Sanskrit script slices', () => {
    const state = freshStore().getState();
    // Offline reading's slice joins once its code has loaded (below); here, whether it has depends on what loaded first.
    expect(
      Object.keys(state)
        .filter((key) => key !== 'offline')
        .sort(),
    ).toEqual(['api', 'navigation', 'pagination', 'sanskritScript', 'seo', 'ui']);
  });

  it('starts from preloaded state when given one', () => {
    const store = makeStore({ config: testConfig, preloadedState: { pagination: { currentPage: 3 } } });
    expect(selectCurrentPage(store.getState())).toBe(3);
  });

  it('takes in offline reading’s slice once its code loads, and shows it from the next action on', async () => {
    const store = freshStore();
    const { offlineRecordsRequested, selectOffline } = await import('@/features/offline/offlineSlice');
    expect(selectOffline(store.getState()).records).toBe('unread');
    store.dispatch(offlineRecordsRequested());
    expect(Object.keys(store.getState())).toContain('offline');
    expect(selectOffline(store.getState()).records).toBe('reading');
  });
});
