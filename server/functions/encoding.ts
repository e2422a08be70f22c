/**
 * A JSON answer ready to send in any coding a request accepts, or as a 304: each representation (plain, gzip,
 * br) has its own strong ETag (RFC 9110 §8.8.3.3), and a coding is compressed once, the first time a request
 * asks for it, off the request's thread (the Node coders run in libuv's pool; CompressionStream is the
 * runtime's). Web-standard: the Node server passes its own hash and coders (server/encodedJson.ts).
 */

/** What a request for a body gets: a status, its headers and the bytes (none for a 304). */
export interface EncodedReply {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array | null;
}

export interface BodyRequest {
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

export interface EncodedBody {
  readonly identity: Uint8Array<ArrayBuffer>;
  /** The reply, when it needs no compression first (the Node server's fast path); else undefined. */
  readyReply(request: BodyRequest): EncodedReply | undefined;
  reply(request: BodyRequest): Promise<EncodedReply>;
}

/** A content coding this runtime can make. */
export interface Coder {
  readonly name: 'br' | 'gzip';
  compress(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}

export interface Encoder {
  /** A digest of the JSON, as ETag-safe text. */
  hash(bytes: Uint8Array<ArrayBuffer>): Promise<string> | string;
  /** In the order they are preferred. */
  coders: readonly Coder[];
}

export type Encode = (value: unknown, headers: Readonly<Record<string, string>>) => Promise<EncodedBody>;

/**
 * Browsers ask again on every fetch (`no-cache`: a copy they keep is used only once the functions say it is current,
 * a 304 when nothing changed), so no page shows a post older than the backend, with or without the service worker.
 */
export const ANSWER_CACHE_CONTROL = 'public, no-cache';

/**
 * Shared caches read their own header (RFC 9213's `CDN-Cache-Control`; `Surrogate-Control` where a CDN reads that
 * one): they keep an answer 10 s and may serve it 45 s more while they ask again, so a publish reaches every edge
 * within a minute (10 + 45 s, plus the functions' own second), and for a day while the functions fail. Browsers
 * ignore both. Hosts: docs/deploy.md#the-functions-behind-a-cdn; figures: docs/backend.md#capacity.
 */
export const ANSWER_CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=45, stale-if-error=86400';
export const ANSWER_SURROGATE_CONTROL = 'max-age=10, stale-while-revalidate=45, stale-if-error=86400';

const ANSWER_CACHING = {
  'Cache-Control': ANSWER_CACHE_CONTROL,
  'CDN-Cache-Control': ANSWER_CDN_CACHE_CONTROL,
  'Surrogate-Control': ANSWER_SURROGATE_CONTROL,
};

/** What each function's answer depends on besides its URL: get_details reads its domain from `Origin` (`detailDomain`). */
export const ANSWER_HEADERS = {
  list: { 'Content-Type': 'application/json', ...ANSWER_CACHING, Vary: 'Accept-Encoding' },
  detail: { 'Content-Type': 'application/json', ...ANSWER_CACHING, Vary: 'Accept-Encoding, Origin' },
} as const;

/** Smaller bodies go out as they are: compression would save less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * RFC 9110 §13.1.2: weak comparison, `*` matching any current representation. The answer from memory decides a 304
 * with it before any `Request` exists, and the app with it too (docs/decisions/library-plumbing.md).
 */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (header === undefined || header === null) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/**
 * Whether an `Accept-Encoding` header accepts `coding` (RFC 9110 §12.5.3): named with a weight above 0, or not named
 * and `*` accepted. One reading for the functions' answers and the build's files (server/staticFiles.ts).
 */
export function acceptsCoding(header: string | null | undefined, coding: string): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (name === coding) return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}

/** Serialises `value` and makes it ready to send with `headers` (ANSWER_HEADERS) in the codings of `encoder`. */
export async function encodeJsonWith(encoder: Encoder, value: unknown, headers: Readonly<Record<string, string>>): Promise<EncodedBody> {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  const tag = await encoder.hash(identity);
  const etagOf = (coding?: string) => (coding ? `"${tag}-${coding}"` : `"${tag}"`);
  const ok = (bytes: Uint8Array, coding?: string): EncodedReply => ({
    status: 200,
    headers: {
      ...headers,
      ETag: etagOf(coding),
      ...(coding ? { 'Content-Encoding': coding } : {}),
      'Content-Length': String(bytes.length),
    },
    bytes,
  });
  const replies = new Map<string, EncodedReply>([['', ok(identity)]]);
  const notModified = new Map<string, EncodedReply>();
  const compressing = new Map<string, Promise<EncodedReply>>();

  /** The coding a request gets ('' for none): the first this runtime makes that the request accepts. */
  const codingFor = ({ acceptEncoding }: BodyRequest): Coder | undefined => {
    if (acceptEncoding === undefined || identity.length < MIN_COMPRESSED_BYTES) return undefined;
    return encoder.coders.find((coder) => acceptsCoding(acceptEncoding, coder.name));
  };
  const notModifiedReply = (coding = '') => {
    let reply = notModified.get(coding);
    if (!reply) notModified.set(coding, (reply = { status: 304, headers: { ...headers, ETag: etagOf(coding || undefined) }, bytes: null }));
    return reply;
  };

  const readyReply = (request: BodyRequest) => {
    const coding = codingFor(request)?.name ?? '';
    if (matchesIfNoneMatch(request.ifNoneMatch, etagOf(coding || undefined))) return notModifiedReply(coding);
    return replies.get(coding);
  };

  return {
    identity,
    readyReply,
    reply: (request) => {
      const ready = readyReply(request);
      const coder = codingFor(request);
      if (ready || !coder) return Promise.resolve(ready ?? ok(identity));
      let pending = compressing.get(coder.name);
      if (!pending) {
        pending = coder.compress(identity).then((bytes) => {
          const reply = ok(bytes, coder.name);
          replies.set(coder.name, reply);
          return reply;
        });
        compressing.set(coder.name, pending);
      }
      return pending;
    },
  };
}

/** ETag-safe base64 of the first 18 bytes of a SHA-256: 144 bits, plenty to tell versions apart. */
async function sha256Tag(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return btoa(String.fromCharCode(...hash.subarray(0, 18)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

async function gzipWeb(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The Web-standard encoder (Deno, Supabase): SHA-256 and gzip, which every runtime's CompressionStream makes. */
export const WEB_ENCODER: Encoder = { hash: sha256Tag, coders: [{ name: 'gzip', compress: gzipWeb }] };

export const encodeJsonForWeb: Encode = (value, headers) => encodeJsonWith(WEB_ENCODER, value, headers);
