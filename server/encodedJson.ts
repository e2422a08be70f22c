/**
 * A JSON body serialised, hashed and compressed once, then served from memory: the content API's
 * answers change only when the content is reloaded, so each request costs a lookup, not a
 * `JSON.stringify` and a compression (`npm run bench`, content API under load).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

export interface EncodedJson {
  /** Strong: the same bytes of JSON, whatever the encoding sent. */
  readonly etag: string;
  readonly identity: Buffer;
  /** Each way of answering, built once: a request picks one. */
  readonly replies: Readonly<Record<ReplyKind, EncodedReply>>;
}

type ReplyKind = 'notModified' | 'identity' | 'gzip' | 'br';

/** What a request for a body gets: a status, its headers and the bytes (none for a 304). */
export interface EncodedReply {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Buffer | null;
}

/** Smaller bodies go out as they are: the compress middleware's own threshold. */
export const MIN_COMPRESSED_BYTES = 1024;

export function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  const gzip = gzipSync(identity, { level: 9 });
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  const headers = {
    'Content-Type': 'application/json',
    ETag: etag,
    Vary: 'Accept-Encoding',
    // Any cache may keep it, but must ask again each time: the backend is the truth.
    'Cache-Control': 'no-cache',
  };
  // With its length, so the compress middleware leaves a small body as it is.
  const ok = (bytes: Buffer, coding?: string): EncodedReply => ({
    status: 200,
    headers: { ...headers, ...(coding ? { 'Content-Encoding': coding } : {}), 'Content-Length': String(bytes.length) },
    bytes,
  });
  return {
    etag,
    identity,
    replies: { notModified: { status: 304, headers, bytes: null }, identity: ok(identity), gzip: ok(gzip, 'gzip'), br: ok(br, 'br') },
  };
}

/** The codings an `Accept-Encoding` header accepts (those with q=0 refused), by name. */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** RFC 9110 §13.1.2: weak comparison, `*` matching any current representation. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The body as the request can take it: 304 when it has it already, else the smallest coding it accepts. */
export function encodedReply(body: EncodedJson, request: { ifNoneMatch?: string; acceptEncoding?: string }): EncodedReply {
  if (matchesIfNoneMatch(request.ifNoneMatch, body.etag)) return body.replies.notModified;
  if (body.identity.length < MIN_COMPRESSED_BYTES || request.acceptEncoding === undefined) return body.replies.identity;
  const accepted = acceptedCodings(request.acceptEncoding);
  const coding = (['br', 'gzip'] as const).find((name) => accepted.has(name));
  return body.replies[coding ?? 'identity'];
}

export function sendEncodedJson(c: Context, body: EncodedJson): Response {
  const reply = encodedReply(body, { ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') });
  const headers = { ...reply.headers };
  return reply.bytes ? c.body(new Uint8Array(reply.bytes), 200, headers) : c.body(null, 304, headers);
}
