/**
 * The prerenderer against an API it does not control: slugs that would climb out of the build
 * folder are reported and never become paths.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTempDir, removeDir, writeContent } from '../support/contentFolders';
import { dataSource, prerenderPages } from '../../scripts/prerenderSite';
import { pathInside, unsafeSlugReason } from '../../scripts/outputPath';
import * as renderer from '@/app/prerender/renderPage';
import type { SiteConfig } from '@/config/siteConfig';

const template = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';
const manifest = {};
const dirs: string[] = [];
const tempDir = () => {
  const dir = makeTempDir('vedanta-prerender-');
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(removeDir));

/** A remote list function that lists `slugs`, and a detail function that answers every slug with a post. */
function hostileApi(slugs: string[]): typeof fetch {
  return (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/get_metainfo')) {
      const blogs = slugs.map((slug, index) => ({ id: index + 1, slug, metaTitle: `Post ${index}`, metaDescription: 'd' }));
      return Promise.resolve(
        Response.json(url.searchParams.get('page') === '1' ? { blogs, total: blogs.length } : { blogs: [], total: blogs.length }),
      );
    }
    return Promise.resolve(
      Response.json({ metaTitle: `Post for ${url.searchParams.get('slug')}`, metaDescription: 'd', date: '2025-01-01', blog: 'Body.' }),
    );
  };
}

describe('unsafeSlugReason', () => {
  it.each(['', '.', '..', '../x', '../../../../tmp/x', './', 'a/b', 'a\\b', 'a\u0000b', 'a\nb', ' padded', 'x'.repeat(201)])(
    'refuses %j',
    (slug) => {
      expect(unsafeSlugReason(slug)).toBeDefined();
    },
  );
  it.each(['what-is-vedanta', 'café', '50%2F50', 'a.b', '...', 'x'.repeat(200)])('accepts %j', (slug) => {
    expect(unsafeSlugReason(slug)).toBeUndefined();
  });
});

describe('pathInside', () => {
  it('resolves a path inside the build folder, and refuses one that leaves it', () => {
    const dist = tempDir();
    expect(pathInside(dist, 'blog/x/index.html')).toBe(path.join(dist, 'blog/x/index.html'));
    expect(() => pathInside(dist, '../outside/index.html')).toThrow(/not inside/);
    expect(() => pathInside(dist, '/etc/passwd')).toThrow(/not inside/);
    expect(() => pathInside(dist, '.')).toThrow(/not inside/);
  });
});

describe('prerenderPages against a hostile remote API', () => {
  it("writes nothing outside the build folder and overwrites no page for slugs like '../'", async () => {
    const root = tempDir();
    const dist = path.join(root, 'site', 'dist');
    mkdirSync(dist, { recursive: true });
    const config: SiteConfig = { apiUrl: 'https://functions.example/functions/v1', apiKey: 'k', siteUrl: 'https://vedanta.example' };
    const slugs = ['../../../../tmp/x', '../', './', '..', '.', 'a/b', 'fine-post'];
    const report = await prerenderPages({
      distDir: dist,
      template,
      manifest,
      renderer,
      source: { config, fetchFn: hostileApi(slugs), description: 'a hostile API' },
    });

    expect(readdirSync(root)).toEqual(['site']);
    expect(readdirSync(path.join(root, 'site'))).toEqual(['dist']);
    expect(
      existsSync(path.join(os.tmpdir(), 'x', 'index.html')) &&
        readFileSync(path.join(os.tmpdir(), 'x', 'index.html'), 'utf8').includes('Post for'),
    ).toBe(false);
    expect(readdirSync(path.join(dist, 'blog')).sort()).toEqual(['fine-post.html']);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('Discover the Wisdom of Vedanta');
    expect(readFileSync(path.join(dist, 'blog.html'), 'utf8')).toContain('Our Blog');
    expect(report.problems).toHaveLength(6);
    for (const slug of slugs.slice(0, 6)) expect(report.problems.join('\n')).toContain(JSON.stringify(slug));
    expect(report.posts.map((post) => post.slug)).toEqual(['fine-post']);
  });
});

describe('the embedded content API as the data source', () => {
  it("leaves a post's text alone: no address in it is rewritten", async () => {
    const contentDir = writeContent(
      tempDir(),
      [
        {
          id: 1,
          slug: 'links',
          metaTitle: 'Links',
          metaDescription: 'd',
          date: '2025-01-01',
          blog: 'See http://prerender.localhost/x and http://localhost/y.',
          pinterestImageLink: 'media/a.svg',
        },
      ],
      { 'a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    );
    const dist = tempDir();
    writeFileSync(path.join(dist, 'index.html'), template);
    const source = dataSource({ apiUrl: '/functions/v1', apiKey: 'local-anon-key' }, contentDir);
    await prerenderPages({ distDir: dist, template, manifest, renderer, source });
    const html = readFileSync(path.join(dist, 'blog', 'links.html'), 'utf8');
    expect(html).toContain('See http://prerender.localhost/x and http://localhost/y.');
    expect(html).toContain('src="/functions/v1/media/a.svg"');
  });
});

describe('the files written beside the pages', () => {
  it('writes the topics, a page for each, the reading links and the search index, all inside the build folder', async () => {
    const post = (id: number, slug: string, shortTailKeywords: string) => ({
      id,
      slug,
      metaTitle: `Title ${slug}`,
      metaDescription: 'd',
      date: `2025-01-0${id}`,
      blog: `Body of ${slug}.`,
      shortTailKeywords,
    });
    const contentDir = writeContent(tempDir(), [post(1, 'one', 'Atman, ../../escape'), post(2, 'two', 'atman, Bhagavad Gita')]);
    const dist = tempDir();
    writeFileSync(path.join(dist, 'index.html'), template);
    const source = dataSource({ apiUrl: '/functions/v1', apiKey: 'local-anon-key' }, contentDir);
    const report = await prerenderPages({ distDir: dist, template, manifest, renderer, source });

    // With no topic map, every keyword is a topic of its own, in the order of their names.
    expect(report.site.topics).toEqual(['escape', 'atman', 'bhagavad-gita']);
    expect(JSON.parse(readFileSync(path.join(dist, 'data', 'topics.json'), 'utf8'))).toEqual({
      topics: [
        { slug: 'escape', label: '../../escape', count: 1, main: false },
        { slug: 'atman', label: 'atman', count: 2, main: false },
        { slug: 'bhagavad-gita', label: 'Bhagavad Gita', count: 1, main: false },
      ],
    });
    expect(readFileSync(path.join(dist, 'topics', 'atman.html'), 'utf8')).toContain('Posts on atman');
    expect(readFileSync(path.join(dist, 'topics.html'), 'utf8')).toContain('Bhagavad Gita');
    expect(JSON.parse(readFileSync(path.join(dist, 'reading', 'one.json'), 'utf8'))).toMatchObject({ next: { slug: 'two' } });
    expect(JSON.parse(readFileSync(path.join(dist, 'data', 'search-index.json'), 'utf8'))).toMatchObject({
      format: 'minisearch-2/postings-3',
    });
    expect(readdirSync(path.dirname(dist)).filter((name) => name === 'escape')).toEqual([]);
  });
});

describe('the feed items', () => {
  it('carry the post in full, its glossary terms linked to their entries (the page’s own state leaves the cards to its HTML)', async () => {
    const contentDir = writeContent(tempDir(), [
      { id: 1, slug: 'self', metaTitle: 'The Self', metaDescription: 'd', date: '2025-01-01', blog: 'On the atman within.' },
    ]);
    const dist = tempDir();
    writeFileSync(path.join(dist, 'index.html'), template);
    const source = dataSource({ apiUrl: '/functions/v1', apiKey: 'local-anon-key', siteUrl: 'https://vedanta.example' }, contentDir);
    const atman = {
      id: 'atman',
      iast: 'ātman',
      devanagari: 'आत्मन्',
      pronunciation: 'AHT-mun',
      definition: 'The Self.',
      spellings: ['atman'],
      posts: ['self'],
    };
    const report = await prerenderPages({
      distDir: dist,
      template,
      manifest,
      renderer,
      source,
      content: { synonyms: {}, glossary: [atman], paths: [] },
    });
    const [item] = report.posts;
    expect(item?.html).toContain('href="https://vedanta.example/glossary#atman"');
    expect(item?.html).toContain('within.');
  });
});
