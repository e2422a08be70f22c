/**
 * The Postgres storage against the folder storage it stands in for, and the two domains of one database
 * as the Node server and the fetch handler answer them.
 */
import { createContentApi } from '../../server/api';
import { createFetchHandler } from '../../server/functions/fetchHandler';
import { createFolderStorage } from '../../server/storage/folder';
import { publishContent } from '../../server/storage/publish';
import type { PostgresStorage } from '../../server/storage/postgres';
import { generatePosts, makeTempDir, placeholderSvg, removeDir, writeContent, type SeedPost } from '../support/contentFolders';
import { freshDatabase } from './database';

const KEY = 'backend-key';
const AUTH = { Authorization: `Bearer ${KEY}` };
const folders: string[] = [];
const folder = (posts: readonly SeedPost[], media: Record<string, string> = {}) => {
  const dir = writeContent(makeTempDir('vedanta-backend-'), posts, media);
  folders.push(dir);
  return dir;
};

const post = (id: number, slug: string, date: string, title = `Post ${slug}`): SeedPost => ({
  id,
  slug,
  metaTitle: title,
  metaDescription: `About ${slug}.`,
  date,
  blog: `## ${title}\n\nWords about ${slug}.`,
});

let db: Awaited<ReturnType<typeof freshDatabase>>;
let storage: PostgresStorage;

beforeAll(async () => {
  db = await freshDatabase();
  storage = db.storage;
});

afterAll(async () => {
  await db.drop();
  for (const dir of folders) removeDir(dir);
});

describe('pagination and ordering: the same pages as the content folder', () => {
  // Same dates on purpose: newest first, then id descending, as the folder orders them.
  const seeded = generatePosts(23);
  const posts = seeded.posts.map((each, index) => (index % 3 === 0 ? { ...each, date: '2025-05-05' } : each));
  const dir = folder(posts, seeded.media);

  beforeAll(async () => {
    await publishContent(storage.pool, dir, '*');
  });

  it.each([1, 2, 3, 4, 99])('page %i of any domain with no posts of its own', async (page) => {
    const fromFolder = await createFolderStorage(dir).listPage('example.org', page);
    const fromDatabase = await storage.listPage('example.org', page);
    expect(fromDatabase).toEqual(fromFolder);
    expect(fromDatabase.total).toBe(23);
  });

  it('every post by slug, field for field', async () => {
    const folderStorage = createFolderStorage(dir);
    for (const { slug } of posts) {
      const fromFolder = await folderStorage.postBySlug('example.org', slug);
      // The folder's post also names its file; the stored one has only what was published.
      expect(await storage.postBySlug('example.org', slug)).toEqual({ ...fromFolder, source: undefined });
    }
  });

  it('no post for an unknown slug, and media by name only', async () => {
    expect(await storage.postBySlug('example.org', 'no-such-post')).toBeUndefined();
    const image = await storage.media('post-1.svg');
    expect(image?.contentType).toBe('image/svg+xml');
    expect(Buffer.from(image?.bytes ?? []).toString()).toBe(seeded.media['post-1.svg']);
    expect(await storage.media('../post-1.svg')).toBeUndefined();
  });
});

describe('two domains in one database', () => {
  const ours = [post(1, 'our-first', '2025-01-01', 'Ours one'), post(2, 'our-second', '2025-02-01', 'Ours two')];
  const theirs = [post(1, 'their-only', '2025-03-01', 'Theirs')];

  beforeAll(async () => {
    await publishContent(storage.pool, folder(ours), 'ours.example');
    await publishContent(storage.pool, folder(theirs), 'theirs.example');
  });

  // Built on first use: the storage is opened in beforeAll, after the tests are collected.
  const apis = {
    'the Node server': () => {
      const api = createContentApi({ storage, apiKey: KEY });
      return (url: string, headers: Record<string, string> = {}) => api.request(url, { headers: { ...AUTH, ...headers } });
    },
    'the fetch handler': () => {
      const handler = createFetchHandler({ storage, apiKey: KEY });
      // As Supabase calls it: the path after /functions/v1.
      return (url: string, headers: Record<string, string> = {}) =>
        handler(new Request(`https://project.supabase.co${url.replace('/functions/v1', '')}`, { headers: { ...AUTH, ...headers } }));
    },
  };

  describe.each(Object.keys(apis) as (keyof typeof apis)[])('through %s', (name) => {
    let send: ReturnType<(typeof apis)[typeof name]> | undefined;
    const request = (url: string, headers: Record<string, string> = {}) => (send ??= apis[name]())(url, headers);

    it('each domain lists only its own posts', async () => {
      const list = async (domain: string) =>
        (await (await request(`/functions/v1/get_metainfo?domain=${domain}&page=1`)).json()) as {
          blogs: { slug: string }[];
          total: number;
        };
      expect(await list('ours.example')).toMatchObject({ total: 2, blogs: [{ slug: 'our-second' }, { slug: 'our-first' }] });
      expect(await list('theirs.example')).toMatchObject({ total: 1, blogs: [{ slug: 'their-only' }] });
      // Case and a trailing dot name the same host.
      expect(await list('Ours.Example.')).toMatchObject({ total: 2 });
    });

    it('a post is found from its own site only', async () => {
      const detail = (slug: string, origin: string) => request(`/functions/v1/get_details?slug=${slug}`, { Origin: origin });
      expect((await detail('their-only', 'https://theirs.example')).status).toBe(200);
      expect((await detail('their-only', 'https://www.theirs.example')).status).toBe(200);
      const fromOurs = await detail('their-only', 'https://ours.example');
      expect(fromOurs.status).toBe(404);
      expect(await fromOurs.json()).toEqual({ error: 'Blog post not found' });
      expect((await request('/functions/v1/get_details?slug=their-only&domain=theirs.example')).status).toBe(200);
    });

    it.each(["x'; DROP TABLE content_posts; --", '%00', '%E2%80%AE', 'a'.repeat(2000), '*', 'ours.example%27%20OR%20%271%27%3D%271'])(
      'a hostile domain (%s) is a domain like any other: no error, no other site’s posts',
      async (domain) => {
        const response = await request(`/functions/v1/get_metainfo?domain=${domain.slice(0, 3000)}&page=1`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { blogs: { slug: string }[] };
        expect(body.blogs.map((each) => each.slug)).not.toContain('their-only');
        expect(body.blogs.map((each) => each.slug)).not.toContain('our-first');
        expect((await storage.pool.query('SELECT count(*)::int AS n FROM content_posts')).rows[0]).toEqual({ n: 26 });
      },
    );

    it.each(["x' OR '1'='1", '../our-first', 'our-first%00', 'OUR-FIRST'])('a hostile slug (%s) is not found', async (slug) => {
      const response = await request(`/functions/v1/get_details?slug=${encodeURIComponent(slug)}`, { Origin: 'https://ours.example' });
      expect(response.status).toBe(404);
    });

    it('media is served from the database', async () => {
      const response = await request('/functions/v1/media/post-2.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe(placeholderSvg('Generated post 2'));
    });
  });
});
