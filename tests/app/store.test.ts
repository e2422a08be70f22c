import { makeStore } from '@/app/store';
import { pageChanged, selectCurrentPage } from '@/features/blog/paginationSlice';
import { testConfig } from '../support/renderWithProviders';

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('the store', () => {
  it('holds the api cache and the ui, seo and pagination slices', () => {
    const state = freshStore().getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'pagination', 'seo', 'ui']);
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

  it.each([
    // [requested page, total posts, page set]
    [2, 25, 2],
    [3, 25, 3], // 25 posts at 10 a page make 3 pages
    [4, 25, 3],
    [99, 100, 10],
    [11, 101, 11],
    [0, 25, 1],
    [-4, 25, 1],
    [2.9, 25, 2],
    [NaN, 25, 1],
    [5, 0, 1], // an empty blog still has page 1
  ])('pageChanged(%p, %p) moves to page %p', (page, total, expected) => {
    const store = freshStore();
    store.dispatch(pageChanged(page, total));
    expect(selectCurrentPage(store.getState())).toBe(expected);
  });

  it('only applies the lower bound while the total is unknown', () => {
    const store = freshStore();
    store.dispatch(pageChanged(7));
    expect(selectCurrentPage(store.getState())).toBe(7);
    store.dispatch(pageChanged(-1));
    expect(selectCurrentPage(store.getState())).toBe(1);
  });

  it('logs a readable action carrying the page actually set', () => {
    expect(pageChanged(9, 25)).toEqual({ type: 'pagination/pageChanged', payload: 3 });
  });
});
