/** Middleware shared by the site and the content API. */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Longest path + query accepted, in characters (bytes, since the URL is ASCII by then). */
export const MAX_URL_LENGTH = 8 * 1024;

/** An error as JSON, never stored by any cache: most depend on more than the URL (a key, the site asking, the store's state). */
export const jsonError = (c: Context, status: ContentfulStatusCode, error: string) => {
  const body = JSON.stringify({ error });
  // Its length said outright: a HEAD, which sends no body, then carries the same headers as the GET.
  return c.body(body, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(new TextEncoder().encode(body).byteLength),
    'Cache-Control': 'no-store',
  });
};

/** Whether `text` percent-decodes: no malformed escape, no bytes that are not UTF-8. */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Every `name=value` pair of a query string decodes (form encoding: `+` is a space). */
const queryDecodes = (search: string) =>
  search
    .replace(/^\?/, '')
    .split('&')
    .every((pair) => decodes(pair.replace(/\+/g, ' ')));

export const URI_TOO_LONG = 'URI too long';
export const BAD_PATH = 'Bad request: the path is not valid percent-encoded UTF-8';
export const BAD_QUERY = 'Bad request: the query string is not valid percent-encoded UTF-8';

/**
 * 414 for an over-long URL; 400 for a path (with `checkQuery`, a query too) that is not percent-encoded
 * UTF-8 or holds a NUL. The site never reads queries: a visitor's odd tracking parameter must not cost the page.
 */
export function requestGuard(options: { checkQuery: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > MAX_URL_LENGTH) return jsonError(c, 414, URI_TOO_LONG);
    if (!decodes(url.pathname) || /%00/.test(url.pathname)) return jsonError(c, 400, BAD_PATH);
    if (options.checkQuery && !queryDecodes(url.search)) return jsonError(c, 400, BAD_QUERY);
    return next();
  };
}

/** Sets `headers` on every response, whatever produced it; a CSP already there (the media route's stricter one) is kept. */
export function securityHeadersMiddleware(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  const entries = Object.entries(headers);
  return async (c, next) => {
    await next();
    let response = c.res;
    const apply = () => {
      for (const [name, value] of entries) {
        if (name.toLowerCase() === 'content-security-policy' && response.headers.has(name)) continue;
        response.headers.set(name, value);
      }
    };
    try {
      apply();
    } catch {
      // A response with immutable headers (e.g. one passed on from fetch): copy it first.
      response = new Response(response.body, response);
      apply();
      c.res = undefined;
      c.res = response;
    }
  };
}
