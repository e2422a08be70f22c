/** `npm run content:publish` against a real Postgres: validated, in one transaction, safe to re-run, and honest about what changed. */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatReport, publishContent, PublishError } from '../../server/storage/publish';
import { makeTempDir, placeholderSvg, postFile, removeDir, writeContent, type SeedPost } from '../support/contentFolders';
import { freshDatabase } from './database';

const post = (id: number, slug: string, date = `2025-01-${String(id).padStart(2, '0')}`): SeedPost => ({
  id,
  slug,
  metaTitle: `Title of ${slug}`,
  metaDescription: `About ${slug}.`,
  date,
  blog: `## ${slug}\n\nBody of ${slug}.`,
});

let db: Awaited<ReturnType<typeof freshDatabase>>;
const dirs: string[] = [];
const newFolder = (posts: SeedPost[], media: Record<string, string> = {}) => {
  const dir = writeContent(makeTempDir('vedanta-publish-'), posts, media);
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
  for (const dir of dirs) removeDir(dir);
});

const slugsServed = async (domain: string) => (await db.storage.listPage(domain, 1)).posts.map((each) => each.slug);

describe('publishing a domain', () => {
  const dir = newFolder([post(1, 'first'), { ...post(2, 'second'), pinterestImageLink: 'media/second.svg' }], {
    'second.svg': placeholderSvg('Second'),
  });

  it('adds the posts and their images, then a re-run changes nothing and says so', async () => {
    const first = await publishContent(db.storage.pool, dir, 'publish.example');
    expect(first).toMatchObject({ domain: 'publish.example', added: ['first', 'second'], updated: [], unchanged: 0, unpublished: [] });
    expect(first.media.added).toEqual(['second.svg']);
    expect(await slugsServed('publish.example')).toEqual(['second', 'first']);

    const again = await publishContent(db.storage.pool, dir, 'publish.example');
    expect(again).toMatchObject({ added: [], updated: [], unchanged: 2, unpublished: [], media: { added: [], updated: [], unchanged: 1 } });
    expect(formatReport(again)).toBe(
      'publish.example: 0 added, 0 updated, 2 unchanged, 0 unpublished\nmedia: 0 added, 0 updated, 1 unchanged',
    );
  });

  it('updates an edited post, and unpublishes one whose file is gone (kept, no longer served)', async () => {
    writeFileSync(path.join(dir, 'posts', 'first.md'), postFile({ ...post(1, 'first'), metaTitle: 'A better title' }));
    rmSync(path.join(dir, 'posts', 'second.md'));
    const report = await publishContent(db.storage.pool, dir, 'publish.example');
    expect(report).toMatchObject({ added: [], updated: ['first'], unchanged: 0, unpublished: ['second'] });
    expect(await slugsServed('publish.example')).toEqual(['first']);
    expect((await db.storage.postBySlug('publish.example', 'first'))?.metaTitle).toBe('A better title');
    expect(await db.storage.postBySlug('publish.example', 'second')).toBeUndefined();
    const { rows } = await db.storage.pool.query("SELECT unpublished_at IS NOT NULL AS gone FROM content_posts WHERE slug = 'second'");
    expect(rows).toEqual([{ gone: true }]);

    // Its file back: published again.
    writeFileSync(path.join(dir, 'posts', 'second.md'), postFile({ ...post(2, 'second'), pinterestImageLink: 'media/second.svg' }));
    expect(await publishContent(db.storage.pool, dir, 'publish.example')).toMatchObject({ updated: ['second'], unchanged: 1 });
    expect(await slugsServed('publish.example')).toEqual(['second', 'first']);
  });

  it('a slug renamed with its id kept frees the id first', async () => {
    const renamed = newFolder([post(1, 'renamed')]);
    const report = await publishContent(db.storage.pool, renamed, 'rename.example');
    expect(report.added).toEqual(['renamed']);
    const moved = newFolder([post(1, 'renamed-again')]);
    expect(await publishContent(db.storage.pool, moved, 'rename.example')).toMatchObject({
      added: ['renamed-again'],
      unpublished: ['renamed'],
    });
  });

  it('an invalid file publishes nothing and names the problem', async () => {
    const bad = newFolder([post(1, 'fine'), post(2, 'also-fine')]);
    writeFileSync(path.join(bad, 'posts', 'broken.md'), '---\nid: 3\nslug: broken\ndate: 2025-13-01\n---\nBody');
    await expect(publishContent(db.storage.pool, bad, 'invalid.example')).rejects.toThrow(PublishError);
    await expect(publishContent(db.storage.pool, bad, 'invalid.example')).rejects.toThrow(/broken\.md: date: expected YYYY-MM-DD/);
    expect(await slugsServed('invalid.example')).not.toContain('fine');
  });

  it.each(['', 'not a domain', '../etc', 'example.org; DROP TABLE content_posts'])('refuses the domain %j', async (domain) => {
    await expect(publishContent(db.storage.pool, dir, domain)).rejects.toThrow(/--domain must be a host name/);
  });

  it('the command publishes from the content folder given and reports what changed', async () => {
    const cli = newFolder([post(1, 'from-the-command')]);
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'server/publish-content.ts', '--domain', 'cli.example', '--content-dir', cli],
      { cwd: path.resolve(__dirname, '../..'), env: { ...process.env, CONTENT_DATABASE_URL: db.url } },
    );
    expect(stdout).toContain('cli.example: 1 added (from-the-command), 0 updated, 0 unchanged, 0 unpublished');
    expect(await slugsServed('cli.example')).toEqual(['from-the-command']);
  });
});
