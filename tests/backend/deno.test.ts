/** The Supabase Edge Functions entry as Supabase runs it (scripts/denoFunctions.ts), over the same database as the Node provider. */
import { startDenoFunctions, type DenoFunctions } from '../../scripts/denoFunctions';
import { publishContent } from '../../server/storage/publish';
import { makeTempDir, placeholderSvg, removeDir, writeContent, type SeedPost } from '../support/contentFolders';
import { freshDatabase } from './database';

jest.setTimeout(120_000);

const KEY = 'deno-key';
const post = (id: number, slug: string): SeedPost => ({
  id,
  slug,
  metaTitle: `Title of ${slug}`,
  metaDescription: `About ${slug}.`,
  date: `2025-03-${String(id).padStart(2, '0')}`,
  blog: `## ${slug}\n\nBody of ${slug}.`,
});

let db: Awaited<ReturnType<typeof freshDatabase>>;
let deno: DenoFunctions | undefined;
let origin = '';
const folders: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  const ours = writeContent(makeTempDir('vedanta-deno-'), [post(1, 'our-post')], { 'shared.svg': placeholderSvg('Shared') });
  const theirs = writeContent(makeTempDir('vedanta-deno-'), [post(1, 'their-post'), post(2, 'their-second')]);
  folders.push(ours, theirs);
  await publishContent(db.storage.pool, ours, 'ours.example');
  await publishContent(db.storage.pool, theirs, 'theirs.example');
  deno = await startDenoFunctions({ CONTENT_DATABASE_URL: db.url, CONTENT_API_KEY: KEY });
  origin = deno.origin;
});

afterAll(async () => {
  deno?.stop();
  await db.drop();
  for (const dir of folders) removeDir(dir);
});

// As Supabase hands a request to a function: the path after /functions/v1.
const call = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathAndQuery}`, { headers: { Authorization: `Bearer ${KEY}`, ...headers } });

describe('the Supabase entry in Deno, over Postgres', () => {
  it('lists each domain’s own posts only', async () => {
    const slugs = async (domain: string) =>
      ((await (await call(`/get_metainfo?domain=${domain}&page=1`)).json()) as { blogs: { slug: string }[]; total: number }).blogs.map(
        (each) => each.slug,
      );
    expect(await slugs('ours.example')).toEqual(['our-post']);
    expect(await slugs('theirs.example')).toEqual(['their-second', 'their-post']);
  });

  it('finds a post from its own site only, by the Origin a browser sends', async () => {
    expect((await call('/get_details?slug=their-post', { Origin: 'https://theirs.example' })).status).toBe(200);
    const elsewhere = await call('/get_details?slug=their-post', { Origin: 'https://ours.example' });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: 'Blog post not found' });
  });

  it('refuses a request without the key, and serves the images', async () => {
    const keyless = await fetch(`${origin}/get_metainfo?domain=ours.example&page=1`);
    expect(keyless.status).toBe(401);
    const image = await call('/media/shared.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });
});
