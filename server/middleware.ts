/**
 * Middleware shared by the site and the content API: JSON errors, the request guard that turns
 * malformed or oversized URLs into 4xx answers before any route sees them, and the security headers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Longest path + query accepted, in characters (bytes, since the URL is ASCII by then). */
export const MAX_URL_LENGTH = 8 * 1024;

/** `{ "error": message }` with `status`. */
export const jsonError = (c: Context, status: ContentfulStatusCode, error: string) => c.json({ error }, status);

/** The same body as a plain Response, for code outside a Hono context. */
export function jsonErrorResponse(status: number, error: string, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

/** decodeURIComponent without throwing: undefined for a malformed escape or bytes that are not UTF-8. */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Every `name=value` pair of a query string decodes (form encoding: `+` is a space). */
const queryDecodes = (search: string) => search.replace(/^\?/, '').split('&').every((pair) => decodes(pair.replace(/\+/g, ' ')));

export const URI_TOO_LONG = 'URI too long';
export const BAD_PATH = 'Bad request: the path is not valid percent-encoded UTF-8';
export const BAD_QUERY = 'Bad request: the query string is not valid percent-encoded UTF-8';

/**
 * Answers before routing:
 * - 414 for a path + query longer than MAX_URL_LENGTH;
 * - 400 for a path with a malformed `%` escape, bytes that are not UTF-8 (`%ff`, `%c3%28`) or a NUL;
 * - with `checkQuery`, 400 for such a query string too. The site leaves queries to the app:
 *   it never reads them, and a visitor's odd tracking parameter must not cost them the page.
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

/**
 * Sets `headers` on every response that passes through, whatever produced it (a file, the SPA
 * fallback, the API, an error handler). A Content-Security-Policy already on the response (the
 * stricter one of the media route) is kept.
 */
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

/**
 * Removes a `Range` header before a file is served: serveStatic's range support answers 500 for
 * `bytes=5-1` or a start past the end, and misreads `bytes=-500`. No file of the site needs a
 * partial answer, and a server may always ignore Range (RFC 9110 §14.2): the whole file, 200.
 */
export function ignoreRange(c: Context): void {
  if (c.req.header('Range') === undefined) return;
  c.req.raw.headers.delete('Range');
}
