/**
 * A JSON body serialised, hashed and compressed once, then served from memory: the content API's
 * answers change only when the content is reloaded, so each request costs a lookup, not a
 * `JSON.stringify` and a compression (`npm run bench`, content API under load).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSON_HEADERS, matchesIfNoneMatch, type EncodedBody, type EncodedReply } from './functions/encoding';

export type { EncodedReply };

export interface EncodedJson extends EncodedBody {
  /** Strong: the same bytes of JSON, whatever the encoding sent. */
  readonly etag: string;
  readonly identity: Buffer;
  /** Each way of answering, built once: a request picks one. */
  readonly replies: Readonly<Record<ReplyKind, EncodedReply>>;
}

type ReplyKind = 'notModified' | 'identity' | 'gzip' | 'br';

/** Smaller bodies go out as they are: the compress middleware's own threshold. */
export const MIN_COMPRESSED_BYTES = 1024;

export function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  const gzip = gzipSync(identity, { level: 9 });
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  const headers = { ...JSON_HEADERS, ETag: etag };
  // With its length, so the compress middleware leaves a small body as it is.
  const ok = (bytes: Buffer, coding?: string): EncodedReply => ({
    status: 200,
    headers: { ...headers, ...(coding ? { 'Content-Encoding': coding } : {}), 'Content-Length': String(bytes.length) },
    bytes,
  });
  const encoded: EncodedJson = {
    etag,
    identity,
    replies: { notModified: { status: 304, headers, bytes: null }, identity: ok(identity), gzip: ok(gzip, 'gzip'), br: ok(br, 'br') },
    reply: (request) => encodedReply(encoded, request),
  };
  return encoded;
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

/** The body as the request can take it: 304 when it has it already, else the smallest coding it accepts. */
export function encodedReply(body: EncodedJson, request: { ifNoneMatch?: string; acceptEncoding?: string }): EncodedReply {
  if (matchesIfNoneMatch(request.ifNoneMatch, body.etag)) return body.replies.notModified;
  if (body.identity.length < MIN_COMPRESSED_BYTES || request.acceptEncoding === undefined) return body.replies.identity;
  const accepted = acceptedCodings(request.acceptEncoding);
  const coding = (['br', 'gzip'] as const).find((name) => accepted.has(name));
  return body.replies[coding ?? 'identity'];
}
