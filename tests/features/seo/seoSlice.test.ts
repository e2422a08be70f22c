import { makeStore } from '@/app/store';
import { pageHead } from '@/features/seo/pageHeads';
import { pageHeadChanged, selectPageHead } from '@/features/seo/seoSlice';
import { testConfig } from '../../support/renderWithProviders';

describe('seo slice', () => {
  it('starts with no head: the document keeps the one it was written with until a page gives its own', () => {
    const state = makeStore({ config: testConfig }).getState();
    expect(selectPageHead(state)).toBeNull();
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
    expect(selectPageHead(store.getState())?.title).toBe('Maya again');
  });

  it('names its action as a readable event', () => {
    expect(pageHeadChanged.type).toBe('seo/pageHeadChanged');
  });
});
