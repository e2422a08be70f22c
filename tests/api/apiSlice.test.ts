import { http, HttpResponse } from 'msw';
import { api, siteDomain } from '@/api/apiSlice';
import { errorMessage } from '@/api/errors';
import { makeStore } from '@/store/store';
import { DETAILS_URL, makePosts, METAINFO_URL, setupFakeFunctions } from '../support/fakeFunctions';
import { testConfig } from '../support/renderWithProviders';

const { server, requests } = setupFakeFunctions(makePosts(23));

function freshStore() {
  return makeStore({ config: testConfig });
}

describe('getMetainfo', () => {
  it('asks for the page with the domain and the bearer key, and no body', async () => {
    const store = freshStore();
    const result = await store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 2 }));
    expect(result.data?.total).toBe(23);
    expect(result.data?.blogs.map((post) => post.slug)).toEqual(
      makePosts(23)
        .slice(10, 20)
        .map((post) => post.slug),
    );
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(METAINFO_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({ domain: 'localhost', page: '2' });
    expect(request.headers.get('authorization')).toBe(`Bearer ${testConfig.apiKey}`);
    expect(request.body).toBeNull();
  });

  it('sends one request for many subscribers of the same page at once, and asks again for each new one later (spec §4)', async () => {
    const store = freshStore();
    await Promise.all([
      store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 })),
      store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 })),
    ]);
    await store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 2 }));
    const again = await store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 }));
    expect(again.data?.blogs[0]?.slug).toBe('post-1');
    expect(requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['1', '2', '1']);
  });

  it("keeps one cache entry per domain: one site's list is never another's", async () => {
    const store = freshStore();
    await store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'example.org', page: 1 }));
    expect(api.endpoints.getMetainfo.select({ domain: 'example.org', page: 1 })(store.getState()).data?.total).toBe(23);
    expect(api.endpoints.getMetainfo.select({ domain: 'blog.example.org', page: 1 })(store.getState()).data).toBeUndefined();
    await store.dispatch(api.endpoints.getMetainfo.initiate({ domain: 'blog.example.org', page: 1 }));
    expect(requests.map((request) => new URL(request.url).searchParams.get('domain'))).toEqual(['example.org', 'blog.example.org']);
  });

  it('maps a response that is not ok to "Failed to fetch blogs"', async () => {
    server.use(http.get(METAINFO_URL, () => new HttpResponse('boom', { status: 500 })));
    const result = await freshStore().dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 }));
    expect(result.error).toEqual({ message: 'Failed to fetch blogs', status: 500 });
  });

  it('turns a body of the wrong shape into a clear error, not undefined data', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.json({ posts: [], count: 'many' })));
    const result = await freshStore().dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 }));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: 'The server sent a response this page cannot read' });
  });

  it('turns a network failure into its message', async () => {
    server.use(http.get(METAINFO_URL, () => HttpResponse.error()));
    const result = await freshStore().dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 }));
    expect(errorMessage(result.error)).toBe('Failed to fetch');
  });

  it('reads blank or mistyped optional image links as absent', async () => {
    server.use(
      http.get(METAINFO_URL, () =>
        HttpResponse.json({
          total: 3,
          blogs: [
            { id: 1, slug: 'a', metaTitle: 'A', metaDescription: 'a', pinterestImageLink: '   ' },
            { id: 2, slug: 'b', metaTitle: 'B', metaDescription: 'b', pinterestImageLink: 7 },
            { id: 'uuid-3', slug: 'c', metaTitle: 'C', metaDescription: 'c', pinterestImageLink: null },
          ],
        }),
      ),
    );
    const result = await freshStore().dispatch(api.endpoints.getMetainfo.initiate({ domain: 'localhost', page: 1 }));
    expect(result.data?.blogs.map((post) => post.pinterestImageLink)).toEqual([undefined, undefined, undefined]);
  });
});

describe('getDetails', () => {
  it('asks for the slug URL-encoded exactly once', async () => {
    server.use(
      http.get(DETAILS_URL, ({ request }) => {
        requests.push(request);
        return HttpResponse.json(null);
      }),
    );
    await freshStore().dispatch(api.endpoints.getDetails.initiate('café/?#%日本'));
    const url = new URL(requests[0]!.url);
    expect(url.search).toBe('?slug=caf%C3%A9%2F%3F%23%25%E6%97%A5%E6%9C%AC');
    expect(url.searchParams.get('slug')).toBe('café/?#%日本');
  });

  it('returns the post, trimmed of blank optional fields', async () => {
    server.use(
      http.get(DETAILS_URL, () =>
        HttpResponse.json({
          metaTitle: 'T',
          metaDescription: 'D',
          date: '2024-03-05',
          blog: '# Hi',
          shortTailKeywords: '',
          youtubeShortsUrl: null,
        }),
      ),
    );
    const result = await freshStore().dispatch(api.endpoints.getDetails.initiate('t'));
    expect(result.data).toEqual({ metaTitle: 'T', metaDescription: 'D', date: '2024-03-05', blog: '# Hi' });
  });

  it('treats a null body as "no post", not an error', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json(null)));
    const result = await freshStore().dispatch(api.endpoints.getDetails.initiate('gone'));
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('maps 404 to "Blog post not found"', async () => {
    const result = await freshStore().dispatch(api.endpoints.getDetails.initiate('no-such-post'));
    expect(result.error).toEqual({ message: 'Blog post not found', status: 404 });
  });

  it('rejects a post without a body as unreadable', async () => {
    server.use(http.get(DETAILS_URL, () => HttpResponse.json({ metaTitle: 'T', metaDescription: 'D', date: '2024-03-05' })));
    const result = await freshStore().dispatch(api.endpoints.getDetails.initiate('t'));
    expect(errorMessage(result.error)).toBe('The server sent a response this page cannot read');
  });

  it('turns invalid JSON with status 200 into the unreadable-response message', async () => {
    server.use(http.get(DETAILS_URL, () => new HttpResponse('{"metaTitle":', { headers: { 'Content-Type': 'application/json' } })));
    const result = await freshStore().dispatch(api.endpoints.getDetails.initiate('t'));
    expect(errorMessage(result.error)).toBe('The server sent a response this page cannot read');
  });
});

describe('siteDomain', () => {
  it.each([
    ['example.org', 'example.org'],
    ['www.example.org', 'example.org'],
    ['news.www.example.org', 'news.www.example.org'],
    ['www.www.example.org', 'www.example.org'],
    ['wwwexample.org', 'wwwexample.org'],
    ['blog.example.org', 'blog.example.org'],
    ['localhost', 'localhost'],
    ['www.localhost', 'localhost'],
  ])('%s is asked for as %s: only a leading www. is dropped', (hostname, domain) => {
    expect(siteDomain(hostname)).toBe(domain);
  });
});
