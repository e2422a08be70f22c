import { makeStore } from '@/app/store';
import { pageChanged, selectCurrentPage } from '@/features/blog/paginationSlice';
import { testConfig } from '../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('the store', () => {
  it('holds the api cache, its hydration flag and the ui, seo and pagination slices', () => {
    const state = freshStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'hydration', 'pagination', 'seo', 'ui']);
  });

  it('starts from preloaded state when given one', () => {
    const store = makeStore({ config: testConfig, preloadedState: { pagination: { currentPage: 3 } } });
    expect(selectCurrentPage(store.getState())).toBe(3);
  });
});

describe('pagination', () => {
  it('starts on page 1', () => {
    expect(selectCurrentPage(freshStore().getState())).toBe(1);
  });

  it('moves to the page it is told, logged as a readable event', () => {
    const store = freshStore();
    store.dispatch(pageChanged(3));
    expect(selectCurrentPage(store.getState())).toBe(3);
    expect(pageChanged(9)).toEqual({ type: 'pagination/pageChanged', payload: 9 });
  });
});
