/**
 * The two functions the site calls (spec §3, §7) and the media route, over any `ContentStorage`:
 * the one app behind the Node server and the Web-standard fetch handler (Deno, Supabase Edge Functions).
 * Web-standard imports only; the Node server adds its precompressed answers and its fast path (server/api.ts).
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { FUNCTION_NAMES, FUNCTIONS_PATH, MEDIA_PATH, PAGE_SIZE, PARAMS } from '../../src/api/contract';
import { jsonError, requestGuard } from '../middleware';
import type { ContentStorage } from '../storage/types';
import { createAnswerCache, type AnswerKey } from './answerCache';
import { requireApiKey } from './apiKey';
import { encodeJsonForWeb, type Encode, type EncodedBody } from './encoding';
import { postDetail, postSummary } from './postJson';
import { detailDomain, parsePage, singleParam } from './requestParams';

/** Image names are not content-hashed, so a long but finite lifetime. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

export const LIST_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.list}`;
export const DETAIL_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}`;
const isKnownPath = (path: string) => path === LIST_PATH || path === DETAIL_PATH || path.startsWith(`${MEDIA_PATH}/`);

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface FunctionsAppOptions {
  storage: ContentStorage;
  /** The bearer key every get_* request must carry. */
  apiKey: string;
  /** For image links (unset: root-relative). Never the request's Host header, which any client can set. */
  publicOrigin?: string;
  logger?: Logger;
  /** How answers the storage lets us keep are encoded (the Node server precompresses them). Default: `encodeJsonForWeb`. */
  encodeKept?: Encode;
}

export type FunctionsApp = Hono & {
  /** An answer built before for the same storage snapshot, or undefined: the Node server's fast path. */
  keptAnswer(key: AnswerKey): EncodedBody | undefined;
};

export function createFunctionsApp(options: FunctionsAppOptions): FunctionsApp {
  const { storage, logger = console } = options;
  const mediaOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';
  // Answers of the storage's current snapshot; a new snapshot starts afresh.
  const answers = createAnswerCache(storage, options.encodeKept ?? encodeJsonForWeb);

  const send = (c: Context, body: EncodedBody): Response => {
    const reply = body.reply({ ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') });
    // A copy: a small Node Buffer is a view into a shared pool, which a Response body must not be.
    return reply.bytes ? c.body(new Uint8Array(reply.bytes), 200, { ...reply.headers }) : c.body(null, 304, { ...reply.headers });
  };

  const app = new Hono();

  app.onError((error, c) => {
    logger.error(`Content API error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal server error');
  });
  app.notFound((c) => jsonError(c, 404, 'Not found'));

  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], allowHeaders: ['Authorization', 'Content-Type'], maxAge: 86400 }));
  app.use('*', requestGuard({ checkQuery: true }));
  app.use('*', compress());
  app.use('*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !isKnownPath(c.req.path)) return next();
    c.header('Allow', 'GET, OPTIONS');
    return jsonError(c, 405, 'Method not allowed: use GET');
  });

  const requireKey = requireApiKey(options.apiKey);

  app.get(LIST_PATH, requireKey, async (c) => {
    const domain = singleParam(c, PARAMS.domain);
    if ('error' in domain) return jsonError(c, 400, domain.error);
    if (domain.value === undefined) return jsonError(c, 400, 'domain is required');
    const page = parsePage(c);
    if ('error' in page) return jsonError(c, 400, page.error);
    const { posts, total } = await storage.listPage(domain.value, page.page);
    // Every page past the end is the same answer: kept once, as the first of them.
    const endPage = Math.ceil(total / PAGE_SIZE) + 1;
    const body = await answers.answer({ list: domain.value, page: Math.min(page.page, endPage) }, () => ({
      blogs: posts.map((post) => postSummary(post, mediaOrigin)),
      total,
    }));
    answers.endPageFound(domain.value, endPage);
    return send(c, body);
  });

  app.get(DETAIL_PATH, requireKey, async (c) => {
    const slug = singleParam(c, PARAMS.slug);
    if ('error' in slug) return jsonError(c, 400, slug.error);
    if (slug.value === undefined) return jsonError(c, 400, 'slug is required');
    const domainParam = singleParam(c, PARAMS.domain);
    if ('error' in domainParam) return jsonError(c, 400, domainParam.error);
    // The URL's host is the Host header on a server, and the site's own host in the prerenderer's in-process requests.
    const domain = detailDomain({ domain: domainParam.value, origin: c.req.header('Origin'), host: new URL(c.req.url).host });
    const post = await storage.postBySlug(domain, slug.value);
    if (!post) return jsonError(c, 404, 'Blog post not found');
    return send(c, await answers.answer({ detail: domain, slug: slug.value }, () => postDetail(post, mediaOrigin)));
  });

  app.get(`${MEDIA_PATH}/:file`, async (c) => {
    const file = await storage.media(c.req.param('file'));
    if (!file) return jsonError(c, 404, 'Media file not found');
    return c.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run scripts.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  return Object.assign(app, { keptAnswer: answers.kept });
}
