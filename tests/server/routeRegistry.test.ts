/** The nginx snippet and the sitemap derive their pages from the route registry: a new row reaches both. */
import { nginxConf } from '../../server/nginxConf';
import { sitemap } from '../../scripts/feeds';
import { pageRoutes, type PageRouteRow } from '../../src/app/pageRoutes';

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

const site = { posts: [{ slug: 'maya', lastModified: '2026-01-02' }], topics: ['atman'] };

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

  it('names no page by hand: a row added to the registry gets its own locations and sitemap entries', () => {
    const glossary: PageRouteRow = {
      id: 'glossary-term',
      path: '/glossary/:term',
      prerender: () => ['/glossary/maya'],
      sitemap: { lastModified: () => '2026-03-04' },
      publishedSince: (pathname) => pathname.split('/')[2],
    };
    const rows = [...pageRoutes.slice(0, -1), glossary, ...pageRoutes.slice(-1)];
    expect(locations(nginxConf({}, {}, rows)).get('/glossary/')).toContain('try_files $uri $uri.html /app-shell.html;');
    expect(locations(nginxConf({}, {}, pageRoutes)).has('/glossary/')).toBe(false);
    const map = sitemap('https://vedanta.example.org', site, rows);
    expect(map).toContain('<loc>https://vedanta.example.org/glossary/maya</loc>\n    <lastmod>2026-03-04</lastmod>');
    expect(sitemap('https://vedanta.example.org', site)).not.toContain('/glossary/');
  });
});
