/**
 * A publish as two server processes over one database see it: each keeps its own answers (its own pool and
 * answer cache, nothing shared but Postgres), every answer is the old set or the new one, never a mix; both
 * come to serve the new set and never the old one after; a publish that fails leaves the old set serving. How soon
 * (within 1 s) is `npm run bench:load`'s to measure.
 */
import pg from 'pg';
import { createContentApi, type ContentApi } from '../../server/api';
import { createPostgresStorage, type PostgresStorage } from '../../server/storage/postgres';
import { publishContent } from '../../server/storage/publish';
import { makeTempDir, removeDir, writeContent, type SeedPost } from '../support/contentFolders';
import { freshDatabase } from './database';

const KEY = 'publish-key';
const AUTH = { Authorization: `Bearer ${KEY}` };
const quiet = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
/** Ten times the quiet figure (a process never answers from a version older than 500 ms): past this, it kept the old set. */
const STALE_MS = 5000;

const postsOf = (set: string, count: number): SeedPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug: `${set}-${index + 1}`,
    metaTitle: `Post ${index + 1} of set ${set}`,
    metaDescription: `A post of set ${set}.`,
    date: `2025-01-${String(index + 1).padStart(2, '0')}`,
    blog: `## Set ${set}\n\nWords.`,
  }));

let db: Awaited<ReturnType<typeof freshDatabase>>;
const storages: PostgresStorage[] = [];
let servers: ContentApi[];
const folders: string[] = [];
const folder = (posts: readonly SeedPost[]) => {
  const dir = writeContent(makeTempDir('vedanta-publish-'), posts, {});
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await freshDatabase();
  await publishContent(db.storage.pool, folder(postsOf('a', 15)), '*');
  servers = [0, 1].map(() => {
    const storage = createPostgresStorage(db.url, {}, quiet);
    storages.push(storage);
    return createContentApi({ storage, apiKey: KEY, logger: quiet });
  });
});

afterAll(async () => {
  for (const storage of storages) await storage.close();
  await db.drop();
  for (const dir of folders) removeDir(dir);
});

/** The set a list page's answer is from: one letter, or `mixed`. */
async function setOfPage(api: ContentApi, page: number): Promise<string> {
  const response = await api.request(`http://localhost/functions/v1/get_metainfo?domain=localhost&page=${page}`, { headers: AUTH });
  const { blogs, total } = (await response.json()) as { blogs: { slug: string }[]; total: number };
  const sets = new Set(blogs.map((blog) => blog.slug.split('-')[0]));
  // Set a has 15 posts, set b 12: the total names the set too.
  sets.add(total === 15 ? 'a' : total === 12 ? 'b' : `total ${total}`);
  return sets.size === 1 ? [...sets][0]! : `mixed: ${[...sets].join(', ')}`;
}

async function readUntil(stop: () => boolean): Promise<Array<{ set: string; at: number }>> {
  const seen: Array<{ set: string; at: number }> = [];
  while (!stop()) {
    for (const api of servers) for (const page of [1, 2]) seen.push({ set: await setOfPage(api, page), at: performance.now() });
    // Kept answers come without I/O: let the timers and the publish run.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return seen;
}

it('every answer is the old set or the new one; soon both processes serve only the new', async () => {
  for (const api of servers) expect(await setOfPage(api, 1)).toBe('a');
  let publishedAt = Number.POSITIVE_INFINITY;
  let done = false;
  const reading = readUntil(() => done);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await publishContent(db.storage.pool, folder(postsOf('b', 12)), '*');
  publishedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, STALE_MS + 500));
  done = true;
  const seen = await reading;

  expect(seen.filter(({ set }) => set !== 'a' && set !== 'b')).toEqual([]);
  expect(seen.some(({ set }) => set === 'a')).toBe(true);
  expect(seen.filter(({ set, at }) => set === 'a' && at > publishedAt + STALE_MS)).toEqual([]);
  expect(seen.filter(({ at }) => at > publishedAt + STALE_MS).length).toBeGreaterThan(0);
}, 15_000);

it('a publish that fails leaves the old set serving, and the version as it was', async () => {
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  try {
    const before = await admin.query<{ version: string }>('SELECT version::text FROM content_version');
    // A write that fails half way through: the fifth post of set c.
    await admin.query(`
      CREATE FUNCTION refuse_c5() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.slug = 'c-5' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_c5 BEFORE INSERT ON content_posts FOR EACH ROW EXECUTE FUNCTION refuse_c5();`);
    await expect(publishContent(db.storage.pool, folder(postsOf('c', 9)), '*')).rejects.toThrow('disk full');
    const after = await admin.query<{ version: string }>('SELECT version::text FROM content_version');
    expect(after.rows).toEqual(before.rows);
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const api of servers) for (const page of [1, 2]) expect(await setOfPage(api, page)).toBe('b');
  } finally {
    await admin.query('DROP TRIGGER IF EXISTS refuse_c5 ON content_posts; DROP FUNCTION IF EXISTS refuse_c5()');
    await admin.end();
  }
});

it('a publish that changes nothing leaves the version, and the answers kept, as they were', async () => {
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  try {
    const before = await admin.query<{ version: string }>('SELECT version::text FROM content_version');
    const report = await publishContent(db.storage.pool, folder(postsOf('b', 12)), '*');
    expect(report).toMatchObject({ added: [], updated: [], unpublished: [] });
    expect((await admin.query<{ version: string }>('SELECT version::text FROM content_version')).rows).toEqual(before.rows);
  } finally {
    await admin.end();
  }
});
