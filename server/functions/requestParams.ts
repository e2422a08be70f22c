/** What a get_* request asks for, read from its query and headers, or the error that says why it cannot be read. */
import { MAX_SLUG_LENGTH, PARAMS } from '../../src/api/contract';
import type { AnswerKey } from './answerCache';

/** A request's query: every value given for a name, decoded (Hono's `c.req.queries`, or `URLSearchParams`'s `getAll`). */
export type QueryValues = (name: string) => readonly string[] | undefined;

type Param = { value: string | undefined } | { error: string };

/** A query parameter given at most once; blank counts as missing. Never trimmed: `page= 1` is not a page. */
export function singleParam(queries: QueryValues, name: string): Param {
  const values = queries(name) ?? [];
  if (values.length > 1) return { error: `${name} must be given only once` };
  const value = values[0];
  return { value: value === undefined || value.trim() === '' ? undefined : value };
}

/** The `page` of get_metainfo: 1 when missing, else an integer of 1 or more. */
export function parsePage(queries: QueryValues): { page: number } | { error: string } {
  const param = singleParam(queries, PARAMS.page);
  if ('error' in param) return param;
  if (param.value === undefined) return queries(PARAMS.page) ? { error: 'page must be an integer of 1 or more' } : { page: 1 };
  if (!/^\d+$/.test(param.value)) return { error: 'page must be an integer of 1 or more' };
  const page = Number(param.value);
  if (page < 1) return { error: 'page must be an integer of 1 or more' };
  if (!Number.isSafeInteger(page)) return { error: 'page is too large' };
  return { page };
}

/** A site's name as the functions key it: lower case, without a leading `www.` (as the site sends it to get_metainfo). */
export function siteDomain(name: string): string {
  return name.toLowerCase().replace(/^www\./, '');
}

/** A `Host` (or an origin's host) as a domain: without its port; '' when it is no host name. */
function domainOfHost(host: string): string {
  try {
    return siteDomain(new URL(`http://${host}`).hostname);
  } catch {
    return '';
  }
}

/**
 * Whose post get_details reads. The spec's request names only the slug (§3), so the site is told by:
 * a `domain` parameter when a caller sends one; else the `Origin` a browser sends with every cross-origin
 * request (a backend serving many sites); else the host the request was sent to (`npm start`, the prerenderer).
 * An Origin that names no host (`null`, `foo:bar`) counts as none. A domain with no posts of its own reads the
 * shared ones, so a wrong guess never hides a post.
 */
export function detailDomain(request: { domain?: string; origin?: string; host?: string }): string {
  if (request.domain !== undefined) return siteDomain(request.domain);
  let originHost = '';
  try {
    originHost = request.origin ? new URL(request.origin).host : '';
  } catch {
    // Not a URL: no origin.
  }
  if (originHost) return domainOfHost(originHost);
  return request.host ? domainOfHost(request.host) : '';
}

/** What a request to a function asks for: the key of its answer, or why it cannot be read (a 400's message). */
type Read<Key> = { key: Key } | { error: string };

/** A get_metainfo request: its site and page. */
export function listRequest(queries: QueryValues): Read<Extract<AnswerKey, { list: string }>> {
  const domain = singleParam(queries, PARAMS.domain);
  if ('error' in domain) return domain;
  if (domain.value === undefined) return { error: 'domain is required' };
  const page = parsePage(queries);
  if ('error' in page) return page;
  return { key: { list: siteDomain(domain.value), page: page.page } };
}

/** A get_details request: its post, and whose (`headers`: the request's Origin and the host it was sent to). */
export function detailRequest(
  queries: QueryValues,
  headers: { origin?: string; host?: string },
): Read<Extract<AnswerKey, { detail: string }>> {
  const slug = singleParam(queries, PARAMS.slug);
  if ('error' in slug) return slug;
  if (slug.value === undefined) return { error: 'slug is required' };
  if (slug.value.length > MAX_SLUG_LENGTH) return { error: `slug must be at most ${MAX_SLUG_LENGTH} characters` };
  const domain = singleParam(queries, PARAMS.domain);
  if ('error' in domain) return domain;
  return { key: { detail: detailDomain({ domain: domain.value, ...headers }), slug: slug.value } };
}
