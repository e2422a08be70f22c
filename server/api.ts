/**
 * The content API as the Node server runs it: the functions app (server/functions/app.ts) over a
 * storage, with its kept answers compressed in the thread pool and plain get_* requests answered
 * from memory before any `Request` is built.
 */
import { DEFAULT_API_KEY, FUNCTIONS_PATH } from '../src/api/contract';
import { formatProblem, type ContentSnapshot } from './content/load';
import { encodeJson } from './encodedJson';
import type { EncodedBody, EncodedReply } from './functions/encoding';
import { CORS_OPTIONS, createFunctionsApp, DETAIL_PATH, LIST_PATH, type FunctionsApp, type Logger } from './functions/app';
import { detailRequest, listRequest, type QueryValues } from './functions/requestParams';
import { MAX_URL_LENGTH } from './middleware';
import { createFolderStorage, type FolderStorage } from './storage/folder';
import type { ContentStorage } from './storage/types';

export { MEDIA_CACHE_CONTROL, type Logger } from './functions/app';

export interface ContentApiOptions {
  /** The folder holding `posts/`, `media/` and any `<domain>/posts/` (the embedded default). */
  contentDir?: string;
  /** Another storage (Postgres): then `contentDir` is not read, and `reload`/`snapshot` are not available. */
  storage?: ContentStorage;
  /** The bearer key every get_* request must carry. Default: `SITE_API_KEY`, else `local-anon-key`. */
  apiKey?: string;
  logger?: Logger;
  /** `SITE_URL`, for image links (unset: root-relative). Never the request's Host header, which any client can set. */
  publicOrigin?: string;
}

/** A request as Node received it, before any `Request` is built. */
export interface RawRequest {
  method?: string;
  url?: string;
  /** Names and values in turn, as sent (Node's `rawHeaders`). */
  rawHeaders: readonly string[];
}

/** A complete answer to write as it is; the security headers are the server's to add. The same object for the same answer. */
export interface RawReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer | null;
}

/** The API as a Hono app, plus a way to re-read the content folder (tests, Pact state handlers). */
export type ContentApi = FunctionsApp & {
  /** Re-reads `contentDir` (or a new folder) and swaps the served content in one step. Folder storage only. */
  reload(contentDir?: string): ContentSnapshot;
  snapshot(): ContentSnapshot;
  /**
   * The answer to a plain, valid get_* request straight from memory, without building a `Request`
   * or running the middleware: byte for byte what the app would send (tests/server/fastPath.test.ts).
   * `undefined` for anything else, and for an answer not built yet, which the app then answers.
   */
  replyFromMemory: (request: RawRequest) => RawReply | undefined;
};

/** The key from the environment, or the public default the site also uses. */
export function defaultApiKey(): string {
  return process.env.SITE_API_KEY || DEFAULT_API_KEY;
}

/** A query that reads the same however it is decoded (no `%`, no `+`): the app's own reading of it then holds as is. */
const PLAIN_QUERY = /^[A-Za-z0-9._~=&-]*$/;
/** A Host header @hono/node-server accepts without question. */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** `Bearer` and the spaces after it, as bearerAuth reads them (the app's check, server/functions/app.ts). */
const BEARER_PREFIX = /^bearer +/i;

/**
 * Whether `header` is the key as bearerAuth would accept it: a header it would read otherwise is never answered
 * here, but by the app, so the two never answer one request two ways.
 */
function carriesKey(header: string | null, key: string): boolean {
  const prefix = header === null ? null : BEARER_PREFIX.exec(header);
  return header !== null && prefix !== null && header.slice(prefix[0].length) === key;
}

/** The only headers the fast path reads. */
const READ_HEADERS = new Set(['host', 'origin', 'authorization', 'if-none-match', 'accept-encoding']);

/** The headers the fast path reads, as the app's `Headers` holds them (repeated ones joined by `, `); undefined if any is malformed. */
function readHeaders(rawHeaders: readonly string[]): Headers | undefined {
  const headers = new Headers();
  try {
    for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
      const name = rawHeaders[index] ?? '';
      if (READ_HEADERS.has(name.toLowerCase())) headers.append(name, rawHeaders[index + 1] ?? '');
    }
  } catch {
    return undefined;
  }
  return headers;
}

/** A query's values by name, as the app's `c.req.queries` gives them for a plain query. */
function queryValues(search: string): QueryValues {
  const params = new URLSearchParams(search);
  return (name) => {
    const values = params.getAll(name);
    return values.length > 0 ? values : undefined;
  };
}

/** The storage given, or the content folder's (which can also be reloaded). */
function storageOf(options: ContentApiOptions): { storage: ContentStorage; folder?: FolderStorage } {
  if (options.storage) return { storage: options.storage };
  const folder = createFolderStorage(options.contentDir ?? 'content');
  return { storage: folder, folder };
}

export function createContentApi(options: ContentApiOptions): ContentApi {
  const apiKey = options.apiKey ?? defaultApiKey();
  const logger = options.logger ?? console;
  const { storage, folder } = storageOf(options);
  const app = createFunctionsApp({ storage, apiKey, logger, publicOrigin: options.publicOrigin, encode: encodeJson });

  const reportProblems = (content: ContentSnapshot) => {
    for (const problem of content.problems) logger.warn(`Invalid content, left out: ${formatProblem(problem)}`);
    return content;
  };
  if (folder) reportProblems(folder.snapshot());
  const folderOnly = (): FolderStorage => {
    if (!folder) throw new Error('This content API reads a database: it has no content folder to reload.');
    return folder;
  };

  /** The answer a plain request names, read by the app's own functions, if the app has kept it for the content version known now. */
  function plainAnswer(path: string, search: string, headers: Headers): EncodedBody | undefined {
    if (!PLAIN_QUERY.test(search)) return undefined;
    const request =
      path === LIST_PATH
        ? listRequest(queryValues(search))
        : path === DETAIL_PATH
          ? detailRequest(queryValues(search), { origin: headers.get('origin') ?? undefined, host: headers.get('host') ?? undefined })
          : undefined;
    return request && 'key' in request ? app.keptAnswer(request.key) : undefined;
  }

  // What the cors middleware adds to a GET's reply (CORS_OPTIONS), on each reply, once.
  const withCors = new WeakMap<EncodedReply, RawReply>();
  const corsReply = (reply: EncodedReply): RawReply => {
    let raw = withCors.get(reply);
    if (!raw)
      withCors.set(
        reply,
        (raw = {
          status: reply.status,
          headers: { 'Access-Control-Allow-Origin': CORS_OPTIONS.origin, ...reply.headers },
          body: reply.bytes && Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength),
        }),
      );
    return raw;
  };

  function replyFromMemory(request: RawRequest): RawReply | undefined {
    const { method, url = '' } = request;
    // Every page and asset of the site passes here too: the cheapest checks first.
    if (method !== 'GET' || !url.startsWith(FUNCTIONS_PATH) || url.length > MAX_URL_LENGTH) return undefined;
    const headers = readHeaders(request.rawHeaders);
    if (!headers || !PLAIN_HOST.test(headers.get('host') ?? '') || !carriesKey(headers.get('authorization'), apiKey)) return undefined;
    const queryAt = url.indexOf('?');
    const body = queryAt < 0 ? plainAnswer(url, '', headers) : plainAnswer(url.slice(0, queryAt), url.slice(queryAt + 1), headers);
    if (!body) return undefined;
    // A coding not compressed yet is the app's to wait for.
    const reply = body.readyReply({
      ifNoneMatch: headers.get('if-none-match') ?? undefined,
      acceptEncoding: headers.get('accept-encoding') ?? undefined,
    });
    return reply && corsReply(reply);
  }

  return Object.assign(app, {
    reload: (contentDir?: string) => reportProblems(folderOnly().reload(contentDir)),
    snapshot: () => folderOnly().snapshot(),
    replyFromMemory,
  });
}
