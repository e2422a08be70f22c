/** The embedded server and dist/_headers agree: the server sends exactly the `/*` block the build wrote. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi, type ContentApi } from '../../server/api';
import { makeTempDir, placeholderSvg, removeDir } from '../support/contentFolders';
import {
  contentSecurityPolicy,
  policyConfigFromEnv,
  readHeadersFile,
  securityHeaders,
  type PolicyConfig,
} from '../../server/securityHeaders';
import { staticHostFiles } from '../../server/nginxConf';
import { createSiteApp, siteSecurityHeaders } from '../../server/site';
import { AUTH, API_KEY, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

const ALL_SET: PolicyConfig = {
  apiUrl: 'https://api.example.org/functions/v1',
  adScriptUrl: 'https://ads.example.net/tag.js?id=42',
  formEmbedScriptUrl: 'https://forms.example.com/embed.js',
  newsFeedUrl: 'https://news.example.com/feed/vedanta',
  contactFormUrl: 'https://forms.example.com/f/123',
};
const LOCAL_HTTP_API: PolicyConfig = { apiUrl: 'http://localhost:54321/functions/v1' };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
  removeTempFolders();
});

describe('the embedded server sends what dist/_headers says', () => {
  /** A built site: index.html, an asset and the _headers file the build writes for `config`. */
  function builtSite(config: PolicyConfig): string {
    const distDir = makeTempDir('vedanta-headers-dist-');
    dirs.push(distDir);
    mkdirSync(path.join(distDir, 'assets', 'js'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(distDir, 'assets', 'js', 'main.0123456789.js'), 'console.log(1);');
    for (const [name, text] of Object.entries(staticHostFiles(config))) writeFileSync(path.join(distDir, name), text);
    return distDir;
  }

  const api = createContentApi({
    contentDir: tempContent([minimalPost({ pinterestImageLink: 'media/hero.svg' })], { 'hero.svg': placeholderSvg('Hero') }),
    apiKey: API_KEY,
    logger: silentLogger(),
  });

  /** Every kind of response the server gives. */
  const requests: [string, string, RequestInit][] = [
    ['the home page', '/', {}],
    ['a client route (SPA fallback)', '/blog/atman-and-brahman', {}],
    ['index.html itself', '/index.html', {}],
    ['a hashed asset', '/assets/js/main.0123456789.js', {}],
    ['an unhashed file', '/favicon.svg', {}],
    ['HEAD of the home page', '/', { method: 'HEAD' }],
    ['a missing file (404)', '/missing.txt', {}],
    ['a bad method (405)', '/', { method: 'POST' }],
    ['a bad path (400)', '/blog/%ff', {}],
    ['a long URL (414)', `/?q=${'x'.repeat(10_000)}`, {}],
    ['an API list', '/functions/v1/get_metainfo?domain=localhost&page=1', { headers: AUTH }],
    ['an API post', '/functions/v1/get_details?slug=atman-and-brahman', { headers: AUTH }],
    ['an API error (401)', '/functions/v1/get_details?slug=atman-and-brahman', {}],
    ['an API error (404)', '/functions/v1/nope', { headers: AUTH }],
    [
      'an API preflight',
      '/functions/v1/get_metainfo',
      { method: 'OPTIONS', headers: { Origin: 'http://x.example', 'Access-Control-Request-Method': 'GET' } },
    ],
  ];

  describe.each([
    ['nothing configured', {}],
    ['everything configured', ALL_SET],
    ['an absolute http API', LOCAL_HTTP_API],
  ])('with %s', (_name, config: PolicyConfig) => {
    const distDir = builtSite(config);
    const site = createSiteApp({ distDir, api, logger: silentLogger() });
    // HSTS and COOP are in _headers for static hosts (always HTTPS); npm start sends them per request, where the browser
    // reads them (requestHeaders.test.ts).
    const {
      'Strict-Transport-Security': hsts,
      'Cross-Origin-Opener-Policy': opener,
      ...expected
    } = readHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'))!;

    it('reads the policy from dist/_headers', () => {
      expect(siteSecurityHeaders(distDir, {})).toEqual({ headers: securityHeaders(config), file: path.join(distDir, '_headers') });
    });

    it.each(requests)('on %s', async (_kind, url, init) => {
      const response = await site.request(url, init);
      for (const [name, value] of Object.entries(expected)) expect([name, response.headers.get(name)]).toEqual([name, value]);
      expect(hsts).toBe('max-age=63072000; includeSubDomains');
      expect(opener).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('on media, every header but the stricter policy of the media route', async () => {
      const response = await site.request('/functions/v1/media/hero.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      for (const [name, value] of Object.entries(expected)) {
        if (name !== 'Content-Security-Policy') expect(response.headers.get(name)).toBe(value);
      }
    });
  });

  it('on a server error (500) too', async () => {
    const failingApi = {
      fetch: () => {
        throw new Error('kaboom');
      },
    } as unknown as ContentApi;
    const site = createSiteApp({ distDir: builtSite(ALL_SET), api: failingApi, logger: silentLogger() });
    const response = await site.request('/functions/v1/get_metainfo');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(ALL_SET));
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('the policy the build fixed wins over a different environment at start', () => {
    const distDir = builtSite(ALL_SET);
    expect(siteSecurityHeaders(distDir, { SITE_AD_SCRIPT_URL: 'https://other.example/x.js' }).headers).toEqual(securityHeaders(ALL_SET));
  });

  it('without dist/_headers (an older build), the policy is computed from the environment', () => {
    const distDir = makeTempDir('vedanta-headers-old-dist-');
    dirs.push(distDir);
    const env = { SITE_AD_SCRIPT_URL: 'https://ads.example.net/tag.js' };
    expect(siteSecurityHeaders(distDir, env)).toEqual({ headers: securityHeaders(policyConfigFromEnv(env)) });
  });
});
