/**
 * `npm start` itself (server/start.ts, as `--api-only` so it needs no build) over a content
 * folder holding every kind of file that once stopped the whole site.
 */
import { spawn } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH, minimalPost, removeTempFolders, tempContent } from './helpers';

afterAll(removeTempFolders);

const rootDir = path.resolve(__dirname, '../..');

test('npm start serves the valid posts beside an empty file, an alias bomb, a duplicate id and a symlink, and names each problem', async () => {
  const dir = tempContent([minimalPost({ id: 1, slug: 'valid-post', date: '2025-01-01' })]);
  const posts = path.join(dir, 'posts');
  writeFileSync(path.join(posts, 'empty.md'), '');
  const bomb = [
    'a0: &a0 [x, x, x, x, x, x, x, x, x]',
    ...Array.from({ length: 8 }, (_, level) => `a${level + 1}: &a${level + 1} [${Array(9).fill(`*a${level}`).join(',')}]`),
  ];
  writeFileSync(path.join(posts, 'bomb.md'), `---\n${bomb.join('\n')}\nmetaTitle: *a8\n---\n\nBody.\n`);
  writeFileSync(path.join(posts, 'copy.md'), '---\nid: 1\nslug: copy\nmetaTitle: T\nmetaDescription: D\ndate: 2026-01-01\n---\n\nBody.\n');
  symlinkSync('/etc/hostname', path.join(posts, 'linked.md'));

  const child = spawn(process.execPath, [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts', '--api-only'], {
    cwd: rootDir,
    env: { ...process.env, CONTENT_DIR: dir, PORT: '0', HOST: '127.0.0.1', SITE_API_KEY: AUTH.Authorization.replace('Bearer ', '') },
  });
  let output = '';
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Content API running at (http:\/\/localhost:\d+)\/functions\/v1/.exec(output);
        if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    expect(output).toContain('(1 posts, 4 invalid file(s) left out)');
    for (const file of ['empty.md', 'bomb.md', 'copy.md', 'linked.md'])
      expect(output).toMatch(new RegExp(`Invalid content, left out: .*posts/${file.replace('.', '\\.')}: `));
    const list = await fetch(`${base}/functions/v1/get_metainfo?domain=localhost&page=1`, { headers: AUTH });
    expect(await list.json()).toMatchObject({ total: 1, blogs: [{ slug: 'valid-post' }] });
  } finally {
    child.kill('SIGTERM');
  }
}, 30_000);
