/**
 * The real server on a loopback port, spoken to over raw sockets: what reaches Node is exactly
 * what is written here (no client normalises `..`, backslashes or bad bytes away).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { createContentApi } from '../../server/api';
import { makeTempDir, placeholderSvg, removeDir } from '../support/contentFolders';
import {
  clientErrorAnswer,
  CONNECTIONS_CHECKING_INTERVAL_MS,
  createHttpServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_PEER,
  MAX_HEADER_SIZE,
  rawJsonError,
  SOCKET_IDLE_TIMEOUT_MS,
} from '../../server/http';
import { securityHeaders } from '../../server/securityHeaders';
import { createSiteApp } from '../../server/site';
import { API_KEY, minimalPost, removeTempFolders, silentLogger, tempContent } from './helpers';

const INDEX = '<!doctype html><html><head><title>Vedanta</title></head><body><div id="root"></div></body></html>';
const SECRET = 'TOP-SECRET-FILE';
const HEADERS = securityHeaders({ adScriptUrl: 'https://ads.example.net/tag.js' });

// dist/ and content/ side by side with files the server must never reach.
const outerDir = makeTempDir('vedanta-http-');
const distDir = path.join(outerDir, 'dist');
mkdirSync(path.join(distDir, 'assets', 'js'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), INDEX);
writeFileSync(path.join(distDir, 'app-shell.html'), INDEX);
writeFileSync(path.join(distDir, 'assets', 'js', 'main.0123456789.js'), 'console.log(1);');
writeFileSync(path.join(outerDir, 'secret.txt'), SECRET);
const contentDir = tempContent([minimalPost({ pinterestImageLink: 'media/hero.svg' })], { 'hero.svg': placeholderSvg('Hero') });
writeFileSync(path.join(contentDir, 'secret.txt'), SECRET);

const logger = silentLogger();
const api = createContentApi({ contentDir, apiKey: API_KEY, logger });
const site = createSiteApp({ distDir, api, logger, securityHeaders: HEADERS });
const server = createHttpServer(site, { securityHeaders: HEADERS, logger });
let port = 0;

/** Listens on a free loopback port: its number. */
async function listen(httpServer: Server): Promise<number> {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return (httpServer.address() as AddressInfo).port;
}

async function close(httpServer: Server): Promise<void> {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
}

beforeAll(async () => {
  port = await listen(server);
});

afterAll(async () => {
  await close(server);
  removeDir(outerDir);
  removeTempFolders();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` as is (CRLF line ends added) and reads the answer until the server closes. */
function send(request: string, options: { chunkSize?: number; port?: number; from?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: options.port ?? port, host: '127.0.0.1', localAddress: options.from });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${JSON.stringify(request.slice(0, 80))}`));
    }, 5000);
    socket.on('connect', () => {
      const bytes = Buffer.from(request, 'latin1');
      const size = options.chunkSize ?? bytes.length;
      for (let offset = 0; offset < bytes.length; offset += size) socket.write(bytes.subarray(offset, offset + size));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may cut a client that is still sending; what it answered first still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
  });
}

/** One request with Host and Connection: close, plus `extra` header lines. */
const request = (target: string, extra: string[] = [], method = 'GET') =>
  send([`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...extra, '', ''].join('\r\n'));

/** De-chunks a chunked body (Node chunks bodies of unknown length). */
function bodyText(response: RawResponse): string {
  if (response.headers['transfer-encoding'] !== 'chunked') return response.body;
  let rest = response.body;
  let text = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return text;
    text += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function expectJsonError(response: RawResponse, status: number, error?: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // No error is ever kept by a cache, whoever answered it: the app, or the server before the app.
  expect(response.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(bodyText(response)) as { error: string };
  expect(Object.keys(body)).toEqual(['error']);
  if (error !== undefined) expect(body.error).toBe(error);
  expect(response.body).not.toContain(SECRET);
}

/** The security headers; media keeps the stricter policy of its own route. */
function expectSecurityHeaders(response: RawResponse, options: { media?: boolean } = {}) {
  for (const [name, value] of Object.entries(HEADERS)) {
    if (options.media && name === 'Content-Security-Policy')
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    else expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
  }
}

describe('the HTTP server', () => {
  afterAll(() => expect(logger.error).not.toHaveBeenCalled());

  it('serves the site, with the security headers', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(bodyText(response)).toBe(INDEX);
    expectSecurityHeaders(response);
  });

  it('HEAD: 200 and the headers, no body', async () => {
    for (const target of ['/', '/blog/a-post', '/assets/js/main.0123456789.js', '/functions/v1/media/hero.svg']) {
      const response = await request(target, [], 'HEAD');
      expect([target, response.status]).toEqual([target, 200]);
      expect(response.body).toBe('');
      expectSecurityHeaders(response, { media: target.includes('/media/') });
    }
  });

  it('HEAD on a JSON error: the GET’s status and headers, Content-Length included, no body (security probe)', async () => {
    for (const target of ['/functions/v1/nope', '/functions/v1/get_details?slug=missing', '/functions/v1/get_metainfo']) {
      const get = await request(target, [`Authorization: Bearer ${API_KEY}`]);
      const head = await request(target, [`Authorization: Bearer ${API_KEY}`], 'HEAD');
      expect(head.body).toBe('');
      expect(get.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
      // The same headers, but for the moment each was sent.
      const withoutDate = (headers: Record<string, string>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
      expect([target, head.status, withoutDate(head.headers)]).toEqual([target, get.status, withoutDate(get.headers)]);
    }
  });

  describe('path traversal never reaches a file outside dist/ or content/', () => {
    it.each([
      '/../secret.txt',
      '/../../secret.txt',
      '/assets/../../secret.txt',
      '/assets/js/../../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/.%2e/.%2e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..%252fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/functions/v1/media/../secret.txt',
      '/functions/v1/media/../../secret.txt',
      '/functions/v1/media/..%2fsecret.txt',
      '/functions/v1/media/..%2f..%2fsecret.txt',
      '/functions/v1/media/%2e%2e%2fsecret.txt',
      '/functions/v1/media/%252e%252e%252fsecret.txt',
      '/functions/v1/media/..%5csecret.txt',
      '/functions/v1/get_details/../../../secret.txt',
    ])('%s → 404 JSON', async (target) => {
      const response = await request(target, [`Authorization: Bearer ${API_KEY}`]);
      expectJsonError(response, 404);
      expectSecurityHeaders(response);
    });

    it.each(['/..\\secret.txt', '/assets\\..\\..\\secret.txt', '/functions/v1/media/..\\secret.txt', '\\..\\secret.txt'])(
      '%s (raw backslashes) → 400 JSON',
      async (target) => {
        const response = await request(target);
        expectJsonError(response, 400, 'Bad request');
        expectSecurityHeaders(response);
      },
    );

    it.each(['/%c0%ae%c0%ae/secret.txt', '/..%c0%afsecret.txt', '/functions/v1/media/%c0%ae%c0%ae%c0%afsecret.txt'])(
      '%s (overlong UTF-8) → 400 JSON',
      async (target) => {
        expectJsonError(await request(target), 400);
      },
    );

    it.each([
      '..%2f..%2fsecret.txt',
      '../../secret.txt',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      '%252e%252e%252fsecret.txt',
      '..\\..\\secret.txt',
      '..%5c..%5csecret.txt',
    ])('get_details?slug=%s → 404 JSON', async (slug) => {
      const response = await request(`/functions/v1/get_details?slug=${slug}`, [`Authorization: Bearer ${API_KEY}`]);
      expectJsonError(response, 404, 'Blog post not found');
    });
  });

  describe('oversized requests get a JSON answer, never a hang', () => {
    it('a 100 KB query string → 414', async () => {
      const response = await request(`/functions/v1/get_metainfo?domain=localhost&page=1&q=${'x'.repeat(100_000)}`);
      expectJsonError(response, 414, 'URI too long');
      expectSecurityHeaders(response);
    });

    it('a 10 KB query string (under Node’s limit, over the app’s) → 414', async () => {
      expectJsonError(await request(`/?q=${'x'.repeat(10_000)}`), 414, 'URI too long');
    });

    it('a 17 KB path sent at once with its headers → 414, as the docs say (security probe 2)', async () => {
      const response = await request(`/${'a'.repeat(17_000)}`);
      expectJsonError(response, 414, 'URI too long');
      expectSecurityHeaders(response);
    });

    it('a 20 KB header → 431', async () => {
      const response = await request('/', [`X-Long: ${'a'.repeat(20_000)}`]);
      expectJsonError(response, 431, 'Request header fields too large');
      expectSecurityHeaders(response);
    });

    it('a 20 KB Authorization header → 431', async () => {
      expectJsonError(
        await request('/functions/v1/get_details?slug=atman-and-brahman', [`Authorization: Bearer ${'k'.repeat(20_000)}`]),
        431,
      );
    });

    it('an 8 KB Authorization header (within limits) → 401', async () => {
      expectJsonError(
        await request('/functions/v1/get_details?slug=atman-and-brahman', [`Authorization: Bearer ${'k'.repeat(8_000)}`]),
        401,
      );
    });
  });

  describe('requests that are not HTTP, or not ours', () => {
    it.each([
      ['garbage', 'GARBAGE\r\n\r\n'],
      ['a control character in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\x01b\r\n\r\n'],
      ['a space in the Host', 'GET / HTTP/1.1\r\nHost: evil host\r\nConnection: close\r\n\r\n'],
      ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
      ['an unknown protocol', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ])('%s → 400 JSON', async (_name, raw) => {
      const response = await send(raw);
      expectJsonError(response, 400);
      expectSecurityHeaders(response);
    });

    it.each(['/', '/functions/v1/get_metainfo?domain=localhost&page=1'])(
      '%s with two Host headers → 400 JSON, whichever comes first (RFC 9112 §3.2; security probe 2)',
      async (target) => {
        for (const hosts of [
          ['Host: localhost', 'Host: tenant.example'],
          ['Host: localhost', 'Host: localhost'],
        ]) {
          const response = await send(
            [`GET ${target} HTTP/1.1`, ...hosts, `Authorization: Bearer ${API_KEY}`, 'Connection: close', '', ''].join('\r\n'),
          );
          expectJsonError(response, 400, 'Bad request: more than one Host header');
          expectSecurityHeaders(response);
        }
      },
    );

    it('an Expect header the server does not meet → 417 JSON (security probe)', async () => {
      const response = await request('/', ['Expect: bogus']);
      expectJsonError(response, 417, 'Expectation failed');
      expectSecurityHeaders(response);
    });

    it.each(['TRACE', 'CONNECT', 'PROPFIND', 'PUT', 'DELETE', 'PATCH', 'POST'])('%s → 405 JSON with Allow', async (method) => {
      const target = method === 'CONNECT' ? 'localhost:80' : '/';
      const response = await request(target, [], method);
      expectJsonError(response, 405, 'Method not allowed: use GET');
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    });

    it('POST with a body to the API → 405 JSON with Allow: GET, HEAD, OPTIONS', async () => {
      const body = JSON.stringify({ slug: 'atman-and-brahman' });
      const response = await send(
        [
          'POST /functions/v1/get_details HTTP/1.1',
          'Host: localhost',
          'Connection: close',
          'Content-Type: application/json',
          `Content-Length: ${body.length}`,
          '',
          body,
        ].join('\r\n'),
      );
      expectJsonError(response, 405, 'Method not allowed: use GET');
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    });
  });

  it('keeps answering correctly after all of the above', async () => {
    const [home, list] = await Promise.all([
      request('/'),
      request('/functions/v1/get_metainfo?domain=localhost&page=1', [`Authorization: Bearer ${API_KEY}`]),
    ]);
    expect(home.status).toBe(200);
    expect(list.status).toBe(200);
    expect(JSON.parse(bodyText(list))).toMatchObject({ total: 1 });
  });
});

describe('connections that are never finished (security review)', () => {
  /** A server like the real one, with the given idle timeout, and the number of its open connections. */
  async function startServer(socketIdleTimeoutMs: number) {
    const small = createHttpServer(site, { securityHeaders: HEADERS, logger, socketIdleTimeoutMs });
    const smallPort = await listen(small);
    const connections = () => new Promise<number>((resolve) => small.getConnections((_error, count) => resolve(count)));
    /** Resolves once the server holds no connection; rejects after `withinMs`. */
    const allClosed = async (withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while ((await connections()) > 0) {
        if (Date.now() > deadline) throw new Error(`still ${await connections()} connection(s) after ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return { port: smallPort, connections, allClosed, stop: () => close(small) };
  }

  it('closes a connection that sends nothing, once it has been idle for the timeout', async () => {
    const { port: smallPort, connections, allClosed, stop } = await startServer(300);
    const socket = net.connect(smallPort, '127.0.0.1');
    try {
      await new Promise((resolve) => socket.on('connect', resolve));
      expect(await connections()).toBe(1);
      await allClosed(5000);
    } finally {
      socket.destroy();
      await stop();
    }
  });

  it('closes a connection whose client stopped reading a large answer', async () => {
    writeFileSync(path.join(distDir, 'assets', 'js', 'large.0123456789.js'), 'x'.repeat(8_000_000));
    const { port: smallPort, connections, allClosed, stop } = await startServer(300);
    const socket = net.connect(smallPort, '127.0.0.1');
    socket.on('error', () => {}); // the server cuts it: a reset is expected
    try {
      socket.pause(); // reads nothing: the server's writes back up
      socket.write(`GET /assets/js/large.0123456789.js HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await connections()).toBe(1);
      await allClosed(5000);
    } finally {
      socket.destroy();
      await stop();
    }
  });

  it('sets an idle timeout, a keep-alive timeout and a cap on connections by default', () => {
    const fresh = createHttpServer(site, { securityHeaders: HEADERS, logger });
    expect(fresh.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
    expect(fresh.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(fresh.maxConnections).toBe(MAX_CONNECTIONS);
  });
});

describe('one client cannot take every connection (security probe 2, M1)', () => {
  /** A socket from `from` that sends a request line and a header, never the blank line that ends the headers. */
  async function halfOpen(serverPort: number, from = '127.0.0.1'): Promise<net.Socket> {
    const socket = net.connect({ port: serverPort, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    return socket;
  }

  it('closes a client’s oldest half-open socket past its cap: another client, and the same one, are still served', async () => {
    // A pool a little larger than one client's cap: on its own, the global cap let these sockets take all of it.
    const pool = createHttpServer(site, { securityHeaders: HEADERS, logger, maxConnections: MAX_CONNECTIONS_PER_PEER + 20 });
    const poolPort = await listen(pool);
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < MAX_CONNECTIONS_PER_PEER + 50; index++) held.push(await halfOpen(poolPort));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const open = held.filter((socket) => !socket.destroyed && socket.readyState === 'open');
      expect(open.length).toBeLessThanOrEqual(MAX_CONNECTIONS_PER_PEER);
      // The first ones went first.
      expect(held.slice(0, 50).every((socket) => socket.destroyed || socket.readyState !== 'open')).toBe(true);

      const other = await send(['GET / HTTP/1.1', 'Host: localhost', 'Connection: close', '', ''].join('\r\n'), {
        port: poolPort,
        from: '127.0.0.2',
      });
      expect(other.status).toBe(200);
      const same = await send(['GET / HTTP/1.1', 'Host: localhost', 'Connection: close', '', ''].join('\r\n'), { port: poolPort });
      expect(same.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await close(pool);
    }
  });

  it('leaves a trusted proxy uncapped: it carries every reader’s connections', async () => {
    const unlimited = jest.fn(() => true);
    const behindProxy = createHttpServer(site, { securityHeaders: HEADERS, logger, maxConnectionsPerPeer: 2, unlimitedPeers: unlimited });
    const proxyPort = await listen(behindProxy);
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < 5; index++) held.push(await halfOpen(proxyPort));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(held.filter((socket) => !socket.destroyed && socket.readyState === 'open')).toHaveLength(5);
      expect(unlimited).toHaveBeenCalledWith({ address: '127.0.0.1', type: 'ipv4' });
    } finally {
      for (const socket of held) socket.destroy();
      await close(behindProxy);
    }
  });

  it(
    'cuts a socket whose headers never end with a 408 within seconds, with no-store and the security headers',
    async () => {
      const socket = await halfOpen(port);
      const answer = await new Promise<string>((resolve) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('Cache-Control: no-store');
      expect(answer).toContain(`X-Frame-Options: ${HEADERS['X-Frame-Options']}`);
    },
    // Node looks for such sockets once a checking interval; the old limits (20 s, looked at every 30 s) held one 24 s.
    HEADERS_TIMEOUT_MS + 2 * CONNECTIONS_CHECKING_INTERVAL_MS + 5_000,
  );
});

describe('a Host in capitals (security probe: one answer to one request)', () => {
  // As `npm start` runs it: the content API's fast path in front of the app.
  const fastServer = createHttpServer(site, { securityHeaders: HEADERS, logger, fastPath: api.replyFromMemory });
  let fastPort = 0;
  beforeAll(async () => {
    fastPort = await listen(fastServer);
  });
  afterAll(() => close(fastServer));

  const ask = (target: string, host: string, method = 'GET') =>
    send([`${method} ${target} HTTP/1.1`, `Host: ${host}`, `Authorization: Bearer ${API_KEY}`, 'Connection: close', '', ''].join('\r\n'), {
      port: fastPort,
    });

  it.each(['TENANT.EXAMPLE:8080', 'LocalHost:4173'])(
    'Host: %s gets the same answer cold, warm, as HEAD and with another parameter',
    async (host) => {
      const cold = await ask('/functions/v1/get_details?slug=atman-and-brahman', host);
      const warm = await ask('/functions/v1/get_details?slug=atman-and-brahman', host);
      const head = await ask('/functions/v1/get_details?slug=atman-and-brahman', host, 'HEAD');
      const withDomain = await ask('/functions/v1/get_details?slug=atman-and-brahman&domain=tenant.example', host);
      expect([cold.status, warm.status, head.status, withDomain.status]).toEqual([200, 200, 200, 200]);
      expect(warm.body).toBe(cold.body);
    },
  );

  it('Host: LOCALHOST:80 gets the home page', async () => {
    expect((await ask('/', 'LOCALHOST:80')).status).toBe(200);
  });

  it('two Host headers get a 400 before the answer from memory, even for an answer it holds', async () => {
    expect((await ask('/functions/v1/get_details?slug=atman-and-brahman', 'localhost')).status).toBe(200);
    const twice = await send(
      [
        'GET /functions/v1/get_details?slug=atman-and-brahman HTTP/1.1',
        'Host: localhost',
        'Host: tenant.example',
        `Authorization: Bearer ${API_KEY}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
      { port: fastPort },
    );
    expectJsonError(twice, 400, 'Bad request: more than one Host header');
  });
});

describe('clientErrorAnswer', () => {
  const overflow = (raw: string) =>
    Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(raw, 'latin1') });

  it('tells a long request line (414) from long headers (431)', () => {
    expect(clientErrorAnswer(overflow(`GET /?${'a'.repeat(MAX_HEADER_SIZE)}`)).status).toBe(414);
    expect(clientErrorAnswer(overflow(`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(MAX_HEADER_SIZE)}`)).status).toBe(431);
  });

  it('414 for a long request line followed by its headers in the same packet', () => {
    expect(clientErrorAnswer(overflow(`GET /${'a'.repeat(MAX_HEADER_SIZE)} HTTP/1.1\r\nHost: x\r\n`)).status).toBe(414);
  });

  it('408 for a request that takes too long, 400 for anything else', () => {
    expect(clientErrorAnswer(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })).status).toBe(408);
    expect(clientErrorAnswer(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' })).status).toBe(400);
  });

  it('writes a complete HTTP response', () => {
    const raw = rawJsonError(414, 'URI too long', { 'X-Frame-Options': 'SAMEORIGIN' });
    expect(raw).toBe(
      'HTTP/1.1 414 URI Too Long\r\nX-Frame-Options: SAMEORIGIN\r\nContent-Type: application/json; charset=UTF-8\r\nCache-Control: no-store\r\nContent-Length: 24\r\nConnection: close\r\n\r\n{"error":"URI too long"}',
    );
  });
});
