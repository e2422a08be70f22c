/** The production web server: the built site in `dist/` with the content API under `/functions`; errors are JSON, like the API's. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { FUNCTION_NAMES, FUNCTIONS_PATH, PARAMS } from '../src/api/contract';
import type { PageRouteRow } from '../src/app/pageRoutes';
import { matchRoute, notFoundRoute, pageFile, pageRoutes } from '../src/app/pageRoutes';
import { SERVICE_WORKER_PATH } from '../src/lib/offlinePaths';
import type { ContentApi, Logger } from './api';
import { jsonError, requestGuard, securityHeadersMiddleware } from './middleware';
import {
  IMMUTABLE_CACHE_CONTROL,
  policyConfigFromEnv,
  readHeadersFile,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  CROSS_ORIGIN_OPENER_POLICY,
} from './securityHeaders';
import { staticFiles } from './staticFiles';

export { IMMUTABLE_CACHE_CONTROL };
export const HTML_CACHE_CONTROL = 'no-cache';
export const OTHER_CACHE_CONTROL = 'public, max-age=3600';
/** A page's one address does not change: a redirect to it may be kept, but not for ever, as a 301 without this would be. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** Written by the prerenderer: the app with no page in it, and the not-found page. */
export const APP_SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';

/** Whether the site's functions have a post for a slug, asked as a visitor at that host would be answered. */
export type PostExists = (slug: string, request: Request) => Promise<boolean>;

export interface SiteOptions {
  distDir: string;
  api?: ContentApi;
  logger?: Logger;
  /** The security headers of every response. Default: `siteSecurityHeaders(distDir).headers`. */
  securityHeaders?: Readonly<Record<string, string>>;
  /** Tells a post published since the build from a path to no post (see `postExistsVia`); without it, every such path gets the app shell. */
  postExists?: PostExists;
  /** The pages: the route registry (a test passes a copy with a row added). */
  routes?: readonly PageRouteRow[];
}

/**
 * The `/*` block of the `_headers` file the build wrote, so the policy matches the bundle; from the environment only
 * without one. Never HSTS or COOP: they are sent per request, where the request came over HTTPS (`requestHeaders`).
 */
export function siteSecurityHeaders(
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { headers: Readonly<Record<string, string>>; file?: string } {
  const file = path.join(distDir, '_headers');
  if (existsSync(file)) {
    // HSTS and COOP are for static hosts, which serve HTTPS only; `npm start` sends them per request (requestHeaders.ts).
    const perRequest = new Set<string>([STRICT_TRANSPORT_SECURITY, CROSS_ORIGIN_OPENER_POLICY]);
    const headers = Object.fromEntries(
      Object.entries(readHeadersFile(readFileSync(file, 'utf8')) ?? {}).filter(([name]) => !perRequest.has(name)),
    );
    if (Object.keys(headers).length > 0) return { headers, file };
  }
  return { headers: securityHeaders(policyConfigFromEnv(env)) };
}

/** Webpack names assets `name.<contenthash:10>.ext`; only those may be cached for ever. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

export function cacheControlFor(relativePath: string): string {
  // The service worker is checked on every navigation: a new build's must be seen at once.
  if (`/${relativePath}` === SERVICE_WORKER_PATH) return HTML_CACHE_CONTROL;
  if (relativePath.startsWith('assets/') && HASHED_NAME.test(path.posix.basename(relativePath))) return IMMUTABLE_CACHE_CONTROL;
  if (relativePath.endsWith('.html')) return HTML_CACHE_CONTROL;
  return OTHER_CACHE_CONTROL;
}

/** A 301 to the page's one address (relative: the Host header is never written back), kept a day by any cache. */
function permanentRedirect(c: Context, location: string): Response {
  c.header('Cache-Control', REDIRECT_CACHE_CONTROL);
  return c.redirect(location, 301);
}

/** A path whose last segment has an extension names a file: a missing one is a plain 404, unless a reader opened it. */
const looksLikeFile = (requestPath: string) => requestPath.slice(requestPath.lastIndexOf('/') + 1).includes('.');

/** A browser's navigation, which is shown the not-found page rather than a JSON body (`/rss.xml` of a build with no feed). */
const opensAPage = (c: Context) => (c.req.header('accept') ?? '').includes('text/html');

/** The path's segments decoded (the guard has checked that they decode), `/`-separated. */
const decodedPath = (requestPath: string) => requestPath.split('/').map(decodeURIComponent).join('/');

/** The page files the prerenderer writes that are no page's address: only ever answered as what they stand for. */
const FRAME_FILES = new Set([APP_SHELL_FILE, NOT_FOUND_FILE]);

/** Asks the content API's get_details for the slug with the visitor's host, as the page itself will. */
export function postExistsVia(api: ContentApi, apiKey: string): PostExists {
  return async (slug, request) => {
    const url = new URL(
      `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}?${new URLSearchParams({ [PARAMS.slug]: slug }).toString()}`,
      request.url,
    );
    const headers = new Headers({ Authorization: `Bearer ${apiKey}` });
    const host = request.headers.get('Host');
    if (host) headers.set('Host', host);
    const response = await api.fetch(new Request(url, { headers }));
    // A 404 says the post is not there, and a 400 that no post could be (a slug over 400 characters): no soft 404 for
    // crawlers, nothing a service worker keeps. Any other failure (a store that is down) leaves it to the page.
    return response.status !== 404 && response.status !== 400;
  };
}

export function createSiteApp(options: SiteOptions): Hono {
  const distDir = path.resolve(options.distDir);
  const logger = options.logger ?? console;
  const files = staticFiles(distDir);
  const api = options.api;
  const { postExists, routes = pageRoutes } = options;
  const routeAt = (pathname: string) => matchRoute(routes, pathname)?.route ?? notFoundRoute;
  const app = new Hono();

  app.onError((error, c) => {
    logger.error(`Site error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal server error');
  });
  app.notFound((c) => jsonError(c, 404, 'Not found'));

  // First, so that every response gets them: files, pages, the API, media and errors.
  app.use('*', securityHeadersMiddleware(options.securityHeaders ?? siteSecurityHeaders(distDir).headers));
  app.use('*', requestGuard({ checkQuery: false }));

  if (api) {
    // The API keeps its own JSON errors, CORS and compression.
    const toApi = (c: Context) => api.fetch(c.req.raw, c.env);
    app.all('/functions', toApi);
    app.all('/functions/*', toApi);
  }

  // Only what the build did not precompress (a build without precompressed copies), and only gzip: a file with
  // copies was negotiated by the file server, so `deflate` or `*` never costs a compression per request.
  app.use('*', compress({ encoding: 'gzip' }));
  // The files' own ETags (server/staticFiles.ts) answered with a 304: only a 200 is, so the not-found page and a
  // missing post's shell are always sent whole.
  app.use('*', etag());
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    c.header('Allow', 'GET, HEAD');
    return jsonError(c, 405, 'Method not allowed: use GET');
  });

  const page = (c: Context, file: string, status = 200) => files.serve(c.req.raw, file, { status, cacheControl: HTML_CACHE_CONTROL });

  /** The not-found page with its 404, or a JSON 404 when the build has none. */
  const notFound = async (c: Context) => (await page(c, NOT_FOUND_FILE, 404)) ?? jsonError(c, 404, 'Not found');

  /** A path of a page: its prerendered file, else what the registry says answers a path the build did not write. */
  const pageAt = async (c: Context, requestPath: string, route: PageRouteRow) => {
    const written = await page(c, pageFile(requestPath));
    if (written) return written;
    const slug = route.publishedSince?.(requestPath);
    if (slug === undefined) return notFound(c);
    const status = postExists && !(await postExists(slug, c.req.raw)) ? 404 : 200;
    return (await page(c, APP_SHELL_FILE, status)) ?? notFound(c);
  };

  app.get('*', async (c) => {
    // The path as sent, percent-encoded (Hono's `c.req.path` is half decoded), with `.` and `..` resolved.
    const requestPath = new URL(c.req.url).pathname;
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return jsonError(c, 503, 'The site is not built: dist/index.html is missing. Run `npm run build`.');
    }
    // One address per page: `/privacy/` is `/privacy` (docs/deploy.md: the hosts' slash rules).
    if (requestPath.length > 1 && requestPath.endsWith('/')) {
      const canonical = requestPath.replace(/\/+$/, '') || '/';
      if (!canonical.startsWith('//')) return permanentRedirect(c, canonical + new URL(c.req.url).search);
    }
    const relative = decodedPath(requestPath).replace(/^\/+/, '');
    if (relative.endsWith('.html')) {
      // A page's own file is its address without `.html`; the frame files are no address at all.
      const address = relative === 'index.html' ? '/' : `/${relative.slice(0, -'.html'.length)}`;
      const route = routeAt(address);
      if (FRAME_FILES.has(relative) || route.notFound || !files.has(relative)) return notFound(c);
      // One leading slash: `//privacy` in a Location header is another host's address.
      const target = requestPath
        .replace(/^\/+/, '/')
        .slice(0, -'.html'.length)
        .replace(/\/index$/, '/');
      return permanentRedirect(c, target + new URL(c.req.url).search);
    }
    const file = await files.serve(c.req.raw, relative, { cacheControl: cacheControlFor(relative) });
    if (file) return file;
    const route = routeAt(requestPath);
    if (!route.notFound) return pageAt(c, requestPath, route);
    // A page written beside the registry's (the bench's floor pages), as nginx's `try_files $uri $uri.html` serves it.
    const extra = pageFile(requestPath);
    if (!FRAME_FILES.has(extra)) {
      const written = await page(c, extra);
      if (written) return written;
    }
    if (relative.startsWith('assets/') || (looksLikeFile(requestPath) && !opensAPage(c))) return jsonError(c, 404, 'Not found');
    return notFound(c);
  });

  return app;
}
