/**
 * The content API's fast path (`replyFromMemory`) answers plain get_* requests before the app.
 * Two servers over the same app, one with it and one without, must answer every request in the
 * table byte for byte alike; the fast path must take the plain ones and leave the rest to the app.
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createContentApi, type RawReply, type RawRequest } from '../../server/api';
import { createHttpServer } from '../../server/http';
import { securityHeaders } from '../../server/securityHeaders';
import { createSiteApp } from '../../server/site';
import { generatePosts, makeTempDir, removeDir } from '../support/contentFolders';
import { API_KEY, removeTempFolders, silentLogger, tempContent } from './helpers';

const LIST = '/functions/v1/get_metainfo';
const DETAIL = '/functions/v1/get_details';
const HEADERS = securityHeaders({ adScriptUrl: 'https://ads.example.net/tag.js' });

const { posts, media } = generatePosts(23);
// One post long enough to be sent compressed.
posts[22] = { ...posts[22]!, blog: `## Long\n\n${'The Self is not the body, nor the mind. '.repeat(200)}` };

const distDir = makeTempDir('vedanta-fast-dist-');
mkdirSync(path.join(distDir, 'assets'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Vedanta</title>');
const logger = silentLogger();
const api = createContentApi({ contentDir: tempContent(posts, media), apiKey: API_KEY, logger });
const site = createSiteApp({ distDir, api, logger, securityHeaders: HEADERS });

const answered: RawRequest[] = [];
const fastPath = (request: RawRequest): RawReply | undefined => {
  const reply = api.replyFromMemory(request);
  if (reply) answered.push(request);
  return reply;
};
const withFastPath = createHttpServer(site, { securityHeaders: HEADERS, logger, fastPath });
const withoutFastPath = createHttpServer(site, { securityHeaders: HEADERS, logger });
const ports = { with: 0, without: 0 };

beforeAll(async () => {
  for (const [name, server] of [
    ['with', withFastPath],
    ['without', withoutFastPath],
  ] as const) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports[name] = (server.address() as AddressInfo).port;
  }
});

afterAll(async () => {
  for (const server of [withFastPath, withoutFastPath]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  removeDir(distDir);
  removeTempFolders();
});

interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
}

/** Sends `head` (request line and header lines) as is and reads the answer until the server closes (`Connection: close`; the socket stays open for writing, as a browser's does). */
function send(port: number, head: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(Buffer.from(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n`, 'latin1')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        // The clock's header differs from one answer to the next.
        headers: lines
          .map((line) => line.replace(/^([^:]+):\s*/, (_, name: string) => `${name.toLowerCase()}: `))
          .filter((line) => !line.startsWith('date: '))
          .sort(),
        body: bytes.subarray(end + 4),
      });
    });
  });
}

const auth = `Authorization: Bearer ${API_KEY}`;
const request = (target: string, ...headers: string[]) => [`GET ${target} HTTP/1.1`, 'Host: localhost', ...headers];

const PLAIN_TARGETS = [
  `${LIST}?domain=localhost&page=1`,
  `${LIST}?domain=localhost`,
  `${LIST}?page=2&domain=example.org`,
  `${LIST}?domain=localhost&page=3`,
  `${LIST}?domain=localhost&page=999999`,
  `${LIST}?domain=www.localhost&page=1`,
  `${DETAIL}?slug=post-1&domain=WWW.Example.org`,
  `${DETAIL}?slug=post-1`,
  `${DETAIL}?slug=post-23`,
  // Read by the app's own functions: what it reads as page 1 of localhost is that answer.
  `${LIST}?domain=localhost&page=01`,
  `${LIST}?domain=localhost&extra=1`,
  `${LIST}?domain=localhost&`,
];
const CODINGS = [
  [],
  ['Accept-Encoding: identity'],
  // Codings the API does not make: the plain JSON.
  ['Accept-Encoding: deflate'],
  ['Accept-Encoding: gzip;q=0'],
  ['Accept-Encoding: gzip'],
  ['Accept-Encoding: br, gzip'],
  ['Accept-Encoding: gzip;q=0, br'],
  ['Accept-Encoding: gzip, deflate, br, zstd'],
];

const plainRequests = PLAIN_TARGETS.flatMap((target) => CODINGS.map((coding) => request(target, auth, ...coding)));

const otherRequests = [
  // Parameters the app must judge.
  ...[
    LIST,
    `${LIST}?domain=`,
    `${LIST}?domain=localhost&page=0`,
    `${LIST}?domain=localhost&page=abc`,
    `${LIST}?domain=localhost&page=1&page=2`,
    `${LIST}?domain=a&domain=b`,
    `${LIST}?domain=%6Cocalhost`,
    `${LIST}?domain=a+b`,
    `${LIST}?domain=%E0%A4`,
    `${LIST}/?domain=localhost`,
    DETAIL,
    `${DETAIL}?slug=missing-post`,
    `${DETAIL}?slug=%70ost-1`,
    `${DETAIL}?slug=post-1&slug=post-2`,
    `${DETAIL}?slug=../secret`,
    `${DETAIL}?slug=${'a'.repeat(401)}`,
    `${DETAIL}?slug=${'a'.repeat(9000)}`,
    `http://localhost${DETAIL}?slug=post-1`,
  ].map((target) => request(target, auth, 'Accept-Encoding: br')),
  // Keys that do not open the door.
  request(`${DETAIL}?slug=post-1`),
  request(`${DETAIL}?slug=post-1`, 'Authorization: Bearer wrong'),
  request(`${DETAIL}?slug=post-1`, `Authorization: Basic ${API_KEY}`),
  request(`${DETAIL}?slug=post-1`, auth, auth),
  // Methods and hosts.
  [`HEAD ${DETAIL}?slug=post-1 HTTP/1.1`, 'Host: localhost', auth],
  [`POST ${DETAIL}?slug=post-1 HTTP/1.1`, 'Host: localhost', auth, 'Content-Length: 0'],
  [`OPTIONS ${DETAIL}?slug=post-1 HTTP/1.1`, 'Host: localhost', 'Origin: https://example.org', 'Access-Control-Request-Method: GET'],
  [`GET ${DETAIL}?slug=post-1 HTTP/1.1`, auth],
  [`GET ${DETAIL}?slug=post-1 HTTP/1.1`, 'Host: local host', auth],
];

describe('the content API fast path', () => {
  it('leaves a request the app has not answered yet to the app, which keeps its answer for the next', async () => {
    const head = request(`${DETAIL}?slug=post-2`, auth, 'Accept-Encoding: br');
    answered.length = 0;
    const first = await send(ports.with, head);
    expect(answered).toHaveLength(0);
    const second = await send(ports.with, head);
    expect(answered).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it.each(plainRequests.map((head) => [head.join(' | '), head]))('answers %s from memory, as the app would', async (_, head) => {
    // The app answers first (the servers share it), as it does each answer's first request.
    const fromApp = await send(ports.without, head);
    answered.length = 0;
    const fast = await send(ports.with, head);
    expect(answered).toHaveLength(1);
    expect(fast).toEqual(fromApp);
    expect(fast.status).toBe(200);
  });

  it.each(otherRequests.map((head) => [head.join(' | '), head]))('leaves %s to the app', async (_, head) => {
    answered.length = 0;
    const answer = await send(ports.with, head);
    expect(answered).toHaveLength(0);
    expect(answer).toEqual(await send(ports.without, head));
  });

  it('answers 304 to the ETag it sent, with or without W/, and to *', async () => {
    const first = await send(ports.with, request(`${DETAIL}?slug=post-23`, auth, 'Accept-Encoding: br'));
    const etag = first.headers.find((line) => line.startsWith('etag: '))?.slice('etag: '.length);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const tag of [etag, `W/${etag}`, '*', `"other", ${etag}`]) {
      answered.length = 0;
      const head = request(`${DETAIL}?slug=post-23`, auth, 'Accept-Encoding: br', `If-None-Match: ${tag}`);
      const fast = await send(ports.with, head);
      expect(answered).toHaveLength(1);
      expect(fast).toEqual(await send(ports.without, head));
      expect(fast.status).toBe(304);
      expect(fast.body).toHaveLength(0);
    }
    const stale = request(`${DETAIL}?slug=post-23`, auth, 'Accept-Encoding: br', 'If-None-Match: "other"');
    expect((await send(ports.with, stale)).status).toBe(200);
  });

  it('carries the security headers and CORS on what it answers', async () => {
    const fast = await send(ports.with, request(`${LIST}?domain=localhost`, auth, 'Accept-Encoding: br', 'Origin: https://example.org'));
    expect(fast.headers).toEqual(
      expect.arrayContaining([
        'access-control-allow-origin: *',
        'content-encoding: br',
        'cache-control: public, no-cache',
        'cdn-cache-control: public, max-age=10, stale-while-revalidate=45, stale-if-error=86400',
        'vary: Accept-Encoding',
        `content-security-policy: ${HEADERS['Content-Security-Policy']}`,
      ]),
    );
  });

  it('answers from the new content after a reload', async () => {
    const before = await send(ports.with, request(`${DETAIL}?slug=post-1`, auth));
    api.reload(tempContent([{ ...posts[0]!, metaTitle: 'Renamed after the build' }], media));
    try {
      const after = await send(ports.with, request(`${DETAIL}?slug=post-1`, auth));
      expect(JSON.parse(after.body.toString())).toMatchObject({ metaTitle: 'Renamed after the build' });
      expect(after.headers).not.toEqual(before.headers);
      expect((await send(ports.with, request(`${DETAIL}?slug=post-2`, auth))).status).toBe(404);
    } finally {
      api.reload(tempContent(posts, media));
    }
  });
});

describe('a fast path that fails', () => {
  it('leaves the request to the app, and the server keeps answering', async () => {
    const failing = createHttpServer(site, {
      securityHeaders: HEADERS,
      logger,
      fastPath: () => {
        throw new Error('could not encode');
      },
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    try {
      const head = request(`${DETAIL}?slug=post-1`, auth);
      const answer = await send(port, head);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual((await send(ports.without, head)).body);
      expect((await send(port, head)).status).toBe(200);
    } finally {
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
