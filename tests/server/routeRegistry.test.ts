/** Every output that names pages derives them from the route registry: a row added to a copy of it reaches each. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../server/nginxConf';
import { createSiteApp } from '../../server/site';
import { sitemap } from '../../scripts/feeds';
import { pagesToWrite } from '../../scripts/prerenderSite';
import { pageRoutes, type PageRouteRow } from '../../src/app/pageRoutes';
import { makeTempDir, removeDir } from '../support/contentFolders';
import { silentLogger } from './helpers';

/** `location … { … }` blocks by their match, with their lines. */
function locations(conf: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  for (const match of conf.matchAll(/^location (.+?) \{\n([\s\S]*?)\n\}/gm)) {
    blocks.set(
      match[1] ?? '',
      (match[2] ?? '').split('\n').map((line) => line.trim()),
    );
  }
  return blocks;
}

const site = { posts: [{ slug: 'maya', lastModified: '2026-01-02' }], topics: ['atman'], paths: ['start-here'] };

describe('the nginx snippet from the registry', () => {
  const conf = nginxConf({});
  const blocks = locations(conf);

  it('drops a trailing slash and .html with a 301, keeping the query', () => {
    expect(conf).toContain('rewrite ^/(.+?)/+$ /$1 permanent;');
    expect(conf).toContain('rewrite ^/(.+)\\.html$ /$1 permanent;');
  });

  it('serves each page from its flat file, and the not-found page for anything else', () => {
    expect(blocks.get('= /')).toContain('try_files /index.html =404;');
    expect(blocks.get('/')).toContain('try_files $uri $uri.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('answers a post published since the build with the app shell, from the posts’ prefix', () => {
    expect(blocks.get('/blog/')).toContain('try_files $uri $uri.html /app-shell.html;');
  });

  it('never serves the not-found page or the shell at an address of their own', () => {
    for (const match of ['= /404', '= /app-shell']) expect(blocks.get(match)).toContain('return 404;');
    for (const match of ['= /404.html', '= /app-shell.html']) expect(blocks.get(match)).toContain('internal;');
  });
});

describe('a row added to a copy of the registry', () => {
  const glossary: PageRouteRow = {
    id: 'glossary-term',
    path: '/glossary/:term',
    prerender: () => ['/glossary/maya'],
    sitemap: { lastModified: () => '2026-03-04' },
    publishedSince: (pathname) => pathname.split('/')[2],
  };
  const rows = [...pageRoutes.slice(0, -1), glossary, ...pageRoutes.slice(-1)];

  it('is prerendered, and the real registry is not changed', () => {
    expect(pagesToWrite(site, rows).map((page) => page.pathname)).toContain('/glossary/maya');
    expect(pagesToWrite(site).map((page) => page.pathname)).not.toContain('/glossary/maya');
  });

  it('is in the sitemap with its date', async () => {
    expect(await sitemap('https://vedanta.example.org', site, rows)).toContain(
      '<loc>https://vedanta.example.org/glossary/maya</loc><lastmod>2026-03-04</lastmod>',
    );
    expect(await sitemap('https://vedanta.example.org', site)).not.toContain('/glossary/');
  });

  it('gets its own nginx location, with the app shell for paths written since the build', () => {
    expect(locations(nginxConf({}, {}, rows)).get('/glossary/')).toContain('try_files $uri $uri.html /app-shell.html;');
    expect(locations(nginxConf({}, {}, pageRoutes)).has('/glossary/')).toBe(false);
  });

  it('is served by npm start: its file, the app shell for an unwritten path, a 301 for a trailing slash', async () => {
    const distDir = makeTempDir('vedanta-registry-dist-');
    try {
      mkdirSync(path.join(distDir, 'glossary'), { recursive: true });
      for (const [file, text] of Object.entries({
        'index.html': 'home',
        'glossary/maya.html': 'maya',
        'app-shell.html': 'shell',
        '404.html': 'none',
      })) {
        writeFileSync(path.join(distDir, file), `<!doctype html><title>${text}</title>${text}`);
      }
      const served = createSiteApp({ distDir, logger: silentLogger(), securityHeaders: {}, routes: rows });
      const plain = createSiteApp({ distDir, logger: silentLogger(), securityHeaders: {} });
      const answer = async (app: typeof served, url: string) => {
        const response = await app.request(url);
        return [response.status, response.headers.get('location') ?? (await response.text()).replace(/^.*<\/title>/, '')];
      };
      expect(await answer(served, '/glossary/maya')).toEqual([200, 'maya']);
      expect(await answer(served, '/glossary/turiya')).toEqual([200, 'shell']);
      expect(await answer(served, '/glossary/maya/')).toEqual([301, '/glossary/maya']);
      // Without the row, a path under /glossary/ written since the build is no page.
      expect(await answer(plain, '/glossary/turiya')).toEqual([404, 'none']);
    } finally {
      removeDir(distDir);
    }
  });
});
