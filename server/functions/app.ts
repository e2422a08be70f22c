/**
 * The two functions the site calls (spec §3, §7) and the media route, over any `ContentStorage`:
 * the one app behind the Node server and the Web-standard fetch handler (Deno, Supabase Edge Functions).
 * Web-standard imports only; the Node server adds its precompressed answers and its fast path (server/api.ts).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { FUNCTION_NAMES, FUNCTIONS_PATH, MEDIA_PATH, PAGE_SIZE, PARAMS } from '../../src/api/contract';
import { mediaFileOf } from '../content/schema';
import { jsonError, requestGuard } from '../middleware';
import { domainKey, type ContentStorage, type PostSummary, type StoredPost } from '../storage/types';
import { encodeJsonForWeb, type Encode, type EncodedBody } from './encoding';

/** Image names are not content-hashed, so a long but finite lifetime. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

/** Answers kept in memory at most; past it they are dropped and built again (any domain string is a key). */
const MAX_CACHED_ANSWERS = 5000;

export const LIST_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.list}`;
export const DETAIL_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}`;
const isKnownPath = (path: string) => path === LIST_PATH || path === DETAIL_PATH || path.startsWith(`${MEDIA_PATH}/`);

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** The key of an `Authorization: Bearer <key>` header: the scheme in any case (RFC 9110 §11.1), the key the whole rest of the header. */
export function bearerKey(header: string | undefined): string | undefined {
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
}

/** Compared to the end of the expected key whatever is given: the time taken says nothing about how much of it matched. */
function keyMatches(header: string | undefined, expected: string): boolean {
  const given = bearerKey(header) ?? '';
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  return given !== '' && difference === 0;
}

type Param = { value: string | undefined } | { error: string };

/** A query parameter given at most once; blank counts as missing. Never trimmed: `page= 1` is not a page. */
function singleParam(c: Context, name: string): Param {
  const values = c.req.queries(name) ?? [];
  if (values.length > 1) return { error: `${name} must be given only once` };
  const value = values[0];
  return { value: value === undefined || value.trim() === '' ? undefined : value };
}

function parsePage(c: Context): { page: number } | { error: string } {
  const param = singleParam(c, PARAMS.page);
  if ('error' in param) return param;
  if (param.value === undefined) return c.req.queries('page') ? { error: 'page must be an integer of 1 or more' } : { page: 1 };
  if (!/^\d+$/.test(param.value)) return { error: 'page must be an integer of 1 or more' };
  const page = Number(param.value);
  if (page < 1) return { error: 'page must be an integer of 1 or more' };
  if (!Number.isSafeInteger(page)) return { error: 'page is too large' };
  return { page };
}

/** A `media/<file>` link as a URL of the media route, on `origin` (`''`: root-relative). */
function imageUrl(link: string, origin: string): string {
  const file = mediaFileOf(link);
  return file === undefined ? link : `${origin}${MEDIA_PATH}/${encodeURIComponent(file)}`;
}

const optional = (key: string, value: string | undefined): Record<string, string> => (value === undefined ? {} : { [key]: value });

/** The fields a post's summary (get_metainfo) and its detail (get_details) share. */
function identity(post: PostSummary | StoredPost, origin: string) {
  return {
    id: post.id,
    slug: post.slug,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    ...optional('pinterestImageLink', post.pinterestImageLink && imageUrl(post.pinterestImageLink, origin)),
  };
}

function summary(post: PostSummary, origin: string) {
  return {
    ...identity(post, origin),
    // Beyond the contract: lets cards show a reading time; other providers may leave it out.
    readingMinutes: post.readingMinutes,
  };
}

function detail(post: StoredPost, origin: string) {
  return {
    ...identity(post, origin),
    date: post.date,
    // Beyond the contract, optional: when the post last changed (front matter `updated:`).
    ...optional('updated', post.updated),
    blog: post.blog,
    ...optional('youtubeShortsUrl', post.youtubeShortsUrl),
    ...optional('shortTailKeywords', post.shortTailKeywords),
    ...optional('longTailKeywords', post.longTailKeywords),
  };
}

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

/** A host name as a domain: without its port and a leading `www.` (as the site sends it to get_metainfo). */
function siteDomainOf(host: string): string {
  let name = host;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
  return name.replace(/^www\./i, '');
}

/**
 * Whose post get_details reads. The spec's request names only the slug (§3), so the site is told by:
 * a `domain` parameter when a caller sends one; else the `Origin` a browser sends with every cross-origin
 * request (a backend serving many sites); else the host the request was sent to (`npm start`, the prerenderer).
 * A domain with no posts of its own reads the shared ones, so a wrong guess never hides a post.
 */
export function detailDomain(request: { domain?: string; origin?: string; host?: string }): string {
  if (request.domain !== undefined) return request.domain;
  if (request.origin && request.origin !== 'null') {
    try {
      return siteDomainOf(new URL(request.origin).host);
    } catch {
      // Not a URL: fall through to the host.
    }
  }
  return request.host ? siteDomainOf(request.host) : '';
}

export type AnswerKey = { list: string; page: number } | { detail: string; slug: string };

const keyText = (key: AnswerKey) =>
  'list' in key ? `list\u0000${domainKey(key.list)}\u0000${key.page}` : `detail\u0000${domainKey(key.detail)}\u0000${key.slug}`;

export function createFunctionsApp(options: FunctionsAppOptions): FunctionsApp {
  const { storage, logger = console } = options;
  const encodeKept = options.encodeKept ?? encodeJsonForWeb;
  const mediaOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';

  // Answers of the storage's current snapshot; a new snapshot starts afresh. None for a storage that cannot tell.
  let keptFor: object | undefined;
  let kept = new Map<string, EncodedBody>();
  // Per domain, the first page past its end: every later page is that answer too.
  let pastEnd = new Map<string, number>();
  const listKey = (key: AnswerKey): AnswerKey => {
    if (!('list' in key)) return key;
    const end = pastEnd.get(domainKey(key.list));
    return end !== undefined && key.page > end ? { list: key.list, page: end } : key;
  };
  const keptAnswer = (key: AnswerKey) => {
    const snapshot = storage.snapshotKey();
    return snapshot !== undefined && snapshot === keptFor ? kept.get(keyText(listKey(key))) : undefined;
  };
  async function answer(key: AnswerKey, build: () => unknown): Promise<EncodedBody> {
    const snapshot = storage.snapshotKey();
    if (snapshot === undefined) return encodeJsonForWeb(build());
    if (snapshot !== keptFor || kept.size >= MAX_CACHED_ANSWERS) {
      keptFor = snapshot;
      kept = new Map();
      pastEnd = new Map();
    }
    const text = keyText(key);
    let body = kept.get(text);
    if (!body) kept.set(text, (body = await encodeKept(build())));
    return body;
  }

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

  const requireKey: MiddlewareHandler = async (c, next) => {
    if (!keyMatches(c.req.header('Authorization'), options.apiKey)) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, 'Missing or invalid API key');
    }
    return next();
  };

  app.get(LIST_PATH, requireKey, async (c) => {
    const domain = singleParam(c, PARAMS.domain);
    if ('error' in domain) return jsonError(c, 400, domain.error);
    if (domain.value === undefined) return jsonError(c, 400, 'domain is required');
    const page = parsePage(c);
    if ('error' in page) return jsonError(c, 400, page.error);
    const { posts, total } = await storage.listPage(domain.value, page.page);
    // Every page past the end is the same answer: kept once, as the first of them.
    const endPage = Math.ceil(total / PAGE_SIZE) + 1;
    const body = await answer({ list: domain.value, page: Math.min(page.page, endPage) }, () => ({
      blogs: posts.map((post) => summary(post, mediaOrigin)),
      total,
    }));
    if (storage.snapshotKey() === keptFor) pastEnd.set(domainKey(domain.value), endPage);
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
    return send(c, await answer({ detail: domain, slug: slug.value }, () => detail(post, mediaOrigin)));
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

  return Object.assign(app, { keptAnswer });
}
