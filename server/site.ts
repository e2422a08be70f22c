/**
 * The production web server: the built site in `dist/` (static files, SPA fallback to
 * index.html, compression, cache headers) with the content API under `/functions`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ContentApi, Logger } from './api';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const HTML_CACHE_CONTROL = 'no-cache';
export const OTHER_CACHE_CONTROL = 'public, max-age=3600';

export interface SiteOptions {
  /** The webpack output folder, holding index.html. */
  distDir: string;
  /** Served under /functions when given. */
  api?: ContentApi;
  logger?: Logger;
}

/** Webpack names assets `name.<contenthash:10>.ext`; only those may be cached for ever. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/** The Cache-Control header for a file served from `distDir`. */
export function cacheControlFor(file: string, distDir: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative.startsWith('assets/') && HASHED_NAME.test(path.posix.basename(relative))) return IMMUTABLE_CACHE_CONTROL;
  if (relative.endsWith('.html')) return HTML_CACHE_CONTROL;
  return OTHER_CACHE_CONTROL;
}

/** A path whose last segment has an extension names a file: no SPA fallback for it. */
const looksLikeFile = (requestPath: string) => /\.[^/]*$/.test(requestPath.slice(requestPath.lastIndexOf('/') + 1));

export function createSiteApp(options: SiteOptions): Hono {
  const distDir = path.resolve(options.distDir);
  const logger = options.logger ?? console;
  const app = new Hono();

  app.onError((error, c) => {
    logger.error(`Site error on ${c.req.method} ${c.req.path}:`, error);
    return c.text('Internal server error', 500);
  });
  app.notFound((c) => c.text('Not found', 404));

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
    return c.text('Method not allowed', 405);
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
    if (file) {
      response.headers.set('Cache-Control', cacheControlFor(file, distDir));
      response.headers.set('X-Content-Type-Options', 'nosniff');
    }
    return response;
  };

  const staticFiles = serveStatic({ root: distDir, onFound: remember });
  app.use('*', async (c, next) => withCacheHeader(c, await staticFiles(c, next)));

  // Client-side routes (/blog, /blog/some-post, ...) get the app shell; missing files stay 404.
  const indexHtml = serveStatic({ root: distDir, path: 'index.html', onFound: remember });
  app.get('*', async (c, next) => {
    if (looksLikeFile(c.req.path) || c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const response = withCacheHeader(c, await indexHtml(c, async () => {}));
    if (response) return response;
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return c.text('The site is not built: dist/index.html is missing. Run `npm run build`.', 503);
    }
    return next();
  });

  return app;
}
