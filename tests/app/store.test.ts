import { makeStore } from '@/store/store';
import { selectCurrentPage } from '@/store/paginationSlice';
import { selectShownSanskritScript } from '@/store/shownSanskritScript';
import { testConfig } from '../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('the store', () => {
  it('holds the api cache and the pagination and ui slices', () => {
    const state = freshStore().getState();
    // Offline reading's and the script choice's slices join once their code has loaded (below); here, whether they
    // have depends on what loaded first.
    expect(
      Object.keys(state)
        .filter((key) => key !== 'offline' && key !== 'sanskritScript')
        .sort(),
    ).toEqual(['api', 'pagination', 'ui']);
  });

  it('starts from preloaded state when given one', () => {
    const store = makeStore({ config: testConfig, preloadedState: { pagination: { currentPage: 3 } } });
    expect(selectCurrentPage(store.getState())).toBe(3);
  });

  it('takes in offline reading’s slice once its code loads, and shows it from the next action on', async () => {
    const store = freshStore();
    const { offline, selectOffline } = await import('@/features/offline/offlineSlice');
    expect(selectOffline(store.getState()).records).toBe('unread');
    store.dispatch(offline.offlineRecordsRequested());
    expect(Object.keys(store.getState())).toContain('offline');
    expect(selectOffline(store.getState()).records).toBe('reading');
  });

  it('shows Sanskrit as written until the script choice’s code loads, then takes in its slice', async () => {
    const store = freshStore();
    expect(selectShownSanskritScript(store.getState())).toBe('devanagari');
    const { sanskritScriptRestored } = await import('@/features/sanskrit-script/sanskritScriptSlice');
    store.dispatch(sanskritScriptRestored('telugu'));
    expect(store.getState().sanskritScript).toEqual({ shown: 'telugu', loading: null, failed: false });
    expect(selectShownSanskritScript(store.getState())).toBe('telugu');
  });
});
