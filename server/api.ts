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
import { encodeJson, sendEncodedJson, type EncodedJson } from './encodedJson';
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

/** The API as a Hono app, plus a way to re-read the content (tests, Pact state handlers). */
export type ContentApi = Hono & {
  /** Re-reads `contentDir` (or a new folder) and swaps the served content in one step. */
  reload(contentDir?: string): ContentSnapshot;
  snapshot(): ContentSnapshot;
};

/** The key from the environment, or the public default the site also uses. */
export function defaultApiKey(): string {
  return process.env.SITE_API_KEY || DEFAULT_API_KEY;
}

const LIST_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.list}`;
const DETAIL_PATH = `${FUNCTIONS_PATH}/${FUNCTION_NAMES.detail}`;
const isKnownPath = (path: string) => path === LIST_PATH || path === DETAIL_PATH || path.startsWith(`${MEDIA_PATH}/`);

/** Constant-time comparison of two secrets of any length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
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

  /** `Bearer <key>`, the scheme in any case (RFC 9110 §11.1) and the key the whole rest of the header; else a 401. */
  const requireKey: MiddlewareHandler = async (c, next) => {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], apiKey)) {
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

    // One site, one content folder: every domain gets every post. Pages past the end share one answer.
    const { posts } = content;
    const lastPage = Math.ceil(posts.length / PAGE_SIZE);
    const pageNumber = Math.min(page.page, lastPage + 1);
    const list = answer(`list:${pageNumber}`, () => {
      const start = (pageNumber - 1) * PAGE_SIZE;
      return { blogs: posts.slice(start, start + PAGE_SIZE).map((post) => summary(post, mediaOrigin)), total: posts.length };
    });
    return sendEncodedJson(c, list);
  });

  app.get(DETAIL_PATH, requireKey, (c) => {
    const slug = singleParam(c, PARAMS.slug);
    if ('error' in slug) return jsonError(c, 400, slug.error);
    if (slug.value === undefined) return jsonError(c, 400, 'slug is required');
    const post = content.bySlug.get(slug.value);
    if (!post) return jsonError(c, 404, 'Blog post not found');
    return sendEncodedJson(
      c,
      answer(`detail:${post.slug}`, () => detail(post, mediaOrigin)),
    );
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

  return Object.assign(app, { reload, snapshot: () => content });
}
