import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useGetMetainfoQuery } from '@/api/apiSlice';
import { refetchOnMountOrArgChange } from '@/api/liveCheck';
import { answersHydrated, answersRechecked } from '@/app/hydration';
import type { WrittenAnswer } from '@/app/prerender/prerenderedState';
import { makeStore } from '@/app/store';
import { hydrationDone, hydrationStarted } from '@/lib/useHydrated';
import { makePosts, setupFakeFunctions } from '../support/fakeFunctions';
import { testConfig } from '../support/renderWithProviders';

const { requests } = setupFakeFunctions(makePosts(23));

const FIRST_PAGE = { domain: 'localhost', page: 1 };
/** Page 1 as the build saw it: one post, since replaced by the functions' ten. */
const PAINTED: readonly WrittenAnswer[] = [
  ['getMetainfo', { total: 1, blogs: [{ id: 1, slug: 'maya', metaTitle: 'Maya', metaDescription: '' }] }, FIRST_PAGE],
];

function PostCount() {
  const { data } = useGetMetainfoQuery(FIRST_PAGE, { refetchOnMountOrArgChange: refetchOnMountOrArgChange() });
  return <p>{`${data?.blogs.length ?? 'no'} posts`}</p>;
}

function paintedStore() {
  const store = makeStore({ config: testConfig });
  store.dispatch(answersHydrated(PAINTED));
  return store;
}

/** Lets the store's requests and the fake functions' answers through. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => hydrationDone());

describe('the live check of a painted page', () => {
  it('asks nothing as a hydrated query mounts, then once for each painted answer when React has taken over (spec §4)', async () => {
    const store = paintedStore();
    hydrationStarted();
    render(
      <Provider store={store}>
        <PostCount />
      </Provider>,
    );
    await settle();
    expect(screen.getByText('1 posts')).toBeInTheDocument();
    // Hydration itself asks for nothing.
    expect(requests).toHaveLength(0);

    store.dispatch(answersRechecked(PAINTED));
    hydrationDone();
    expect(await screen.findByText('10 posts')).toBeInTheDocument();
    await settle();
    expect(requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['1']);
  });

  it('asks as a query mounts in a page drawn in the browser, painted answer or not', async () => {
    const store = paintedStore();
    render(
      <Provider store={store}>
        <PostCount />
      </Provider>,
    );
    expect(await screen.findByText('10 posts')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
