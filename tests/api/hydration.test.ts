import { api } from '@/api/apiSlice';
import { apiCacheHydrated, locationChanged } from '@/api/hydration';
import { queryRequest, revalidateHydratedRequests } from '@/api/queryRequests';
import { makeStore } from '@/app/store';
import { makePosts, setupFakeFunctions } from '../support/fakeFunctions';
import { testConfig } from '../support/renderWithProviders';

const { requests } = setupFakeFunctions(makePosts(23));

const FIRST_PAGE = { domain: 'localhost', page: 1 };
const revalidateFirstPage = () => revalidateHydratedRequests([queryRequest('getMetainfo', FIRST_PAGE)]);
const pagesAsked = () => requests.map((request) => new URL(request.url).searchParams.get('page'));

/** A browser store holding what the prerenderer wrote: page 1 as the build saw it (one post, since replaced). */
async function hydratedStore() {
  const store = makeStore({ config: testConfig });
  const built = makeStore({ config: testConfig });
  await built.dispatch(
    api.util.upsertQueryData('getMetainfo', FIRST_PAGE, {
      total: 1,
      blogs: [{ id: 99, slug: 'from-the-build', metaTitle: 'From the build', metaDescription: 'Old.' }],
    }),
  );
  store.dispatch(apiCacheHydrated(built.getState().api));
  return store;
}

const slugsShown = (store: ReturnType<typeof makeStore>) =>
  api.endpoints.getMetainfo
    .select(FIRST_PAGE)(store.getState())
    .data?.blogs.map((post) => post.slug);

describe('a page hydrated from prerendered data', () => {
  it('mounts its queries on the prerendered answers without asking, so hydration starts no request', async () => {
    const store = await hydratedStore();
    const mounted = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    await mounted;
    expect(requests).toHaveLength(0);
    expect(slugsShown(store)).toEqual(['from-the-build']);
    mounted.unsubscribe();
  });

  it('then asks the backend once for each of them, and shows its answer in their place (spec §4)', async () => {
    const store = await hydratedStore();
    const mounted = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    await store.dispatch(revalidateFirstPage());
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(pagesAsked()).toEqual(['1']);
    expect(slugsShown(store)).toEqual(
      makePosts(23)
        .slice(0, 10)
        .map((post) => post.slug),
    );
    mounted.unsubscribe();
  });

  it('asks again whenever a page mounts after the visitor moves, as every page does (client navigation)', async () => {
    const store = await hydratedStore();
    await store.dispatch(revalidateFirstPage());
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    store.dispatch(locationChanged());
    const later = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    await later;
    expect(pagesAsked()).toEqual(['1', '1']);
    later.unsubscribe();
  });

  it('does not ask a second time when a part of the same page mounts again after the takeover', async () => {
    const store = await hydratedStore();
    await store.dispatch(revalidateFirstPage());
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    const remounted = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    await remounted;
    expect(pagesAsked()).toEqual(['1']);
    remounted.unsubscribe();
  });

  it("asks only for what the page on screen uses: not the prerendered page 1 of a file served for '?page=2'", async () => {
    const store = await hydratedStore();
    const secondPage = { domain: 'localhost', page: 2 };
    const mounted = store.dispatch(api.endpoints.getMetainfo.initiate(secondPage));
    await store.dispatch(revalidateHydratedRequests([queryRequest('getMetainfo', secondPage)]));
    await mounted;
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    // Page 2 asked for itself as it mounted (it had no prerendered answer); page 1 was not asked again.
    expect(pagesAsked()).toEqual(['2']);
    mounted.unsubscribe();
  });

  it('leaves a store that hydrated nothing asking on every mount', async () => {
    const store = makeStore({ config: testConfig });
    await store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    const again = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    await again;
    expect(pagesAsked()).toEqual(['1', '1']);
    again.unsubscribe();
  });
});
