import { mkdirSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { createContentApi } from '../../server/api';
import { makeTempDir, removeDir } from '../../server/content/seed';
import { createSiteApp, HTML_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from '../../server/site';
import { AUTH, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

const INDEX = '<!doctype html><html><head><title>Vedanta</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// dist/ inside a folder that also holds a file the server must never reach.
const outerDir = makeTempDir('vedanta-site-');
const distDir = path.join(outerDir, 'dist');
writeFileSync(path.join(outerDir, 'secret.txt'), 'secret');
mkdirSync(path.join(distDir, 'assets', 'js'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), INDEX);
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(distDir, 'assets', 'js', 'main.8f2f0beba7.js'), BUNDLE);

const api = createContentApi({ contentDir: tempContent([minimalPost()]), apiKey: 'key', logger: silentLogger() });
const site = createSiteApp({ distDir, api, logger: silentLogger() });

afterAll(() => {
  removeDir(outerDir);
  removeTempFolders();
});

describe('the site server', () => {
  it.each(['/', '/index.html'])('serves index.html at %s with no-cache', async (url) => {
    const response = await site.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/blog', '/blog/what-is-vedanta', '/privacy', '/no/such/route', '/blog/%ff'])('falls back to index.html for the client route %s', async (url) => {
    const response = await site.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
    expect(await response.text()).toBe(INDEX);
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

  it.each(['/assets/js/x.js', '/assets/js/main.0000000000.js', '/robots.txt', '/assets/js', '/assets/'])('404 (not index.html) for the missing file %s', async (url) => {
    const response = await site.request(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(INDEX);
  });

  it.each(['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/assets/..%2f..%2f..%2fsecret.txt', '/..%5csecret.txt'])('no traversal out of dist: %s', async (url) => {
    const response = await site.request(url);
    expect(await response.text()).not.toContain('secret');
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

  it('answers other methods with 405', async () => {
    const response = await site.request('/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
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
    expect(post.headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('says the site is not built when dist has no index.html', async () => {
    const emptyDist = makeTempDir('vedanta-empty-dist-');
    try {
      const bare = createSiteApp({ distDir: emptyDist, logger: silentLogger() });
      const response = await bare.request('/blog');
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      removeDir(emptyDist);
    }
  });
});
