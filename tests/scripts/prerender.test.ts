/**
 * The prerenderer end to end, minus webpack: pages rendered from a content folder through the
 * embedded content API, assembled into HTML the way `npm run build` writes them.
 */
import { createContentApi } from '../../server/api';
import { makeTempDir, removeDir, writeContent } from '../support/contentFolders';
import { inlineStyleText, hashSource } from '../../scripts/inlineStyles';
import { pageHtml } from '../../scripts/prerenderHtml';
import { contentSecurityPolicy } from '../../server/securityHeaders';
import type { SiteConfig } from '@/config/siteConfig';
import { renderPage } from '@/app/prerender/renderPage';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Site</title><meta name=description content="Site"></head><body><div id=root></div><script data-preload>loadEntry(["/assets/js/main.js"])</script></body></html>';
const manifest = {
  app: ['assets/css/app.css', 'assets/js/app.js'],
  'react-dom': ['assets/js/react-dom.js'],
  'page-blog-post': ['assets/js/342.js', 'assets/css/page-blog-post.css', 'assets/js/page-blog-post.js'],
};

const config: SiteConfig = { apiUrl: 'https://vedanta.example/functions/v1', apiKey: 'local-anon-key', siteUrl: 'https://vedanta.example' };
let contentDir: string;
let fetchFn: typeof fetch;

beforeAll(() => {
  contentDir = writeContent(
    makeTempDir(),
    [
      {
        id: 1,
        slug: 'the-bhagavad-gita',
        metaTitle: 'The Bhagavad Gita <Song>',
        metaDescription: 'The song of the Lord.',
        date: '2025-01-27',
        blog: 'On the field of Kurukshetra, Arjuna hesitates.\n\n## The setting\n\nText.',
        pinterestImageLink: 'media/gita.svg',
        shortTailKeywords: 'gita, krishna',
      },
      {
        id: 2,
        slug: 'atman-and-brahman',
        metaTitle: 'Atman and Brahman',
        metaDescription: 'The self.',
        date: '2025-08-25',
        blog: 'Two questions.',
      },
    ],
    { 'gita.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  );
  const api = createContentApi({
    contentDir,
    apiKey: 'local-anon-key',
    logger: { warn: jest.fn(), error: jest.fn(), log: jest.fn() } as never,
  });
  fetchFn = async (input, init) => api.fetch(new Request(input, init));
});

afterAll(() => removeDir(contentDir));

const render = (path: string, withData = true) => renderPage({ url: `https://vedanta.example${path}`, config, fetchFn, withData });

describe('a prerendered post', () => {
  it('carries its h1, first paragraph, social tags, JSON-LD and the data it was rendered with', async () => {
    const page = await render('/blog/the-bhagavad-gita');
    const html = pageHtml(template, page, manifest);
    expect(page.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>The Bhagavad Gita &lt;Song&gt;<\/h1>/);
    expect(html).toContain('<p>On the field of Kurukshetra, Arjuna hesitates.</p>');
    expect(html).toContain('<title>The Bhagavad Gita &lt;Song&gt;</title>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).toContain('<meta name="description" content="The song of the Lord." />');
    expect(html).toContain('<link rel="canonical" href="https://vedanta.example/blog/the-bhagavad-gita" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://vedanta.example/functions/v1/media/gita.svg" />');
    // Drawn with the shared and the route's styles, in cascade order; no script competes with the first paint.
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/css/app.css"><link rel="stylesheet" href="/assets/css/page-blog-post.css">',
    );
    expect(html).not.toContain('rel="preload" as="script"');
    // The entry loader, once the page is painted, asks for what takes it over at once (its CSS is inline).
    expect(html).toContain('<script data-preload="/assets/js/app.js /assets/js/342.js /assets/js/page-blog-post.js">loadEntry(');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string },
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ headline: 'The Bhagavad Gita <Song>', datePublished: '2025-01-27', keywords: 'gita, krishna' });
    // JSON inside <script> cannot close the element early.
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<Song>/);
    expect(page.state.path).toBe('/blog/the-bhagavad-gita');
    expect(page.state.domain).toBe('vedanta.example');
    expect(page.state.answers.map((answer) => answer.endpointName)).toEqual(['getDetails', 'getReading']);
    // The head is in the page's HTML and made again in the browser from the answers: the state does not carry it.
    expect(JSON.stringify(page.state)).not.toContain('BlogPosting');
  });

  it('is a 404 when the API has no such post', async () => {
    const page = await render('/blog/no-such-post');
    expect(page.status).toBe(404);
  });
});

describe('prerendered pages', () => {
  it('renders the home page with the latest posts, WebSite and Organization data', async () => {
    const page = await render('/');
    expect(page.appHtml).toContain('Discover the Wisdom of Vedanta');
    expect(page.appHtml).toContain('Atman and Brahman');
    // The newest posts it shows, under their own entry (tests/features/landing/embeds.test.tsx: three of ten).
    expect(page.state.answers.map(({ endpointName, arg }) => ({ endpointName, arg }))).toEqual([
      { endpointName: 'getLatestPosts', arg: { domain: 'vedanta.example', count: 3 } },
    ]);
    expect(page.headHtml).toContain('"@type":"WebSite"');
    expect(page.headHtml).toContain('"@type":"Organization"');
    expect(page.headHtml).toContain('<meta property="og:image" content="https://vedanta.example/social-card.jpg" />');
  });

  it('has the search page ask for its index at its first paint, beside its scripts, and not from its head', async () => {
    const html = pageHtml(template, await render('/search'), { ...manifest, 'page-search': ['assets/js/page-search.js'] });
    expect(html).toContain('<script data-preload="/assets/js/app.js /assets/js/page-search.js /data/search-index.json">');
    expect(html).not.toContain('rel="preload"');
  });

  it('renders the blog list with its cards, asked for the domain of the site URL', async () => {
    const page = await render('/blog');
    expect(page.state.answers.map((answer) => answer.arg)).toEqual([{ domain: 'vedanta.example', page: 1 }]);
    // The answers and nothing the browser can work out again: the page's first response carries them.
    expect(Object.keys(page.state).sort()).toEqual(['answers', 'domain', 'path']);
    expect(page.appHtml).toContain('Our Blog');
    expect(page.appHtml).toContain('href="/blog/atman-and-brahman"');
    expect(page.headHtml).toContain('<title>Our Blog | Vedanta Wisdom</title>');
  });

  it.each(['/', '/blog'])(
    '%s does not carry a list the build saw empty: "No blog posts found." is the live backend’s to say',
    async (path) => {
      const empty = () => Promise.resolve(Response.json({ blogs: [], total: 0 }));
      const page = await renderPage({ url: `https://vedanta.example${path}`, config, fetchFn: empty, withData: true });
      expect(page.state.answers).toEqual([]);
    },
  );

  it('renders pages in their loading state when the API cannot be reached', async () => {
    const page = await render('/', false);
    expect(page.appHtml).toContain('Loading blogs...');
    expect(page.state.answers).toEqual([]);
  });

  it('marks the not-found page as hydratable at any unknown path', async () => {
    const page = await render('/404');
    expect(page.status).toBe(404);
    expect(page.state.path).toBe('*');
    expect(page.appHtml).toContain('Oops! Page not found');
    expect(page.headHtml).not.toContain('rel="canonical"');
  });
});

describe('text that once corrupted a page (security review)', () => {
  it.each(['$$', '$&', '$`', "$'"])('a title holding %s is written as it stands, in one head', async (pattern) => {
    const title = `Price ${pattern} and more ${pattern}`;
    // Sent as another provider might send it: the embedded functions would curl the quote of `$'`.
    const detail = { metaTitle: title, metaDescription: `About ${pattern}.`, date: '2025-01-01', blog: `Body ${pattern}.` };
    const page = await renderPage({
      url: 'https://vedanta.example/blog/dollar',
      config,
      fetchFn: (input) =>
        Promise.resolve(
          new Request(input).url.includes('/get_details') ? Response.json(detail) : new Response('Not found', { status: 404 }),
        ),
      withData: true,
    });
    const html = pageHtml(template, page, manifest);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(html.match(/\/assets\/js\/main\.js/g)).toHaveLength(1);
    // The app's markup, in its one Suspense boundary (src/app/routes.tsx), inside #root.
    expect(html).toMatch(/<div id="root"><!--\$--><div/);
    for (const match of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>(.*?)<\/script>/g))
      expect((): unknown => JSON.parse(match[1]!)).not.toThrow();
  });
});

describe('stylesheets inline in the page (no round trip before the first paint)', () => {
  const css: Record<string, string> = {
    'assets/css/main.css': 'body{margin:0}\n/*# sourceMappingURL=main.css.map*/',
    'assets/css/app.css': '.header{color:red}',
    'assets/css/page-blog-post.css': '.post{color:blue}',
  };
  const withMainLink = template.replace('</head>', '<link href=/assets/css/main.css rel=stylesheet></head>');

  it('writes each stylesheet as a <style> block webpack recognises, and links none of them', async () => {
    const html = pageHtml(withMainLink, await render('/blog/the-bhagavad-gita'), manifest, (file) => css[file]);
    expect(html).toContain('<style data-href="/assets/css/main.css">body{margin:0}</style>');
    expect(html).toContain('<style data-href="/assets/css/app.css">.header{color:red}</style>');
    expect(html).toContain('<style data-href="/assets/css/page-blog-post.css">.post{color:blue}</style>');
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
    expect(html).not.toContain('sourceMappingURL');
  });

  it('allows each block by the hash the build puts in the policy', async () => {
    const html = pageHtml(withMainLink, await render('/blog/the-bhagavad-gita'), manifest, (file) => css[file]);
    const hashes = Object.values(css).map((text) => hashSource(inlineStyleText(text)));
    const policy = contentSecurityPolicy({}, hashes);
    for (const [, text] of html.matchAll(/<style data-href="[^"]+">([\s\S]*?)<\/style>/g)) {
      expect(policy).toContain(hashSource(text!));
    }
    expect(policy).not.toContain('unsafe-inline');
  });

  it('links a stylesheet it cannot read, or one whose text would end the block', async () => {
    const page = await render('/blog/the-bhagavad-gita');
    const html = pageHtml(withMainLink, page, manifest, (file) =>
      file.endsWith('app.css') ? '.a{content:"</style><script>x</script>"}' : undefined,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/app.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/page-blog-post.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/main.css">');
    expect(html).not.toContain('<script>x</script>');
  });
});
