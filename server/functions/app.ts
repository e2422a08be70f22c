/**
 * The two functions the site calls (spec §3, §7) and the media route, over any `ContentStorage`:
 * the one app behind the Node server and the Web-standard fetch handler (Deno, Supabase Edge Functions).
 * Web-standard imports only; the Node server adds its own coders and its fast path (server/api.ts).
 */
import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { FUNCTION_NAMES, FUNCTIONS_PATH, MEDIA_PATH, PAGE_SIZE } from '../../src/api/contract';
import { jsonError, requestGuard } from '../middleware';
import { StorageUnavailableError, type ContentStorage } from '../storage/types';
import { createAnswerCache, NO_POST, type AnswerCache, type AnswerKey } from './answerCache';
import { ANSWER_HEADERS, encodeJsonForWeb, type Encode, type EncodedBody } from './encoding';
import { postDetail, postSummary } from './postJson';
import { detailRequest, listRequest, type QueryValues } from './requestParams';

/** Image names are not content-hashed, so a long but finite lifetime. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';
/** How long a client should wait before it asks again while the store cannot answer: it is usually back within seconds. */
export const RETRY_AFTER_SECONDS = 2;
export const STORE_UNAVAILABLE = 'The content store is not answering: try again in a moment';

export const LIST_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.list}`;
export const DETAIL_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}`;
/** Any site may call the functions (the key is public); the Node server's fast path sends the same origin header. */
export const CORS_OPTIONS = {
  origin: '*',
  allowMethods: ['GET', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type'],
  maxAge: 86400,
};
const isKnownPath = (path: string) => path === LIST_PATH || path === DETAIL_PATH || path.startsWith(`${MEDIA_PATH}/`);

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** What bearerAuth reads as a key (RFC 6750's b64token): a key it could never match fails here, at start, not at each request. */
const BEARER_TOKEN = /^[A-Za-z0-9._~+/-]+=*$/;

/** The one answer to a missing, malformed or wrong key: no caller learns which it was. */
const keyRefused = (c: Context) => {
  c.header('WWW-Authenticate', 'Bearer');
  return jsonError(c, 401, 'Missing or invalid API key');
};

export interface FunctionsAppOptions {
  storage: ContentStorage;
  /** The bearer key every get_* request must carry. */
  apiKey: string;
  /** For image links (unset: root-relative). Never the request's Host header, which any client can set. */
  publicOrigin?: string;
  logger?: Logger;
  /** How answers are encoded (the Node server's coders run in its thread pool). Default: `encodeJsonForWeb`. */
  encode?: Encode;
  /** The memory kept answers may take. Default: DEFAULT_ANSWER_CACHE_BYTES. */
  answerCacheBytes?: number;
}

export type FunctionsApp = Hono & {
  /** An answer kept for the content version known now, or undefined: the Node server's fast path. */
  keptAnswer(key: AnswerKey): EncodedBody | undefined;
  readonly answers: Pick<AnswerCache, 'stats'>;
};

export function createFunctionsApp(options: FunctionsAppOptions): FunctionsApp {
  const { storage, logger = console } = options;
  if (!BEARER_TOKEN.test(options.apiKey))
    throw new Error('The API key (SITE_API_KEY) may hold only letters, digits and -._~+/ (and = at its end): a bearer token (RFC 6750).');
  const encode = options.encode ?? encodeJsonForWeb;
  const mediaOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';
  const answers = createAnswerCache(options.answerCacheBytes);

  const send = async (c: Context, body: EncodedBody): Promise<Response> => {
    const reply = await body.reply({ ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') });
    // A copy: a small Node Buffer is a view into a shared pool, which a Response body must not be.
    return reply.bytes ? c.body(new Uint8Array(reply.bytes), 200, { ...reply.headers }) : c.body(null, 304, { ...reply.headers });
  };

  const app = new Hono();

  app.onError((error, c) => {
    // bearerAuth's refusal, which it throws: keyRefused's answer.
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof StorageUnavailableError) {
      // The store logs the outage once (server/storage/postgres.ts); every request is not worth a line.
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return jsonError(c, 503, STORE_UNAVAILABLE);
    }
    logger.error(`Content API error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, 'Internal server error');
  });
  app.notFound((c) => jsonError(c, 404, 'Not found'));

  app.use('*', cors(CORS_OPTIONS));
  app.use('*', requestGuard({ checkQuery: true }));
  app.use('*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !isKnownPath(c.req.path)) return next();
    c.header('Allow', 'GET, HEAD, OPTIONS');
    return jsonError(c, 405, 'Method not allowed: use GET');
  });

  // `Bearer` in any case, then spaces, then the key (RFC 6750; RFC 9110 §11.4). Compared as it is: the key is public
  // (docs/security.md), and bearerAuth's own compare hashes both sides on every request (docs/decisions/hono-parts.md).
  const requireKey = bearerAuth({
    verifyToken: (token) => token === options.apiKey,
    noAuthenticationHeader: { message: keyRefused },
    invalidAuthenticationHeader: { message: keyRefused },
    invalidToken: { message: keyRefused },
  });

  const queriesOf =
    (c: Context): QueryValues =>
    (name) =>
      c.req.queries(name);

  app.get(LIST_PATH, requireKey, async (c) => {
    const request = listRequest(queriesOf(c));
    if ('error' in request) return jsonError(c, 400, request.error);
    const { key } = request;
    const answer = await answers.answer(await storage.currentVersion(), key, async () => {
      const { posts, total } = await storage.listPage(key.list, key.page);
      const value = { blogs: posts.map((post) => postSummary(post, mediaOrigin)), total };
      // Every page past the end is the same answer: kept once, as the first of them.
      return { answer: await encode(value, ANSWER_HEADERS.list), endPage: Math.ceil(total / PAGE_SIZE) + 1 };
    });
    return send(c, answer);
  });

  app.get(DETAIL_PATH, requireKey, async (c) => {
    // The URL's host is the Host header on a server, and the site's own host in the prerenderer's in-process requests.
    const request = detailRequest(queriesOf(c), { origin: c.req.header('Origin'), host: new URL(c.req.url).host });
    if ('error' in request) return jsonError(c, 400, request.error);
    const { key } = request;
    const answer = await answers.answer(await storage.currentVersion(), key, async () => {
      const post = await storage.postBySlug(key.detail, key.slug);
      return { answer: post ? await encode(postDetail(post, mediaOrigin), ANSWER_HEADERS.detail) : NO_POST };
    });
    return answer === NO_POST ? jsonError(c, 404, 'Blog post not found') : send(c, answer);
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

  return Object.assign(app, {
    keptAnswer: (key: AnswerKey) => answers.kept(storage.knownVersion(), key),
    answers: { stats: answers.stats },
  });
}
