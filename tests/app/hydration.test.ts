import { api } from '@/api/apiSlice';
import { answersForDomain, answersHydrated } from '@/app/hydration';
import type { PrerenderedState, WrittenAnswer } from '@/app/prerender/prerenderedState';
import { makeStore } from '@/store/store';
import { makePosts, setupFakeFunctions } from '../support/fakeFunctions';
import { testConfig } from '../support/renderWithProviders';

const { requests } = setupFakeFunctions(makePosts(23));

const LIST = { total: 1, blogs: [{ id: 1, slug: 'maya', metaTitle: 'Maya', metaDescription: '' }] };
const FIRST_PAGE = { domain: 'localhost', page: 1 };

function state(path: string, domain: string, listDomain?: string): PrerenderedState {
  return {
    path,
    domain,
    answers: listDomain
      ? [
          { endpointName: 'getMetainfo', value: LIST, arg: { domain: listDomain, page: 1 } },
          { endpointName: 'getDetails', value: null, arg: 'maya' },
        ]
      : [],
  };
}

const pagesAsked = () => requests.map((request) => new URL(request.url).searchParams.get('page'));

/** A browser store holding what a page was written with: page 1 as the build saw it (one post, since replaced). */
function hydratedStore(answers: readonly WrittenAnswer[] = [{ endpointName: 'getMetainfo', value: LIST, arg: FIRST_PAGE }]) {
  const store = makeStore({ config: testConfig });
  store.dispatch(answersHydrated(answers));
  return store;
}

describe('answersForDomain: the prerendered answers filed under the domain the page is served at', () => {
  it('files a list asked for the build’s domain under this page’s domain, with its data', () => {
    const store = hydratedStore(answersForDomain(state('/', 'example.org', 'example.org').answers, 'example.org', 'preview.example.net'));
    expect(api.endpoints.getMetainfo.select({ domain: 'preview.example.net', page: 1 })(store.getState()).data).toEqual(LIST);
    expect(api.endpoints.getMetainfo.select({ domain: 'example.org', page: 1 })(store.getState()).data).toBeUndefined();
    expect(api.endpoints.getDetails.select('maya')(store.getState()).data).toBeNull();
  });

  it('files the landing page’s newest posts under this page’s domain too', () => {
    const latest = { domain: 'example.org', count: 3 };
    const answers: WrittenAnswer[] = [{ endpointName: 'getLatestPosts', value: LIST, arg: latest }];
    const store = hydratedStore(answersForDomain(answers, 'example.org', 'preview.example.net'));
    expect(api.endpoints.getLatestPosts.select({ ...latest, domain: 'preview.example.net' })(store.getState()).data).toEqual(LIST);
    expect(api.endpoints.getLatestPosts.select(latest)(store.getState()).data).toBeUndefined();
  });

  it('leaves the answers as they are on the build’s own domain', () => {
    const built = state('/', 'example.org', 'example.org').answers;
    expect(answersForDomain(built, 'example.org', 'example.org')).toBe(built);
  });
});

describe('a page hydrated from prerendered answers', () => {
  it('has them in the cache before anything asks, under the keys its queries use', () => {
    const store = hydratedStore([
      { endpointName: 'getMetainfo', value: LIST, arg: FIRST_PAGE },
      // A query without arguments is written without them (JSON has no `undefined`), and comes back as one.
      JSON.parse(JSON.stringify({ endpointName: 'getGlossary', value: { terms: [] }, arg: undefined })) as WrittenAnswer,
    ]);
    expect(api.endpoints.getMetainfo.select(FIRST_PAGE)(store.getState())).toMatchObject({ isSuccess: true, data: LIST });
    expect(api.endpoints.getGlossary.select()(store.getState())).toMatchObject({ isSuccess: true, data: { terms: [] } });
    expect(requests).toHaveLength(0);
  });

  it('asks the backend once as its query mounts, and shows its answer in their place (spec §4)', async () => {
    const store = hydratedStore();
    const mounted = store.dispatch(api.endpoints.getMetainfo.initiate(FIRST_PAGE));
    expect(api.endpoints.getMetainfo.select(FIRST_PAGE)(store.getState()).data).toEqual(LIST);
    await mounted;
    expect(pagesAsked()).toEqual(['1']);
    expect(
      api.endpoints.getMetainfo
        .select(FIRST_PAGE)(store.getState())
        .data?.blogs.map((post) => post.slug),
    ).toEqual(
      makePosts(23)
        .slice(0, 10)
        .map((post) => post.slug),
    );
    mounted.unsubscribe();
  });
});
