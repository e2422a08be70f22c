import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../server/content/check';
import { minimalPost, removeTempFolders, tempContent } from './helpers';

afterAll(removeTempFolders);

function run(dir: string) {
  const out = { log: jest.fn<undefined, [string]>(), error: jest.fn<undefined, [string]>() };
  const code = checkContent(dir, out);
  return { code, log: out.log.mock.calls.map(([line]) => line), errors: out.error.mock.calls.map(([line]) => line) };
}

describe('content:check', () => {
  it('exits 0 and prints the count for valid content', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'one' }), minimalPost({ id: 2, slug: 'two' })]);
    expect(run(dir)).toEqual({ code: 0, log: ['2 posts OK'], errors: [] });
  });

  it('fails Devanagari in a title, description or keywords, which cannot be marked as Sanskrit there; the body can have it', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'one', blog: 'The word आत्मन् in the body.' })]);
    writeFileSync(
      path.join(dir, 'posts', 'titled.md'),
      '---\nid: 2\nslug: titled\nmetaTitle: आत्मन्\nmetaDescription: D\ndate: 2025-01-01\nshortTailKeywords: "atman, आत्मन्"\n---\nBody\n',
    );
    const { code, errors } = run(dir);
    expect(code).toBe(1);
    const problems = errors.filter((line) => line.includes('titled.md'));
    expect(problems.map((line) => line.split(': ')[1])).toEqual(['metaTitle', 'shortTailKeywords']);
    expect(problems[0]).toMatch(/has Devanagari, which a title, description or keyword cannot mark as Sanskrit/);
  });

  it('exits non-zero and prints each problem with its path and field', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'one' })]);
    writeFileSync(
      path.join(dir, 'posts', 'bad.md'),
      '---\nid: 2\nslug: bad\nmetaTitle: T\nmetaDescription: D\ndate: 2025-13-01\n---\nBody\n',
    );
    const { code, log, errors } = run(dir);
    expect(code).toBe(1);
    expect(log).toEqual(['1 posts OK']);
    expect(errors).toEqual([
      `${path.join(dir, 'posts', 'bad.md')}: date: expected YYYY-MM-DD, got "2025-13-01"`,
      expect.stringMatching(/^1 invalid file\(s\)/),
    ]);
  });

  it('exits non-zero naming an empty file, a symlink and a file with an id another post has, and checks the rest', () => {
    const dir = tempContent([minimalPost({ id: 1, slug: 'one', date: '2025-01-01' })]);
    writeFileSync(path.join(dir, 'posts', 'empty.md'), '');
    symlinkSync(path.join(dir, 'posts', 'one.md'), path.join(dir, 'posts', 'linked.md'));
    writeFileSync(
      path.join(dir, 'posts', 'copy.md'),
      '---\nid: 1\nslug: copy\nmetaTitle: T\nmetaDescription: D\ndate: 2026-01-01\n---\nBody\n',
    );
    const { code, log, errors } = run(dir);
    expect(code).toBe(1);
    expect(log).toEqual(['1 posts OK']);
    expect(errors).toEqual([
      expect.stringMatching(/empty\.md: front matter: missing/),
      expect.stringMatching(/linked\.md: file: is a symbolic link/),
      expect.stringMatching(/copy\.md: id: duplicate id 1: .*one\.md has it/),
      expect.stringMatching(/^3 invalid file\(s\)/),
    ]);
  });

  it('exits non-zero when there is no posts folder', () => {
    const { code, errors } = run(path.join(tempContent(), 'nowhere'));
    expect(code).toBe(1);
    expect(errors[0]).toMatch(/nowhere\/posts: folder: not found/);
  });

  it('passes on the repository content: at least 23 posts, none invalid', () => {
    const { code, log, errors } = run(path.resolve(__dirname, '..', '..', 'content'));
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(Number(log[0]?.split(' ')[0])).toBeGreaterThanOrEqual(23);
  });
});
