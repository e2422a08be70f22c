import { createContentApi } from '../../server/api';
import { createStateHandlers, folderSeeder, PROVIDER_STATES } from '../../scripts/pact-states';
import { json, removeTempFolders, silentLogger, tempContent } from './helpers';

afterAll(removeTempFolders);

const AUTH = { Authorization: 'Bearer local-anon-key' };

describe('Pact provider states', () => {
  const api = createContentApi({ contentDir: tempContent(), apiKey: 'local-anon-key', logger: silentLogger() });
  const { handlers, cleanup } = createStateHandlers(folderSeeder(api));
  afterAll(cleanup);

  const get = async (path: string) => {
    const response = await api.request(`http://127.0.0.1:9999/functions/v1/${path}`, { headers: AUTH });
    return { status: response.status, body: (await json(response)) as Record<string, unknown> };
  };

  it('covers exactly the states the consumer contract names', () => {
    expect(Object.keys(PROVIDER_STATES).sort()).toEqual([
      'a blog post with every optional field exists',
      'a blog post with only the required fields exists',
      'blog posts exist',
      'no blog post exists for the slug',
      'no blog posts exist',
    ]);
  });

  it("'blog posts exist' { count: 23 } → 3 pages, newest first, images served by the API", async () => {
    await handlers['blog posts exist']?.({ count: 23 });
    const pages = await Promise.all([1, 2, 3].map((page) => get(`get_metainfo?domain=localhost&page=${page}`)));
    expect(pages.map((page) => (page.body.blogs as unknown[]).length)).toEqual([10, 10, 3]);
    expect(pages.every((page) => page.body.total === 23)).toBe(true);
    const first = (pages[0]?.body.blogs as { id: number; pinterestImageLink: string }[])[0];
    expect(first?.id).toBe(23);
    expect(first?.pinterestImageLink).toBe('/functions/v1/media/post-23.svg');
    expect((await api.request(first?.pinterestImageLink ?? '')).status).toBe(200);
  });

  it("'no blog posts exist' → an empty list", async () => {
    await handlers['blog posts exist']?.({ count: 5 });
    await handlers['no blog posts exist']?.();
    expect((await get('get_metainfo?domain=localhost&page=1')).body).toEqual({ blogs: [], total: 0 });
  });

  it("'a blog post with every optional field exists' { slug }", async () => {
    await handlers['a blog post with every optional field exists']?.({ slug: 'the-bhagavad-gita' });
    const { status, body } = await get('get_details?slug=the-bhagavad-gita');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'blog',
      'date',
      'id',
      'longTailKeywords',
      'metaDescription',
      'metaTitle',
      'pinterestImageLink',
      'shortTailKeywords',
      'slug',
      'updated',
      'youtubeShortsUrl',
    ]);
    expect(body.youtubeShortsUrl).toMatch(/^https:\/\/www\.youtube\.com\/shorts\/[\w-]{11}$/);
  });

  it("'a blog post with only the required fields exists' { slug }", async () => {
    await handlers['a blog post with only the required fields exists']?.({ slug: 'atman-and-brahman' });
    const { status, body } = await get('get_details?slug=atman-and-brahman');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['blog', 'date', 'id', 'metaDescription', 'metaTitle', 'slug']);
  });

  it("'no blog post exists for the slug' { slug } → 404, other posts still there", async () => {
    await handlers['no blog post exists for the slug']?.({ slug: 'no-such-post' });
    expect((await get('get_details?slug=no-such-post')).status).toBe(404);
    expect((await get('get_metainfo?domain=localhost&page=1')).body.total).toBeGreaterThan(0);
  });

  it('rejects parameters it cannot honour', async () => {
    await expect(handlers['blog posts exist']?.({ count: 'many' })).rejects.toThrow(/count/);
    await expect(handlers['a blog post with every optional field exists']?.({ slug: '../x' })).rejects.toThrow(/slug/);
  });
});
