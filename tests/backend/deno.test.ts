/**
 * The Supabase Edge Functions entry as Supabase runs it: Deno (npm `deno`, pinned) serving
 * supabase/functions/get_metainfo/index.ts, which imports the bundle `npm run functions:build` wrote,
 * over the same database as the Node provider. Deno fetches `npm:pg` from the registry on first run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/freePort';
import { publishContent } from '../../server/storage/publish';
import { makeTempDir, placeholderSvg, removeDir, writeContent, type SeedPost } from '../support/contentFolders';
import { freshDatabase } from './database';

jest.setTimeout(120_000);

const rootDir = path.resolve(__dirname, '../..');
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
let deno: ChildProcess | undefined;
let origin = '';
const folders: string[] = [];

function startDeno(databaseUrl: string, port: number): Promise<void> {
  const child = spawn(
    path.join(rootDir, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions/get_metainfo/index.ts',
    ],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        CONTENT_DATABASE_URL: databaseUrl,
        CONTENT_API_KEY: KEY,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  deno = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`deno exited (${code}) before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  db = await freshDatabase();
  const ours = writeContent(makeTempDir('vedanta-deno-'), [post(1, 'our-post')], { 'shared.svg': placeholderSvg('Shared') });
  const theirs = writeContent(makeTempDir('vedanta-deno-'), [post(1, 'their-post'), post(2, 'their-second')]);
  folders.push(ours, theirs);
  await publishContent(db.storage.pool, ours, 'ours.example');
  await publishContent(db.storage.pool, theirs, 'theirs.example');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await startDeno(db.url, port);
});

afterAll(async () => {
  deno?.kill();
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
