/**
 * A JSON answer with a strong ETag, ready to send in any coding a request accepts (or as a 304). The Web
 * version here hashes it and leaves compression to the middleware; the Node server's precompresses it
 * once (server/encodedJson.ts).
 */

/** What a request for a body gets: a status, its headers and the bytes (none for a 304). */
export interface EncodedReply {
  readonly status: 200 | 304;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array | null;
}

/** A JSON body ready to send, with a strong ETag: `reply` picks the coding (or a 304) for a request. */
export interface EncodedBody {
  readonly etag: string;
  readonly identity: Uint8Array;
  reply(request: { ifNoneMatch?: string; acceptEncoding?: string }): EncodedReply;
}

export type Encode = (value: unknown) => EncodedBody | Promise<EncodedBody>;

export const JSON_HEADERS = {
  'Content-Type': 'application/json',
  // get_details answers for the site a request comes from (`detailDomain`).
  Vary: 'Accept-Encoding, Origin',
  // Any cache may keep it, but must ask again each time: the backend is the truth.
  'Cache-Control': 'no-cache',
};

/** RFC 9110 §13.1.2: weak comparison, `*` matching any current representation. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/** The Web-standard encoding: the JSON and its SHA-256 ETag; compression is the middleware's. */
export async function encodeJsonForWeb(value: unknown): Promise<EncodedBody> {
  const identity = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', identity));
  const etag = `"${btoa(String.fromCharCode(...hash.subarray(0, 24)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}"`;
  const headers = { ...JSON_HEADERS, ETag: etag };
  return {
    etag,
    identity,
    reply: ({ ifNoneMatch }) =>
      matchesIfNoneMatch(ifNoneMatch, etag)
        ? { status: 304, headers, bytes: null }
        : { status: 200, headers: { ...headers, 'Content-Length': String(identity.length) }, bytes: identity },
  };
}
