/** The production web server: the built site in `dist/` with the content API under `/functions`; errors are JSON, like the API's. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ContentApi, Logger } from './api';
import { ignoreRange, jsonError, requestGuard, securityHeadersMiddleware } from './middleware';
import { isServable } from './servableFile';
import { IMMUTABLE_CACHE_CONTROL, policyConfigFromEnv, readHeadersFile, securityHeaders } from './securityHeaders';

export { IMMUTABLE_CACHE_CONTROL };
export const HTML_CACHE_CONTROL = 'no-cache';
export const OTHER_CACHE_CONTROL = 'public, max-age=3600';

export interface SiteOptions {
  distDir: string;
  api?: ContentApi;
  logger?: Logger;
  /** The security headers of every response. Default: `siteSecurityHeaders(distDir).headers`. */
  securityHeaders?: Readonly<Record<string, string>>;
}

/** The `/*` block of the `_headers` file the build wrote, so the policy matches the bundle; from the environment only without one. */
export function siteSecurityHeaders(
  distDir: string,
  env: NodeJS.ProcessEnv = process.env,
): { headers: Readonly<Record<string, string>>; file?: string } {
  const file = path.join(distDir, '_headers');
  if (existsSync(file)) {
    const headers = readHeadersFile(readFileSync(file, 'utf8'));
    if (headers && Object.keys(headers).length > 0) return { headers, file };
  }
  return { headers: securityHeaders(policyConfigFromEnv(env)) };
}

/** Webpack names assets `name.<contenthash:10>.ext`; only those may be cached for ever. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

export function cacheControlFor(file: string, distDir: string): string {
  // A precompressed copy (`x.js.br`) is cached as the file it stands for.
  const relative = path
    .relative(distDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (relative.startsWith('assets/') && HASHED_NAME.test(path.posix.basename(relative))) return IMMUTABLE_CACHE_CONTROL;
  if (relative.endsWith('.html')) return HTML_CACHE_CONTROL;
  return OTHER_CACHE_CONTROL;
}

/** Written by the prerenderer: the app with no page in it, and the not-found page. */
export const APP_SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';

/** Routes of the app whose pages may exist without a prerendered file (see src/app/routes.tsx). */
const CLIENT_ROUTE = /^\/(?:blog(?:\/[^/]+)?|privacy|terms)?\/?$/;

/** A path whose last segment has an extension names a file: no SPA fallback for it. */
const looksLikeFile = (requestPath: string) => requestPath.slice(requestPath.lastIndexOf('/') + 1).includes('.');

export function createSiteApp(options: SiteOptions): Hono {
  const distDir = path.resolve(options.distDir);
  const logger = options.logger ?? console;
  const app = new Hono();

  app.onError((error, c) => {
    logger.error(`Site error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal server error');
  });
  app.notFound((c) => jsonError(c, 404, 'Not found'));

  // First, so that every response gets them: files, the app shell, the API, media and errors.
  app.use('*', securityHeadersMiddleware(options.securityHeaders ?? siteSecurityHeaders(distDir).headers));
  app.use('*', requestGuard({ checkQuery: false }));

  const api = options.api;
  if (api) {
    // The API keeps its own JSON errors, CORS and compression.
    const toApi = (c: Context) => api.fetch(c.req.raw, c.env);
    app.all('/functions', toApi);
    app.all('/functions/*', toApi);
  }

  app.use('*', compress());
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    c.header('Allow', 'GET, HEAD');
    return jsonError(c, 405, 'Method not allowed: use GET');
  });

  // The file serveStatic found for a request, to pick its cache header.
  const servedFiles = new WeakMap<Context, string>();
  const remember = (file: string, c: Context) => {
    servedFiles.set(c, file);
  };
  const withCacheHeader = (c: Context, result: unknown): Response | undefined => {
    // serveStatic returns its own Response when it served a file, else whatever next() gave.
    if (!(result instanceof Response)) return undefined;
    const response = result;
    const file = servedFiles.get(c);
    if (file) response.headers.set('Cache-Control', cacheControlFor(file, distDir));
    return response;
  };

  const staticFiles = serveStatic({ root: distDir, precompressed: true, onFound: remember });
  app.use('*', async (c, next) => {
    if (!isServable(distDir, c.req.path)) return jsonError(c, 404, 'Not found');
    ignoreRange(c);
    return withCacheHeader(c, await staticFiles(c, next));
  });

  // Client routes without a prerendered file (a post added after the build) get the app shell, any other
  // path the not-found page with a 404. Builds from before prerendering have neither: index.html serves both.
  const appShell = serveStatic({ root: distDir, path: APP_SHELL_FILE, precompressed: true, onFound: remember });
  const notFoundPage = serveStatic({ root: distDir, path: NOT_FOUND_FILE, precompressed: true, onFound: remember });
  const indexHtml = serveStatic({ root: distDir, path: 'index.html', precompressed: true, onFound: remember });
  const noFile = async () => {};
  app.get('*', async (c, next) => {
    // A post's slug may hold a dot; elsewhere a name with an extension is a missing file.
    const clientRoute = CLIENT_ROUTE.test(c.req.path);
    if ((!clientRoute && looksLikeFile(c.req.path)) || c.req.path.startsWith('/assets/')) return jsonError(c, 404, 'Not found');
    if (clientRoute) {
      const shell = withCacheHeader(c, await appShell(c, noFile)) ?? withCacheHeader(c, await indexHtml(c, noFile));
      if (shell) return shell;
    } else {
      const notFound = withCacheHeader(c, await notFoundPage(c, noFile));
      if (notFound) return new Response(notFound.body, { status: 404, headers: notFound.headers });
      const shell = withCacheHeader(c, await indexHtml(c, noFile));
      if (shell) return shell;
    }
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return jsonError(c, 503, 'The site is not built: dist/index.html is missing. Run `npm run build`.');
    }
    return next();
  });

  return app;
}
