/**
 * `dist/_nginx.conf`: the build served by nginx as `npm start` serves it, with the locations derived from the route
 * registry (`src/app/pageRoutes.ts`) and the headers from `securityHeaders.ts`.
 */
import type { PageRouteRow } from '../src/app/pageRoutes';
import { pageRoutes } from '../src/app/pageRoutes';
import type { HostFileOptions, PolicyConfig } from './securityHeaders';
import { GENERATED_NOTE, headersFile, hostHeaders, IMMUTABLE_CACHE_CONTROL } from './securityHeaders';

/** The prerenderer's files that are no page's address (see server/site.ts). */
const APP_SHELL = '/app-shell.html';
const NOT_FOUND_PAGE = '/404.html';

/** `"value"` for nginx: the policy holds single quotes only, but escape to be safe. */
const nginxString = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/** The literal start of a row's pattern, up to its first parameter: `/blog/:slug` → `/blog/`. */
const prefixOf = (row: PageRouteRow) => row.path.slice(0, row.path.search(/[:*]/));

/**
 * One address per page: a trailing slash or `.html` is dropped (301), the query kept. Inside the page locations, not
 * at server level, where they would also rewrite nginx's own internal redirects to /404.html and /app-shell.html.
 */
const ONE_ADDRESS = ['rewrite ^/(.+?)/+$ /$1 permanent;', 'rewrite ^/(.+)\\.html$ /$1 permanent;'];

/** Every location repeats the headers: nginx drops inherited `add_header` lines in a location that adds its own. */
export function nginxConf(config: PolicyConfig, options: HostFileOptions = {}, rows: readonly PageRouteRow[] = pageRoutes): string {
  const headers = Object.entries(hostHeaders(config, options)).map(
    ([name, value]) => `    add_header ${name} ${nginxString(value)} always;`,
  );
  const location = (match: string, lines: readonly string[], cacheControl = 'no-cache') => [
    `location ${match} {`,
    ...headers,
    `    add_header Cache-Control ${nginxString(cacheControl)} always;`,
    ...lines.map((line) => `    ${line}`),
    '}',
  ];
  const notFoundPaths = rows.filter((row) => row.notFound).flatMap((row) => row.prerender({ posts: [], topics: [], paths: [] }));
  const publishedSince = rows.filter((row) => row.publishedSince && prefixOf(row).length > 1);
  return [
    `# ${GENERATED_NOTE}`,
    '# Include inside `server { root /path/to/dist; … }`. Pages are written as <path>.html and served at <path>.',
    '# The build writes a .gz (and .br) copy of each text file: served as they are, not compressed per request.',
    '# With the ngx_brotli module, add `brotli_static on;` too.',
    'gzip_static on;',
    `error_page 404 ${NOT_FOUND_PAGE};`,
    ...location('= /', ['try_files /index.html =404;']),
    ...location('/', [
      'rewrite ^/index\\.html$ / permanent;',
      ...ONE_ADDRESS,
      '# Any other path is the not-found page.',
      'try_files $uri $uri.html =404;',
    ]),
    ...publishedSince.flatMap((row) =>
      location(prefixOf(row), [
        ...ONE_ADDRESS,
        '# A post published since the build has no file yet: the app shell renders it in the browser.',
        `try_files $uri $uri.html ${APP_SHELL};`,
      ]),
    ),
    // The not-found page and the shell only ever answer for another path.
    ...[...notFoundPaths, APP_SHELL.replace(/\.html$/, ''), '/index'].flatMap((path) => location(`= ${path}`, ['return 404;'])),
    ...location(`= ${NOT_FOUND_PAGE}`, ['internal;']),
    ...location(`= ${APP_SHELL}`, ['internal;']),
    ...location('/assets/', ['try_files $uri =404;'], IMMUTABLE_CACHE_CONTROL),
    '',
  ].join('\n');
}

/** What the build writes for static hosts (`_headers`: Netlify, Cloudflare Pages) and for nginx. */
export function staticHostFiles(config: PolicyConfig, options: HostFileOptions = {}): Record<string, string> {
  return { _headers: headersFile(config, options), '_nginx.conf': nginxConf(config, options) };
}
