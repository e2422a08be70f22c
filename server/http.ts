/** The Node HTTP server around a Hono app: what Node rejects before the app sees a request is answered here as the app's JSON errors. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Logger, RawReply, RawRequest } from './api';
import { MAX_URL_LENGTH } from './middleware';
import { limitConnectionsPerPeer } from './peerConnections';
import type { PeerAddress } from './peers';

/** Node's default, stated: request line + headers, in bytes. */
export const MAX_HEADER_SIZE = 16 * 1024;
/**
 * Time from the connection (or the first byte of a request on a kept-alive one) to the end of its headers, which a
 * browser sends in one round trip: a socket that sends nothing, or its headers a byte at a time, is cut with a 408.
 */
export const HEADERS_TIMEOUT_MS = 5_000;
/** How often Node looks for sockets past those limits (its default, 30 s, let one be held 24 s on a 20 s limit). */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** A client that stops reading a response (or never sends a request) must not hold its socket for ever. */
export const SOCKET_IDLE_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Connections open at once; more are refused until some close. */
export const MAX_CONNECTIONS = 1_000;
/** Connections one client (an IPv4 address, an IPv6 /64) may hold; a browser opens 6 per host (the load test, 100). */
export const MAX_CONNECTIONS_PER_PEER = 100;

export interface HttpServerOptions {
  /** Sent with the errors answered here too. */
  securityHeaders?: Readonly<Record<string, string>>;
  logger?: Logger;
  /** Default SOCKET_IDLE_TIMEOUT_MS (tests shorten it). */
  socketIdleTimeoutMs?: number;
  maxConnections?: number;
  /** Default MAX_CONNECTIONS_PER_PEER. */
  maxConnectionsPerPeer?: number;
  /** Peers the per-peer cap does not apply to (a proxy in front, which carries every reader's connections). */
  unlimitedPeers?: (peer: PeerAddress) => boolean;
  /** Answers a request before the app, when it can (the content API's `replyFromMemory`). */
  fastPath?: (request: RawRequest) => RawReply | undefined;
  /** Headers that depend on how the request arrived (HSTS behind an HTTPS proxy, `noindex` on a preview host), on every answer. */
  requestHeaders?: (request: IncomingMessage) => Readonly<Record<string, string>>;
}

type FetchApp = { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  414: 'URI Too Long',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/** A complete HTTP/1.1 response with a JSON error body, as bytes for a raw socket. */
export function rawJsonError(status: number, error: string, headers: Readonly<Record<string, string>> = {}): string {
  const body = JSON.stringify({ error });
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: application/json; charset=UTF-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A header line (`Name:`) in what Node had received: the request line had ended. */
const HEADER_LINE = /\r?\n[!#$%&'*+.^_`|~0-9A-Za-z-]+:/;

/** A request line longer than the app accepts a URL, at the start of what Node had received. */
const LONG_REQUEST_LINE = new RegExp(`^[A-Z]+ [^\\r\\n]{${MAX_URL_LENGTH + 1}}`);

/**
 * 414 when the request line alone is too long, or no header line had started; else 431. Node shows only the last
 * chunk read, so a request line that came in pieces, overflowing in one that holds headers too, reads as 431.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): { status: number; error: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const received = error.rawPacket?.toString('latin1') ?? '';
      return HEADER_LINE.test(received) && !LONG_REQUEST_LINE.test(received)
        ? { status: 431, error: 'Request header fields too large' }
        : { status: 414, error: 'URI too long' };
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: 'Request timeout' };
    default:
      return { status: 400, error: 'Bad request' };
  }
}

/** How many Host lines a request carried. */
function hostLines(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  return count;
}

export function createHttpServer(app: FetchApp, options: HttpServerOptions = {}): Server {
  const headers = options.securityHeaders ?? {};
  const logger = options.logger ?? console;
  const listener = getRequestListener(app.fetch, {
    // Reached when @hono/node-server cannot build a Request (backslash in the path, invalid Host).
    errorHandler: (error) => {
      const badRequest = error instanceof RequestError;
      if (!badRequest) logger.error('Server error before the app:', error);
      const body = JSON.stringify({ error: badRequest ? 'Bad request' : 'Internal server error' });
      return new Response(body, {
        status: badRequest ? 400 : 500,
        headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store', Connection: 'close' },
      });
    },
  });
  // The fast path gives the same reply object for the same answer: its headers are merged once.
  const mergedHeaders = new WeakMap<RawReply, string[]>();
  const headersOf = (reply: RawReply): string[] => {
    let merged = mergedHeaders.get(reply);
    if (!merged) mergedHeaders.set(reply, (merged = Object.entries({ ...headers, ...reply.headers }).flat()));
    return merged;
  };
  /** A JSON error the app never saw, with the security headers; the connection is closed after it. */
  const answerError = (outgoing: ServerResponse, status: number, error: string) => {
    const body = JSON.stringify({ error });
    outgoing.writeHead(status, {
      ...headers,
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    });
    outgoing.end(body);
  };
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_SIZE,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      // A request without Host reaches the listener, which answers it as JSON, not Node's bare 400.
      requireHostHeader: false,
    },
    (incoming, outgoing) => {
      // Node keeps the first of two Host lines; RFC 9112 §3.2 asks for a 400, so no part of the server reads either.
      if (hostLines(incoming.rawHeaders) > 1) {
        answerError(outgoing, 400, 'Bad request: more than one Host header');
        return;
      }
      // A host name is case-insensitive; @hono/node-server refuses `TENANT.EXAMPLE:8080` where the fast path serves it.
      if (incoming.headers.host) incoming.headers.host = incoming.headers.host.toLowerCase();
      // Node merges these into whatever the fast path or the app writes.
      for (const [name, value] of Object.entries(options.requestHeaders?.(incoming) ?? {})) outgoing.setHeader(name, value);
      let reply: RawReply | undefined;
      try {
        reply = options.fastPath?.(incoming);
      } catch {
        // The app answers instead, with its own error handling (a 500 from onError at worst).
        reply = undefined;
      }
      if (reply) {
        outgoing.writeHead(reply.status, headersOf(reply));
        outgoing.end(reply.body);
        return;
      }
      // The listener answers every failure itself (onError above); nothing is left to await.
      void listener(incoming, outgoing);
    },
  );
  server.timeout = options.socketIdleTimeoutMs ?? SOCKET_IDLE_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  limitConnectionsPerPeer(server, {
    maxPerPeer: options.maxConnectionsPerPeer ?? MAX_CONNECTIONS_PER_PEER,
    unlimited: options.unlimitedPeers,
  });
  // An idle socket is closed, not merely reported (Node's default is to leave it to the handler).
  server.on('timeout', (socket: Duplex) => socket.destroy());
  // CONNECT never reaches the listener: without this, Node drops the connection without a word.
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(rawJsonError(405, 'Method not allowed: use GET', { ...headers, Allow: 'GET, HEAD' }));
    setTimeout(() => socket.destroy(), 1000).unref();
  });
  // Node's own answer to an `Expect` it does not meet is a bare 417: this one is the app's JSON, with the headers.
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => answerError(response, 417, 'Expectation failed'));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // Node may report several errors for one connection; answer once, and never mid-response.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.writableEnded) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error);
    socket.end(rawJsonError(answer.status, answer.error, headers));
    // A client that keeps sending is not waited for.
    setTimeout(() => socket.destroy(), 1000).unref();
  });
  return server;
}
