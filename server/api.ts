/** The two functions the site calls (spec §3, §7) and the media route, from an in-memory snapshot: a request never builds a file path. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEFAULT_API_KEY, FUNCTION_NAMES, FUNCTIONS_PATH, MEDIA_PATH, PAGE_SIZE, PARAMS } from '../src/api/contract';
import { readingMinutes } from '../src/lib/readingTime';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { serveStatic } from '@hono/node-server/serve-static';
import { formatProblem, loadContent, type ContentSnapshot } from './content/load';
import { mediaFileOf, type Post } from './content/schema';
import { encodedReply, encodeJson, MIN_COMPRESSED_BYTES, sendEncodedJson, type EncodedJson, type EncodedReply } from './encodedJson';
import { ignoreRange, jsonError, requestGuard } from './middleware';

/** Image names are not content-hashed, so a long but finite lifetime. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface ContentApiOptions {
  /** The folder holding `posts/` and `media/`. */
  contentDir: string;
  /** The bearer key every get_* request must carry. Default: `SITE_API_KEY`, else `local-anon-key`. */
  apiKey?: string;
  logger?: Logger;
  /** `SITE_URL`, for image links (unset: root-relative). Never the request's Host header, which any client can set. */
  publicOrigin?: string;
}

/** A request as Node received it, before any `Request` is built. */
export interface RawRequest {
  method?: string;
  url?: string;
  /** Names and values in turn, as sent (Node's `rawHeaders`). */
  rawHeaders: readonly string[];
}

/** A complete answer to write as it is; the security headers are the server's to add. The same object for the same answer. */
export interface RawReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer | null;
}

/** The API as a Hono app, plus a way to re-read the content (tests, Pact state handlers). */
export type ContentApi = Hono & {
  /** Re-reads `contentDir` (or a new folder) and swaps the served content in one step. */
  reload(contentDir?: string): ContentSnapshot;
  snapshot(): ContentSnapshot;
  /**
   * The answer to a plain, valid get_* request straight from memory, without building a `Request`
   * or running the middleware: byte for byte what the app would send (tests/server/fastPath.test.ts).
   * `undefined` for anything else, which the app then answers.
   */
  replyFromMemory: (request: RawRequest) => RawReply | undefined;
};

/** The key from the environment, or the public default the site also uses. */
export function defaultApiKey(): string {
  return process.env.SITE_API_KEY || DEFAULT_API_KEY;
}

const LIST_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.list}`;
const DETAIL_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}`;
const isKnownPath = (path: string) => path === LIST_PATH || path === DETAIL_PATH || path.startsWith(`${MEDIA_PATH}/`);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an `Authorization` header carries `Bearer <key>`: the scheme in any case (RFC 9110 §11.1), the key the whole rest of the header. */
function bearerMatches(header: string | undefined, expectedDigest: Buffer): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  // Compared as digests: constant time whatever the length given.
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ''), expectedDigest);
}

/** A query value that means the same raw and decoded, so the fast path may read it as it came. */
const PLAIN_VALUE = /^[A-Za-z0-9._~-]{1,256}$/;
/** A page number the fast path takes as it is; anything else (`01`, `0`, too large) is the app's to answer. */
const PLAIN_PAGE = /^[1-9]\d{0,8}$/;
/** A Host header @hono/node-server accepts without question. */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** The headers the fast path reads, as `Headers` would: every value given, joined by `, ` (so a repeated key is not a key). */
function readHeaders(rawHeaders: readonly string[]) {
  const read: Partial<Record<'host' | 'authorization' | 'if-none-match' | 'accept-encoding', string>> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]?.toLowerCase();
    if (name !== 'host' && name !== 'authorization' && name !== 'if-none-match' && name !== 'accept-encoding') continue;
    const value = rawHeaders[index + 1] ?? '';
    read[name] = read[name] === undefined ? value : `${read[name]}, ${value}`;
  }
  return read;
}

/** `name=value&…` with only `names`, each at most once and plain; else undefined. */
function plainQuery(search: string, names: readonly string[]): Map<string, string> | undefined {
  const params = new Map<string, string>();
  if (search === '') return params;
  for (const pair of search.split('&')) {
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (equals < 0 || !names.includes(name) || params.has(name) || !PLAIN_VALUE.test(value)) return undefined;
    params.set(name, value);
  }
  return params;
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

/** Reading time per post, worked out once per loaded post rather than on every list request. */
const minutesByPost = new WeakMap<Post, number>();
function minutesToRead(post: Post): number {
  let minutes = minutesByPost.get(post);
  if (minutes === undefined) minutesByPost.set(post, (minutes = readingMinutes(post.blog)));
  return minutes;
}

/** The fields a post's summary (get_metainfo) and its detail (get_details) share. */
function identity(post: Post, origin: string) {
  return {
    id: post.id,
    slug: post.slug,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    ...optional('pinterestImageLink', post.pinterestImageLink && imageUrl(post.pinterestImageLink, origin)),
  };
}

function summary(post: Post, origin: string) {
  return {
    ...identity(post, origin),
    // Beyond the contract: lets cards show a reading time; other providers may leave it out.
    readingMinutes: minutesToRead(post),
  };
}

function detail(post: Post, origin: string) {
  return {
    ...identity(post, origin),
    date: post.date,
    blog: post.blog,
    ...optional('youtubeShortsUrl', post.youtubeShortsUrl),
    ...optional('shortTailKeywords', post.shortTailKeywords),
    ...optional('longTailKeywords', post.longTailKeywords),
  };
}

export function createContentApi(options: ContentApiOptions): ContentApi {
  const apiKey = options.apiKey ?? defaultApiKey();
  const logger = options.logger ?? console;
  const mediaOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : '';
  let contentDir = options.contentDir;
  let content: ContentSnapshot;
  // Every answer of the current snapshot, encoded on first use; a reload starts afresh.
  let answers = new Map<string, EncodedJson>();
  const answer = (key: string, build: () => unknown): EncodedJson => {
    let encoded = answers.get(key);
    if (!encoded) answers.set(key, (encoded = encodeJson(build())));
    return encoded;
  };
  // One site, one content folder: every domain gets every post. Pages past the end share one answer.
  const listAnswer = (page: number): EncodedJson => {
    const { posts } = content;
    const pageNumber = Math.min(page, Math.ceil(posts.length / PAGE_SIZE) + 1);
    return answer(`list:${pageNumber}`, () => {
      const start = (pageNumber - 1) * PAGE_SIZE;
      return { blogs: posts.slice(start, start + PAGE_SIZE).map((post) => summary(post, mediaOrigin)), total: posts.length };
    });
  };
  const detailAnswer = (post: Post): EncodedJson => answer(`detail:${post.slug}`, () => detail(post, mediaOrigin));
  const apiKeyDigest = digest(apiKey);

  function reload(dir?: string): ContentSnapshot {
    if (dir !== undefined) contentDir = dir;
    const next = loadContent(contentDir);
    for (const problem of next.problems) logger.warn(`Invalid content, left out: ${formatProblem(problem)}`);
    content = next;
    answers = new Map();
    return next;
  }
  reload();

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
    if (!bearerMatches(c.req.header('Authorization'), apiKeyDigest)) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, 'Missing or invalid API key');
    }
    return next();
  };

  app.get(LIST_PATH, requireKey, (c) => {
    const domain = singleParam(c, PARAMS.domain);
    if ('error' in domain) return jsonError(c, 400, domain.error);
    if (domain.value === undefined) return jsonError(c, 400, 'domain is required');
    const page = parsePage(c);
    if ('error' in page) return jsonError(c, 400, page.error);
    return sendEncodedJson(c, listAnswer(page.page));
  });

  app.get(DETAIL_PATH, requireKey, (c) => {
    const slug = singleParam(c, PARAMS.slug);
    if ('error' in slug) return jsonError(c, 400, slug.error);
    if (slug.value === undefined) return jsonError(c, 400, 'slug is required');
    const post = content.bySlug.get(slug.value);
    if (!post) return jsonError(c, 404, 'Blog post not found');
    return sendEncodedJson(c, detailAnswer(post));
  });

  app.get(`${MEDIA_PATH}/:file`, async (c) => {
    const file = content.media.get(c.req.param('file'));
    if (!file) return jsonError(c, 404, 'Media file not found');
    ignoreRange(c);
    const response = await serveStatic({ path: file })(c, async () => {});
    if (!response) return jsonError(c, 404, 'Media file not found');
    response.headers.set('Cache-Control', MEDIA_CACHE_CONTROL);
    response.headers.set('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own must not run scripts.
    response.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return response;
  });

  /** The answer a plain request's parameters name, or undefined when the app must judge the request. */
  function plainAnswer(path: string, search: string): EncodedJson | undefined {
    if (path === LIST_PATH) {
      const params = plainQuery(search, [PARAMS.domain, PARAMS.page]);
      const page = params?.get(PARAMS.page) ?? '1';
      if (!params?.has(PARAMS.domain) || !PLAIN_PAGE.test(page)) return undefined;
      return listAnswer(Number(page));
    }
    if (path === DETAIL_PATH) {
      const slug = plainQuery(search, [PARAMS.slug])?.get(PARAMS.slug);
      const post = slug === undefined ? undefined : content.bySlug.get(slug);
      return post && detailAnswer(post);
    }
    return undefined;
  }

  // What the cors middleware adds for `origin: '*'`, on each reply, once.
  const withCors = new WeakMap<EncodedReply, RawReply>();
  const corsReply = (reply: EncodedReply): RawReply => {
    let raw = withCors.get(reply);
    if (!raw)
      withCors.set(
        reply,
        (raw = { status: reply.status, headers: { 'Access-Control-Allow-Origin': '*', ...reply.headers }, body: reply.bytes }),
      );
    return raw;
  };

  function replyFromMemory(request: RawRequest): RawReply | undefined {
    const { method, url = '' } = request;
    // Every page and asset of the site passes here too: the cheapest checks first.
    if (method !== 'GET' || !url.startsWith(FUNCTIONS_PATH)) return undefined;
    const headers = readHeaders(request.rawHeaders);
    if (!PLAIN_HOST.test(headers.host ?? '') || !bearerMatches(headers.authorization, apiKeyDigest)) return undefined;
    const queryAt = url.indexOf('?');
    const body = queryAt < 0 ? plainAnswer(url, '') : plainAnswer(url.slice(0, queryAt), url.slice(queryAt + 1));
    if (!body) return undefined;
    const acceptEncoding = headers['accept-encoding'];
    const reply = encodedReply(body, { ifNoneMatch: headers['if-none-match'], acceptEncoding });
    // A large body sent as it is, to a client naming a coding: the compress middleware would judge it.
    const uncompressedLarge = reply.bytes === body.identity && body.identity.length >= MIN_COMPRESSED_BYTES;
    if (uncompressedLarge && /gzip|deflate/i.test(acceptEncoding ?? '')) return undefined;
    return corsReply(reply);
  }

  return Object.assign(app, { reload, snapshot: () => content, replyFromMemory });
}
