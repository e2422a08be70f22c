import { makeStore } from '@/app/store';
import { siteMeta } from '@/content/site';
import { pageHead, pendingPageHead } from '@/features/seo/pageHeads';
import { pageHeadChanged, selectPageHead, selectPageTitle } from '@/features/seo/seoSlice';
import { testConfig } from '../../support/renderWithProviders';

describe('seo slice', () => {
  it("starts with the site's own head: its title and description, and no page's structured data", () => {
    const state = makeStore({ config: testConfig }).getState();
    expect(selectPageTitle(state)).toBe(siteMeta.title);
    expect(selectPageHead(state).description).toBe(siteMeta.description);
    expect(selectPageHead(state)).toEqual(pendingPageHead(undefined, '/'));
    expect(selectPageHead(state).structuredData).toEqual([]);
  });

  it('takes the whole head of the page on screen', () => {
    const store = makeStore({ config: testConfig });
    const head = pageHead('https://vedanta.example', '/brahman', {
      title: 'Brahman | Vedanta Wisdom',
      description: 'The one reality.',
      type: 'article',
    });
    store.dispatch(pageHeadChanged(head));
    expect(selectPageHead(store.getState())).toEqual({
      title: 'Brahman | Vedanta Wisdom',
      description: 'The one reality.',
      type: 'article',
      canonicalUrl: 'https://vedanta.example/brahman',
      imageUrl: 'https://vedanta.example/social-card.jpg',
      structuredData: [],
    });
  });

  it('keeps its state when told the head it already has: nothing that reads it renders again', () => {
    const store = makeStore({ config: testConfig });
    const head = pageHead('https://vedanta.example', '/maya', { title: 'Maya', description: 'On appearance.', type: 'article' });
    store.dispatch(pageHeadChanged(head));
    const before = selectPageHead(store.getState());
    store.dispatch(pageHeadChanged(structuredClone(head)));
    expect(selectPageHead(store.getState())).toBe(before);
    store.dispatch(pageHeadChanged({ ...head, title: 'Maya again' }));
    expect(selectPageTitle(store.getState())).toBe('Maya again');
  });

  it('names its action as a readable event', () => {
    expect(pageHeadChanged.type).toBe('seo/pageHeadChanged');
  });
});
