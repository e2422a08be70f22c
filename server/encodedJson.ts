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
  readonly gzip: Buffer;
  readonly br: Buffer;
}

/** Smaller bodies go out as they are: the compress middleware's own threshold. */
const MIN_COMPRESSED_BYTES = 1024;

export function encodeJson(value: unknown): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
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

const send = (c: Context, bytes: Buffer, headers: Record<string, string>) =>
  c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Length': String(bytes.length) });

/** The body as the request can take it: 304 when it has it already, else the smallest coding it accepts. */
export function sendEncodedJson(c: Context, body: EncodedJson): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ETag: body.etag,
    Vary: 'Accept-Encoding',
    // Any cache may keep it, but must ask again each time: the backend is the truth.
    'Cache-Control': 'no-cache',
  };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), body.etag)) return c.body(null, 304, headers);
  const accepted = acceptedCodings(c.req.header('Accept-Encoding') ?? '');
  if (body.identity.length >= MIN_COMPRESSED_BYTES) {
    for (const coding of ['br', 'gzip'] as const) {
      if (accepted.has(coding)) return send(c, body[coding], { ...headers, 'Content-Encoding': coding });
    }
  }
  // With its length, so the compress middleware leaves a small body as it is.
  return send(c, body.identity, headers);
}
