import { makeStore } from '@/app/store';
import { selectCurrentPage } from '@/features/blog/paginationSlice';
import { testConfig } from '../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('the store', () => {
  it('holds the api cache and the navigation, offline reading, pagination, ui, seo and Sanskrit script slices', () => {
    const state = freshStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'navigation', 'offline', 'pagination', 'sanskritScript', 'seo', 'ui']);
  });

  it('starts from preloaded state when given one', () => {
    const store = makeStore({ config: testConfig, preloadedState: { pagination: { currentPage: 3 } } });
    expect(selectCurrentPage(store.getState())).toBe(3);
  });
});
