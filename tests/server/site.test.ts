import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { createContentApi } from '../../server/api';
import { precompressDir } from '../../scripts/precompress';
import { makeTempDir, removeDir } from '../support/contentFolders';
import { BAD_PATH, MAX_URL_LENGTH, URI_TOO_LONG } from '../../server/middleware';
import { createSiteApp, HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL, postExistsVia } from '../../server/site';
import { AUTH, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body><div id="root">${name}</div></body></html>`;
const INDEX = page('Vedanta');
const BLOG = page('Our Blog');
const POST = page('What is Vedanta');
const PRIVACY = page('Privacy');
const NOT_FOUND = page('Oops! Page not found');
const APP_SHELL = page('');
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// dist/ as the build writes it (pages as <path>.html), inside a folder that also holds a file the server must never reach.
const outerDir = makeTempDir('vedanta-site-');
const distDir = path.join(outerDir, 'dist');
writeFileSync(path.join(outerDir, 'secret.txt'), 'secret');
mkdirSync(path.join(distDir, 'assets', 'js'), { recursive: true });
mkdirSync(path.join(distDir, 'blog'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), INDEX);
writeFileSync(path.join(distDir, 'blog.html'), BLOG);
writeFileSync(path.join(distDir, 'blog', 'what-is-vedanta.html'), POST);
writeFileSync(path.join(distDir, 'privacy.html'), PRIVACY);
writeFileSync(path.join(distDir, '404.html'), NOT_FOUND);
writeFileSync(path.join(distDir, 'app-shell.html'), APP_SHELL);
// A page beside the registry's, as the bench writes its floor pages.
mkdirSync(path.join(distDir, 'bench-floor'), { recursive: true });
writeFileSync(path.join(distDir, 'bench-floor', 'home.html'), page('Floor'));
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
writeFileSync(path.join(distDir, 'assets', 'js', 'main.8f2f0beba7.js'), BUNDLE);

const api = createContentApi({ contentDir: tempContent([minimalPost()]), apiKey: 'key', logger: silentLogger() });
const site = createSiteApp({ distDir, api, logger: silentLogger(), postExists: postExistsVia(api, 'key') });

afterAll(() => {
  removeDir(outerDir);
  removeTempFolders();
});

async function expectJsonError(response: Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string };
  expect(Object.keys(body)).toEqual(['error']);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
  expect(JSON.stringify(body)).not.toContain('secret');
}

describe('the site server', () => {
  it.each([
    ['/', INDEX],
    ['/blog', BLOG],
    ['/blog?page=2', BLOG],
    ['/blog?page=%ff', BLOG],
    ['/blog/what-is-vedanta', POST],
    ['/privacy?utm_source=feed', PRIVACY],
    ['/bench-floor/home', page('Floor')],
  ])('serves the page written for %s, with no-cache', async (url, html) => {
    const response = await site.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
    expect(await response.text()).toBe(html);
  });

  it.each([
    ['/blog/', '/blog'],
    ['/privacy/', '/privacy'],
    ['/blog/what-is-vedanta/?page=2', '/blog/what-is-vedanta?page=2'],
    ['/privacy//', '/privacy'],
    ['/index.html', '/'],
    ['/privacy.html', '/privacy'],
    ['/blog/what-is-vedanta.html?x=1', '/blog/what-is-vedanta?x=1'],
  ])('sends %s to its one address %s with a 301 (no second page for crawlers)', async (url, canonical) => {
    const response = await site.request(url);
    expect(response.status).toBe(301);
    // Kept a day, not for ever as a 301 without it may be (security probe 2, I5).
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      new URL(response.headers.get('location') ?? '', 'http://localhost').pathname +
        new URL(response.headers.get('location') ?? '', 'http://localhost').search,
    ).toBe(canonical);
  });

  // A post published since the build has no file: the functions tell it from a path to no post.
  it.each(['/blog/atman-and-brahman'])(
    'answers %s, a post the functions have but the build did not write, with the app shell',
    async (url) => {
      const response = await site.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(APP_SHELL);
    },
  );

  // Slugs may hold any character, encoded once: %2F, %25, %3F, %23, unicode.
  it.each(['/blog/no-such-post', '/blog/a%2Fb', '/blog/100%25', '/blog/why%3F', '/blog/caf%C3%A9', '/blog/vedanta-2.0'])(
    'answers %s, a post the functions do not have, with the app shell and a 404 (no soft 404 for crawlers)',
    async (url) => {
      const response = await site.request(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
      expect(await response.text()).toBe(APP_SHELL);
    },
  );

  it.each([401, 7_000])(
    'answers a slug of %i characters, which the functions refuse with a 400, as no post: 404 (security probe 2, L5)',
    async (length) => {
      const response = await site.request(`/blog/${'x'.repeat(length)}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(APP_SHELL);
    },
  );

  it.each(['/no/such/route', '/terms', '/404', '/404.html', '/app-shell', '/app-shell.html', '/topics/nope'])(
    'answers %s with the not-found page and a 404',
    async (url) => {
      const response = await site.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND);
    },
  );

  it('never redirects a path that starts with two slashes elsewhere (no open redirect)', async () => {
    const response = await site.request('//evil.example/');
    expect(response.headers.get('location')).toBeNull();
    expect(response.status).toBe(404);
  });

  it.each([
    ['//privacy.html', '/privacy'],
    ['///privacy.html', '/privacy'],
    ['//blog/what-is-vedanta.html', '/blog/what-is-vedanta'],
  ])('redirects %s to the one-slash address %s, never to another host', async (url, location) => {
    const response = await site.request(url);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers a page with validators, and a 304 when the browser has that version', async () => {
    const first = await site.request('/privacy');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(first.headers.get('last-modified')).toBeNull();
    const again = await site.request('/privacy', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await site.request('/privacy', { headers: { 'If-None-Match': '"0-0"' } });
    expect(other.status).toBe(200);
  });

  it('sends the not-found page whole, with its 404, even to a browser that has its ETag', async () => {
    const first = await site.request('/no/such/route');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    for (const ifNoneMatch of [etag, '*']) {
      const again = await site.request('/no/such/route', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status).toBe(404);
      expect(await again.text()).toBe(NOT_FOUND);
    }
  });

  it('serves hashed assets with an immutable one-year cache header', async () => {
    const response = await site.request('/assets/js/main.8f2f0beba7.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(await response.text()).toBe(BUNDLE);
  });

  it('does not cache unhashed files for ever', async () => {
    const response = await site.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('serves the service worker uncached, so a new build’s is seen at the next navigation', async () => {
    const response = await site.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/assets/js/x.js', '/assets/js/main.0000000000.js', '/robots.txt', '/assets/js'])(
    '404 (not index.html) for the missing file %s',
    async (url) => {
      const response = await site.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toBe(INDEX);
    },
  );

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2f..%2fsecret.txt',
    '/assets/js/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%252fsecret.txt',
    '/.%2e/secret.txt',
    '/assets/js/..%2f..%2f..%2f..%2fsecret.txt',
    '/./secret.txt',
    '//secret.txt',
  ])('no traversal out of dist: %s is a 404 JSON error', async (url) => {
    const response = await site.request(url);
    await expectJsonError(response, 404, 'Not found');
  });

  it('answers a traversal-looking post slug with the app, never a file outside dist', async () => {
    const response = await site.request('/blog/..%2F..%2Fsecret.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(APP_SHELL);
  });

  it('gzips when the client accepts it, and not otherwise', async () => {
    const gzipped = await site.request('/assets/js/main.8f2f0beba7.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(BUNDLE);

    const plain = await site.request('/assets/js/main.8f2f0beba7.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it("serves the build's precompressed copies (scripts/precompress.ts) to a browser that accepts them, each with its own ETag", async () => {
    const dir = makeTempDir('vedanta-precompressed-');
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'assets', 'js'), { recursive: true });
    const home = `<!doctype html><html><body>${'<p>Tat tvam asi</p>'.repeat(200)}</body></html>`;
    writeFileSync(path.join(dist, 'index.html'), home);
    writeFileSync(path.join(dist, 'assets', 'js', 'main.8f2f0beba7.js'), BUNDLE);
    expect(await precompressDir(dist)).toBe(2);
    const precompressed = createSiteApp({ distDir: dist, logger: silentLogger() });
    try {
      const html = await precompressed.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(html.headers.get('content-encoding')).toBe('br');
      expect(html.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
      const body = Buffer.from(await html.arrayBuffer());
      expect(brotliDecompressSync(body).toString()).toBe(home);
      expect(body.length).toBeLessThan(home.length / 10);

      const script = await precompressed.request('/assets/js/main.8f2f0beba7.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(script.headers.get('content-encoding')).toBe('gzip');
      expect(script.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(gunzipSync(Buffer.from(await script.arrayBuffer())).toString()).toBe(BUNDLE);

      const plain = await precompressed.request('/', { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(home);
      // One representation, one validator (RFC 9110 §8.8.3.3): a cache never serves brotli to a client that asked for none.
      expect(new Set([html.headers.get('etag'), plain.headers.get('etag')]).size).toBe(2);
      expect(html.headers.get('vary')).toBe('Accept-Encoding');
    } finally {
      removeDir(dir);
    }
  });

  // TRACE, CONNECT and unknown methods over a real socket: http.test.ts.
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with a 405 JSON error and Allow: GET, HEAD', async (method) => {
    for (const url of ['/', '/blog/what-is-vedanta', '/assets/js/main.8f2f0beba7.js', '/no-such-file.txt']) {
      const response = await site.request(url, { method });
      await expectJsonError(response, 405, 'Method not allowed: use GET');
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it.each(['/', '/blog/what-is-vedanta', '/assets/js/main.8f2f0beba7.js', '/favicon.svg'])(
    'HEAD %s: 200 with the GET headers and no body',
    async (url) => {
      const [head, get] = await Promise.all([site.request(url, { method: 'HEAD' }), site.request(url)]);
      expect(head.status).toBe(200);
      for (const name of ['content-type', 'cache-control', 'content-security-policy'])
        expect(head.headers.get(name)).toBe(get.headers.get(name));
      expect(await head.text()).toBe('');
    },
  );

  it.each(['/%ff', '/blog/%ff', '/blog/%c3%28', '/assets/%ff.js', '/%', '/index.html%00', '/..%c0%afsecret.txt'])(
    '400 JSON for the path %s: not valid UTF-8',
    async (url) => {
      await expectJsonError(await site.request(url), 400, BAD_PATH);
    },
  );

  it.each([
    ['a 100 KB query', `/?q=${'x'.repeat(100_000)}`],
    ['a 100 KB path', `/blog/${'a'.repeat(100_000)}`],
    ['an API URL over the limit', `/functions/v1/get_details?slug=${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('414 JSON for %s', async (_name, url) => {
    await expectJsonError(await site.request(url), 414, URI_TOO_LONG);
  });

  // serveStatic answered these with a 500 (start past end) or the wrong bytes (suffix ranges).
  it.each(['bytes=5-1', 'bytes=999999-', 'bytes=-5', 'bytes=0-1,5-9', 'bytes=x-y'])(
    'ignores Range: %s, and sends the whole file',
    async (range) => {
      const response = await site.request('/assets/js/main.8f2f0beba7.js', { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect(await response.text()).toBe(BUNDLE);
    },
  );

  it('a missing file is a 404 JSON error', async () => {
    await expectJsonError(await site.request('/assets/js/x.js'), 404, 'Not found');
  });

  it('a missing file a reader opens (a build with no feed) is the not-found page, with 404', async () => {
    const opened = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
    for (const url of ['/rss.xml', '/feed.json', '/nope.pdf']) {
      const response = await site.request(url, opened);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(NOT_FOUND);
    }
    // A script the page asks for is never a page.
    await expectJsonError(await site.request('/assets/js/x.js', opened), 404, 'Not found');
  });

  it('serves the content API under /functions, with its JSON errors', async () => {
    const ok = await site.request('/functions/v1/get_metainfo?domain=localhost&page=1', { headers: { Authorization: 'Bearer key' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ total: 1 });

    const missing = await site.request('/functions/v1/nope', { headers: AUTH });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });

    const post = await site.request('/functions/v1/get_details?slug=atman-and-brahman', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('says the site is not built when dist has no index.html', async () => {
    const emptyDist = makeTempDir('vedanta-empty-dist-');
    try {
      const bare = createSiteApp({ distDir: emptyDist, logger: silentLogger() });
      const response = await bare.request('/blog');
      await expectJsonError(response, 503, /npm run build/);
    } finally {
      removeDir(emptyDist);
    }
  });
});

describe('a precompressed build (security probe)', () => {
  const dir = makeTempDir('vedanta-precompressed-probe-');
  const dist = path.join(dir, 'dist');
  const long = (name: string) => page(`${name}${' Tat tvam asi.'.repeat(200)}`);
  mkdirSync(dist, { recursive: true });
  for (const [file, body] of [
    ['index.html', long('Vedanta')],
    ['app-shell.html', long('shell')],
    ['404.html', long('Oops! Page not found')],
  ] as const)
    writeFileSync(path.join(dist, file), body);
  let precompressed: ReturnType<typeof createSiteApp>;
  beforeAll(async () => {
    await precompressDir(dist);
    precompressed = createSiteApp({ distDir: dist, logger: silentLogger() });
  });
  afterAll(() => removeDir(dir));

  it.each(['/app-shell.html.br', '/app-shell.html.gz', '/404.html.br', '/index.html.gz'])(
    'answers %s, a precompressed copy of a file that is no address, with a 404',
    async (url) => {
      const response = await precompressed.request(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/octet-stream|brotli|gzip/);
    },
  );

  // `*` accepts any coding (RFC 9110 §12.5.3): the build's brotli copy, as written.
  it.each([
    ['deflate', null],
    ['compress, deflate', null],
    ['*', 'br'],
  ])(
    'Accept-Encoding: %s gets the page as the build wrote it (%s), the same to HEAD and GET, never compressed on the fly',
    async (acceptEncoding, coding) => {
      const get = await precompressed.request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      const head = await precompressed.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': acceptEncoding } });
      expect(get.headers.get('content-encoding')).toBe(coding);
      const body = Buffer.from(await get.arrayBuffer());
      expect((coding === 'br' ? brotliDecompressSync(body) : body).toString()).toBe(long('Vedanta'));
      for (const header of ['etag', 'content-encoding', 'content-length']) expect(head.headers.get(header)).toBe(get.headers.get(header));
    },
  );
});

describe('files the site never serves (security review)', () => {
  const linked = makeTempDir('vedanta-site-links-');
  const linkedDist = path.join(linked, 'dist');
  mkdirSync(path.join(linkedDist, 'blog', 'real-post'), { recursive: true });
  writeFileSync(path.join(linkedDist, 'index.html'), INDEX);
  writeFileSync(path.join(linkedDist, 'blog', 'real-post.html'), '<p>real</p>');
  writeFileSync(path.join(linkedDist, 'blog', 'real-post', 'page.html'), '<p>real</p>');
  writeFileSync(path.join(linked, 'outside.txt'), 'secret');
  symlinkSync(path.join(linked, 'outside.txt'), path.join(linkedDist, 'hostname.txt'));
  symlinkSync(path.join(linkedDist, 'blog', 'real-post'), path.join(linkedDist, 'blog', 'linked-post'));
  symlinkSync(path.join(linkedDist, 'blog', 'real-post.html'), path.join(linkedDist, 'blog', 'linked-page.html'));
  symlinkSync(linked, path.join(linkedDist, 'up'));
  // A regular file whose precompressed siblings point outside dist/ (security probe, item 1).
  writeFileSync(path.join(linkedDist, 'robots.txt'), 'User-agent: *');
  symlinkSync(path.join(linked, 'outside.txt'), path.join(linkedDist, 'robots.txt.br'));
  symlinkSync(path.join(linked, 'outside.txt'), path.join(linkedDist, 'robots.txt.gz'));
  for (const file of ['_headers', '_nginx.conf', '_redirects']) writeFileSync(path.join(linkedDist, file), 'deployment file');
  const linkedSite = createSiteApp({ distDir: linkedDist, logger: silentLogger() });
  afterAll(() => removeDir(linked));

  it.each(['/hostname.txt', '/up/outside.txt'])('answers %s, reached through a symbolic link, with 404', async (url) => {
    await expectJsonError(await linkedSite.request(url), 404, 'Not found');
  });

  it('serves no page reached through a symbolic link', async () => {
    expect(await (await linkedSite.request('/blog/linked-page')).text()).not.toContain('real');
    expect(await (await linkedSite.request('/blog/linked-post/page')).text()).not.toContain('real');
  });

  it('still serves regular files', async () => {
    expect(await (await linkedSite.request('/blog/real-post')).text()).toBe('<p>real</p>');
  });

  it.each(['br', 'gzip'])('never serves a precompressed %s copy that is a symbolic link: the plain file instead', async (encoding) => {
    const response = await linkedSite.request('/robots.txt', { headers: { 'Accept-Encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('User-agent: *');
  });

  it.each(['/_headers', '/_nginx.conf', '/_redirects'])('answers the deployment file %s with 404', async (url) => {
    await expectJsonError(await linkedSite.request(url), 404, 'Not found');
  });
});
