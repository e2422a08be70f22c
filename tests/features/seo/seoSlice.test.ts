import { makeStore } from '@/app/store';
import { siteMeta } from '@/content/site';
import {
  pageMetaChanged,
  pageMetaReset,
  selectPageDescription,
  selectPageTitle,
} from '@/features/seo/seoSlice';
import { testConfig } from '../../support/renderWithProviders';

describe('seo slice', () => {
  it("starts with the site's title and description", () => {
    const state = makeStore({ config: testConfig }).getState();
    expect(selectPageTitle(state)).toBe(siteMeta.title);
    expect(selectPageDescription(state)).toBe(siteMeta.description);
  });

  it("takes a page's title and description, and goes back to the site's", () => {
    const store = makeStore({ config: testConfig });
    store.dispatch(pageMetaChanged({ title: 'Brahman | Vedanta Wisdom', description: 'The one reality.' }));
    expect(selectPageTitle(store.getState())).toBe('Brahman | Vedanta Wisdom');
    expect(selectPageDescription(store.getState())).toBe('The one reality.');

    store.dispatch(pageMetaReset());
    expect(selectPageTitle(store.getState())).toBe(siteMeta.title);
    expect(selectPageDescription(store.getState())).toBe(siteMeta.description);
  });

  it('names its actions as readable events', () => {
    expect(pageMetaChanged.type).toBe('seo/pageMetaChanged');
    expect(pageMetaReset.type).toBe('seo/pageMetaReset');
  });
});
