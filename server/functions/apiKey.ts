/** The bearer key every get_* request must carry. */
import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../middleware';

/** The key of an `Authorization: Bearer <key>` header: the scheme in any case (RFC 9110 §11.1), the key the whole rest of the header. */
export function bearerKey(header: string | undefined): string | undefined {
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
}

/**
 * Whether the header carries `Bearer <expected>`: the one check of every path to the functions. Compared to the end
 * of the expected key whatever is given, so the time taken says nothing about how much of it matched.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = bearerKey(header) ?? '';
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) difference |= (given.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  return given !== '' && difference === 0;
}

/** Answers 401 (with `WWW-Authenticate: Bearer`) unless the request carries `apiKey`. */
export function requireApiKey(apiKey: string): MiddlewareHandler {
  return async (c, next) => {
    if (!bearerMatches(c.req.header('Authorization'), apiKey)) {
      c.header('WWW-Authenticate', 'Bearer');
      return jsonError(c, 401, 'Missing or invalid API key');
    }
    return next();
  };
}
