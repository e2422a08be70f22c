import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi } from '../../server/api';
import { formatProblem, loadContent, MAX_POST_BYTES } from '../../server/content/load';
import { generatePosts, placeholderSvg } from '../support/contentFolders';
import { costRatio, growthRatio, LINEAR } from '../support/growth';
import { API_KEY, AUTH, json, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

afterAll(removeTempFolders);

/** A content folder with one valid post plus `files` (name → raw text) in posts/. */
function folderWith(files: Record<string, string>, media: Record<string, string> = {}): string {
  const dir = tempContent([minimalPost({ id: 100, slug: 'valid-post', date: '2025-01-01' })], media);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'posts', name), text);
  return dir;
}

const frontMatter = (fields: string) => `---\n${fields.trim()}\n---\n\nBody.\n`;
const REQUIRED = (slug: string) => `id: 7\nslug: ${slug}\nmetaTitle: Title\nmetaDescription: Description\ndate: 2025-05-05`;

/** The problems found in a folder where `bad.md` holds `text`, as `field: message` lines. */
function problemsOf(text: string, media: Record<string, string> = {}): string[] {
  const content = loadContent(folderWith({ 'bad.md': text }, media));
  expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
  return content.problems.map((problem) => {
    expect(problem.file).toMatch(/posts[/\\]bad\.md$/);
    return `${problem.field}: ${problem.message}`;
  });
}

describe('loading valid content', () => {
  it('reads every field, with the markdown body as blog and the date as a YYYY-MM-DD string', () => {
    const dir = tempContent(
      [
        minimalPost({
          slug: 'the-bhagavad-gita',
          pinterestImageLink: 'media/gita.svg',
          youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
          shortTailKeywords: 'gita, krishna',
          longTailKeywords: 'bhagavad gita summary, gita verses',
        }),
      ],
      { 'gita.svg': placeholderSvg('Gita') },
    );
    const { posts, problems } = loadContent(dir);
    expect(problems).toEqual([]);
    expect(posts).toEqual([
      expect.objectContaining({
        id: 1,
        slug: 'the-bhagavad-gita',
        metaTitle: 'Atman and Brahman',
        metaDescription: 'The Self and the Absolute.',
        date: '2025-08-25',
        blog: '# Atman\n\nBody text.',
        pinterestImageLink: 'media/gita.svg',
        youtubeShortsUrl: 'https://www.youtube.com/shorts/abcdefghijk',
        shortTailKeywords: 'gita, krishna',
        longTailKeywords: 'bhagavad gita summary, gita verses',
      }),
    ]);
  });

  it('accepts quoted dates, absolute image URLs, and blank optional fields as absent', () => {
    const dir = folderWith({
      'quoted.md': frontMatter(
        `${REQUIRED('quoted').replace('2025-05-05', '"2025-05-05"')}\npinterestImageLink: https://images.example/a.png\nyoutubeShortsUrl:\nshortTailKeywords: ""`,
      ),
    });
    const { posts, problems } = loadContent(dir);
    expect(problems).toEqual([]);
    const post = posts.find((candidate) => candidate.slug === 'quoted');
    expect(post).toMatchObject({ date: '2025-05-05', pinterestImageLink: 'https://images.example/a.png' });
    expect(post?.youtubeShortsUrl).toBeUndefined();
    expect(post?.shortTailKeywords).toBeUndefined();
  });

  it('serves a title and a description with typographic quotes, as the body is shown', () => {
    const dir = folderWith({
      'quoted.md': frontMatter(
        REQUIRED('quoted')
          .replace('metaTitle: Title', `metaTitle: 'Shankara''s "Crest-Jewel"'`)
          .replace('metaDescription: Description', `metaDescription: "The Gita's \\"field of action\\"."`),
      ),
    });
    const { posts, problems } = loadContent(dir);
    expect(problems).toEqual([]);
    expect(posts.find((candidate) => candidate.slug === 'quoted')).toMatchObject({
      metaTitle: 'Shankara’s “Crest-Jewel”',
      metaDescription: 'The Gita’s “field of action”.',
    });
  });

  it('reads `updated:` as a YYYY-MM-DD string, written plain or quoted, and refuses one before the date', () => {
    const dir = folderWith({
      'plain.md': frontMatter(`${REQUIRED('plain')}\nupdated: 2025-06-30`),
      'quoted.md': frontMatter(`${REQUIRED('quoted').replace('id: 7', 'id: 8')}\nupdated: "2025-07-01"`),
    });
    const { posts, problems } = loadContent(dir);
    expect(problems).toEqual([]);
    expect(posts.find((post) => post.slug === 'plain')?.updated).toBe('2025-06-30');
    expect(posts.find((post) => post.slug === 'quoted')?.updated).toBe('2025-07-01');
    const before = loadContent(folderWith({ 'bad.md': frontMatter(`${REQUIRED('bad')}\nupdated: 2024-01-01`) }));
    expect(before.problems.map((problem) => problem.field)).toEqual(['updated']);
  });

  it('sorts newest first: date descending, then id descending', () => {
    const dir = tempContent([
      minimalPost({ id: 1, slug: 'old', date: '2024-01-01' }),
      minimalPost({ id: 2, slug: 'new-low-id', date: '2025-06-01' }),
      minimalPost({ id: 3, slug: 'new-high-id', date: '2025-06-01' }),
      minimalPost({ id: 4, slug: 'middle', date: '2025-01-01' }),
    ]);
    expect(loadContent(dir).posts.map((post) => post.slug)).toEqual(['new-high-id', 'new-low-id', 'middle', 'old']);
  });

  it('ignores files that are not markdown posts, and media files it cannot serve', () => {
    const dir = tempContent([minimalPost()], { 'a.svg': '<svg/>', 'notes.txt': 'x', 'b.gif': 'x' });
    writeFileSync(path.join(dir, 'posts', 'README.txt'), 'not a post');
    writeFileSync(path.join(dir, 'posts', '.draft.md'), 'hidden');
    const content = loadContent(dir);
    expect(content.problems).toEqual([]);
    expect(content.posts).toHaveLength(1);
    expect([...content.media.keys()]).toEqual(['a.svg']);
  });

  it('does not serve media reached through a symlink, and says so', () => {
    const dir = tempContent([], { 'real.svg': '<svg/>' });
    symlinkSync(path.join(dir, 'posts'), path.join(dir, 'media', 'link.svg'));
    const content = loadContent(dir);
    expect([...content.media.keys()]).toEqual(['real.svg']);
    expect(content.problems).toEqual([
      { file: expect.stringMatching(/media\/link\.svg$/), field: 'file', message: expect.stringMatching(/^is a symbolic link/) },
    ]);
  });

  it('generated fixtures (used by the Pact states) are valid', () => {
    const { posts, media } = generatePosts(23);
    const content = loadContent(tempContent(posts, media));
    expect(content.problems).toEqual([]);
    expect(content.posts).toHaveLength(23);
    expect(new Set(content.posts.map((post) => post.date)).size).toBe(23);
  });
});

describe('invalid content files are reported with path and field, and left out', () => {
  it.each([
    [
      'an impossible date (js-yaml would roll it over)',
      frontMatter(REQUIRED('bad').replace('2025-05-05', '2025-13-01')),
      'date: expected YYYY-MM-DD, got "2025-13-01"',
    ],
    [
      '29 February in a common year',
      frontMatter(REQUIRED('bad').replace('2025-05-05', '2025-02-29')),
      'date: expected YYYY-MM-DD, got "2025-02-29"',
    ],
    [
      'a date with a time',
      frontMatter(REQUIRED('bad').replace('2025-05-05', '2025-05-05T10:00:00Z')),
      'date: expected YYYY-MM-DD, got "2025-05-05T10:00:00Z"',
    ],
    [
      'a quoted date in another format',
      frontMatter(REQUIRED('bad').replace('2025-05-05', '"05/05/2025"')),
      'date: expected YYYY-MM-DD, got "05/05/2025"',
    ],
    ['an id given as a string', frontMatter(REQUIRED('bad').replace('id: 7', 'id: "7"')), 'id: expected a positive integer, got "7"'],
    ['id 0', frontMatter(REQUIRED('bad').replace('id: 7', 'id: 0')), 'id: expected a positive integer, got 0'],
    ['a fractional id', frontMatter(REQUIRED('bad').replace('id: 7', 'id: 1.5')), 'id: expected a positive integer, got 1.5'],
    [
      'an empty title',
      frontMatter(REQUIRED('bad').replace('metaTitle: Title', 'metaTitle: "  "')),
      'metaTitle: expected a non-empty string, got an empty string',
    ],
    [
      'a missing description',
      frontMatter(REQUIRED('bad').replace('metaDescription: Description', '')),
      'metaDescription: required field is missing',
    ],
    [
      'a slug in capitals',
      frontMatter(REQUIRED('Bad')),
      'slug: expected lowercase words joined by hyphens (e.g. "what-is-vedanta"), got "Bad"',
    ],
    [
      'a slug that is not the file name',
      frontMatter(REQUIRED('other-name')),
      'slug: must match the file name: expected "bad", got "other-name"',
    ],
    [
      'a missing media file',
      frontMatter(`${REQUIRED('bad')}\npinterestImageLink: media/missing.svg`),
      expect.stringMatching(/^pinterestImageLink: file not found: .*media\/missing\.svg does not exist$/),
    ],
    [
      'a javascript: image link',
      frontMatter(`${REQUIRED('bad')}\npinterestImageLink: "javascript:alert(1)"`),
      'pinterestImageLink: expected an absolute http(s) URL or media/<file>, got "javascript:alert(1)"',
    ],
    [
      'an image link leaving media/',
      frontMatter(`${REQUIRED('bad')}\npinterestImageLink: media/../posts/x.svg`),
      'pinterestImageLink: expected an absolute http(s) URL or media/<file>, got "media/../posts/x.svg"',
    ],
    [
      'keywords given as a list',
      frontMatter(`${REQUIRED('bad')}\nshortTailKeywords: [a, b]`),
      'shortTailKeywords: expected comma-separated keywords, got ["a","b"]',
    ],
    [
      'an unknown field',
      frontMatter(`${REQUIRED('bad')}\nmetatitle: typo`),
      expect.stringMatching(/^metatitle: unknown field \(allowed: id, slug, /),
    ],
    ['an empty body', `---\n${REQUIRED('bad')}\n---\n\n`, 'blog: the article body after the front matter is empty'],
    ['no front matter', '# Just markdown\n', expect.stringMatching(/^front matter: missing/)],
    [
      'front matter that is not YAML key: value pairs',
      '---\n- a\n- b\n---\nBody\n',
      'front matter: expected key: value pairs, got ["a","b"]',
    ],
    ['broken YAML', '---\nid: [1\n---\nBody\n', expect.stringMatching(/^front matter: cannot be read: /)],
    [
      'JavaScript front matter (never evaluated)',
      '---js\n{ id: (globalThis.__evaluated = 1) }\n---\nBody\n',
      'front matter: cannot be read: only YAML front matter is supported',
    ],
  ])('%s', (_name, text, expected) => {
    expect(problemsOf(text)).toContainEqual(expected);
    expect((globalThis as Record<string, unknown>).__evaluated).toBeUndefined();
  });

  it('formats a problem as "<path>: <field>: <message>"', () => {
    const dir = folderWith({ 'x.md': frontMatter(REQUIRED('x').replace('2025-05-05', '2025-13-01')) });
    const [problem] = loadContent(dir).problems;
    expect(problem && formatProblem(problem)).toBe(`${path.join(dir, 'posts', 'x.md')}: date: expected YYYY-MM-DD, got "2025-13-01"`);
  });

  it('shows paths inside the working directory relative to it', () => {
    const { problems } = loadContent(path.join(__dirname, 'no-such-content-folder'));
    expect(problems).toEqual([
      { file: 'tests/server/no-such-content-folder/posts', field: 'folder', message: 'not found: no posts can be served' },
    ]);
  });

  it('keeps the post published first when another file claims its id, and names both files', () => {
    // As when an author copies the-bhagavad-gita.md to start a new post and forgets to change its id.
    const dir = tempContent([
      minimalPost({ id: 5, slug: 'the-bhagavad-gita', date: '2025-01-27' }),
      minimalPost({ id: 5, slug: 'a-new-post', date: '2026-11-20' }),
      minimalPost({ id: 6, slug: 'third', date: '2025-06-01' }),
    ]);
    const content = loadContent(dir);
    expect(content.posts.map((post) => post.slug)).toEqual(['third', 'the-bhagavad-gita']);
    expect(content.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/posts\/a-new-post\.md: id: duplicate id 5: .*posts\/the-bhagavad-gita\.md has it, so this file is left out$/),
    ]);
    expect(content.invalidFiles).toEqual([expect.stringMatching(/a-new-post\.md$/)]);
  });

  it('a second file claiming an existing slug is reported (the slug must be its file name); the original is served', () => {
    // Two files cannot share a name, so a repeated slug always comes from a file whose slug is not its name.
    const dir = folderWith({ 'copy.md': frontMatter(REQUIRED('valid-post').replace('id: 7', 'id: 8')) });
    const content = loadContent(dir);
    expect(content.problems.map((problem) => `${path.basename(problem.file)}: ${problem.field}`)).toEqual(['copy.md: slug']);
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
  });

  it('the API warns about invalid files on start-up and still serves the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const dir = folderWith({ 'bad.md': frontMatter(REQUIRED('bad').replace('2025-05-05', '2025-13-01')) });
      const api = createContentApi({ contentDir: dir, apiKey: API_KEY });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/posts\/bad\.md: date: expected YYYY-MM-DD, got "2025-13-01"$/));

      const list = await api.request('/functions/v1/get_metainfo?domain=localhost&page=1', { headers: AUTH });
      expect(await json(list)).toEqual({ blogs: [expect.objectContaining({ slug: 'valid-post' })], total: 1 });
      const detail = await api.request('/functions/v1/get_details?slug=bad', { headers: AUTH });
      expect(detail.status).toBe(404);
    } finally {
      warn.mockRestore();
    }
  });

  it('reload() swaps in another folder', async () => {
    const api = createContentApi({ contentDir: tempContent([minimalPost()]), apiKey: API_KEY, logger: silentLogger() });
    expect(api.snapshot().posts).toHaveLength(1);
    const { posts, media } = generatePosts(3);
    api.reload(tempContent(posts, media));
    const response = await api.request('/functions/v1/get_metainfo?domain=localhost&page=1', { headers: AUTH });
    expect(await json(response)).toMatchObject({ total: 3 });
  });
});

/** A YAML alias bomb: each level is an array of nine references to the one below (514 bytes; 9^9 nodes written out). */
function aliasBomb(): string {
  const levels = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let level = 1; level <= 8; level += 1)
    levels.push(`a${level}: &a${level} [${Array.from({ length: 9 }, () => `*a${level - 1}`).join(',')}]`);
  return `---\n${levels.join('\n')}\nid: 9\nslug: bomb\nmetaTitle: *a8\nmetaDescription: d\ndate: 2025-01-01\n---\n\nBody.\n`;
}

describe('files that once stopped the whole site (security review)', () => {
  it('an empty file is a reported problem; the other posts are served', () => {
    const content = loadContent(folderWith({ 'empty.md': '' }));
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    expect(content.problems).toEqual([
      { file: expect.stringMatching(/posts\/empty\.md$/), field: 'front matter', message: expect.stringMatching(/^missing/) },
    ]);
  });

  it('a YAML alias bomb is a reported problem, read in a moment and described in a line', () => {
    const bomb = folderWith({ 'bomb.md': aliasBomb() });
    const plain = folderWith({ 'plain.md': frontMatter(REQUIRED('plain')) });
    // Ten times its quiet figure, some 2.5 times a plain post's; expanded, the bomb is 43 million nodes.
    expect(
      costRatio(
        () => loadContent(plain),
        () => loadContent(bomb),
      ),
    ).toBeLessThan(25);
    const content = loadContent(bomb);
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    const messages = content.problems.map(formatProblem);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message.length).toBeLessThan(400);
    expect(messages.join('\n')).toMatch(/bomb\.md: metaTitle: expected a non-empty string, got \[\[\[/);
  });

  it('a structure nested too deep for the parser is a reported problem', () => {
    const deep = `---\nid: ${'['.repeat(20_000)}1${']'.repeat(20_000)}\n---\n\nBody.\n`;
    const content = loadContent(folderWith({ 'deep.md': deep }));
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    expect(content.problems).toEqual([expect.objectContaining({ file: expect.stringMatching(/deep\.md$/) })]);
  });

  it('a post file that is a symbolic link is reported, not followed', () => {
    const dir = folderWith({});
    symlinkSync('/etc/hostname', path.join(dir, 'posts', 'linked.md'));
    const content = loadContent(dir);
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    expect(content.problems).toEqual([
      {
        file: expect.stringMatching(/posts\/linked\.md$/),
        field: 'file',
        message: 'is a symbolic link, which is not followed: put the file itself here',
      },
    ]);
  });

  it('a post over 1 MB is refused with its size', () => {
    const content = loadContent(folderWith({ 'huge.md': frontMatter(REQUIRED('huge')) + 'x'.repeat(MAX_POST_BYTES) }));
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    expect(content.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/huge\.md: file: is 1,000,\d{3} bytes; a post may be at most 1,000,000 bytes \(1 MB\)$/),
    ]);
  });

  it('a date followed by thousands of spaces and a time is read in linear time, and refused', () => {
    // YAML reads `2025-05-05<spaces>10:00:00` as a timestamp; the old pattern over its line backtracked through the spaces from every position.
    const spaced = (spaces: number) =>
      folderWith({
        'spaced.md': frontMatter(REQUIRED('spaced').replace('date: 2025-05-05', `date: 2025-05-05${' '.repeat(spaces)}10:00:00`)),
      });
    expect(growthRatio(spaced, loadContent, 40_000, 10)).toBeLessThan(LINEAR);
    const content = loadContent(spaced(40_000));
    expect(content.posts.map((post) => post.slug)).toEqual(['valid-post']);
    expect(content.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/spaced\.md: date: expected YYYY-MM-DD, got "2025-05-05 {60}/),
    ]);
  });

  it('the content API starts and serves the valid posts beside all of these, naming each problem', async () => {
    const dir = folderWith({
      'empty.md': '',
      'bomb.md': aliasBomb(),
      'a-copy.md': frontMatter(REQUIRED('a-copy').replace('id: 7', 'id: 100').replace('2025-05-05', '2026-01-01')),
    });
    symlinkSync('/etc/hostname', path.join(dir, 'posts', 'linked.md'));
    const logger = silentLogger();
    const api = createContentApi({ contentDir: dir, apiKey: API_KEY, logger });
    const list = await api.request('/functions/v1/get_metainfo?domain=localhost&page=1', { headers: AUTH });
    expect(await json(list)).toEqual({ blogs: [expect.objectContaining({ slug: 'valid-post' })], total: 1 });
    const warned = logger.warn.mock.calls.map(([message]) => String(message)).join('\n');
    for (const file of ['empty.md', 'bomb.md', 'a-copy.md', 'linked.md']) expect(warned).toContain(file);
  });
});
