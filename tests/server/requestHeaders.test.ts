/** `npm start` behind a proxy: HSTS only over HTTPS from a trusted proxy, `noindex` on any host but SITE_URL's. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../server/http';
import { requestHeaders, TrustProxyError, trustedProxies } from '../../server/requestHeaders';
import { silentLogger } from './helpers';

const HSTS = 'max-age=63072000; includeSubDomains';
const ok = { fetch: () => new Response('ok', { headers: { 'content-type': 'text/plain' } }) };

/** A server with these options on 127.0.0.1, and a GET to it with `headers`. */
async function answer(options: Parameters<typeof requestHeaders>[0], headers: Record<string, string>) {
  const server = createHttpServer(ok, { logger: silentLogger(), requestHeaders: requestHeaders(options) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers }, (response) => response.resume().on('end', () => resolve(response)))
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('Strict-Transport-Security from npm start', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await answer({ trustedProxies: ['loopback'] }, { 'X-Forwarded-Proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('carries preload only when the operator opts in', async () => {
    const response = await answer({ trustedProxies: ['127.0.0.1'], hstsPreload: true }, { 'X-Forwarded-Proto': 'https, http' });
    expect(response.headers['strict-transport-security']).toBe(`${HSTS}; preload`);
  });

  it.each([
    ['plain HTTP on localhost', ['loopback'], {}],
    ['a proxy that says http', ['loopback'], { 'X-Forwarded-Proto': 'http' }],
    ['X-Forwarded-Proto from a peer no one trusts', [], { 'X-Forwarded-Proto': 'https' }],
    ['X-Forwarded-Proto from a peer outside the trusted range', ['10.0.0.0/8'], { 'X-Forwarded-Proto': 'https' }],
  ])('is never sent for %s', async (_case, proxies, headers: Record<string, string>) => {
    const response = await answer({ trustedProxies: proxies }, headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cross-Origin-Opener-Policy from npm start (security probe 2, L4)', () => {
  it.each([
    ['over HTTPS from a trusted proxy', ['loopback'], { Host: 'vedanta.example.org', 'X-Forwarded-Proto': 'https' }],
    ['on localhost', [], { Host: 'localhost:8080' }],
    ['on a subdomain of localhost', [], { Host: 'blog.localhost:8080' }],
    ['on 127.0.0.1', [], { Host: '127.0.0.1:8080' }],
    ['on [::1]', [], { Host: '[::1]:8080' }],
  ])('is sent %s, where a browser reads it', async (_case, proxies, headers: Record<string, string>) => {
    expect((await answer({ trustedProxies: proxies }, headers)).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  // Chromium ignores it there, and says so with a console error on every page.
  it.each([
    ['over plain HTTP on another host', [], { Host: 'vedanta.example.org' }],
    ['when an untrusted peer says HTTPS', [], { Host: 'vedanta.example.org', 'X-Forwarded-Proto': 'https' }],
    ['on a host that only looks like localhost', [], { Host: 'localhost.evil.example' }],
  ])('is not sent %s', async (_case, proxies, headers: Record<string, string>) => {
    expect((await answer({ trustedProxies: proxies }, headers)).headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('X-Robots-Tag on hosts other than SITE_URL', () => {
  const siteUrl = 'https://vedanta.example.org';

  it.each(['vedanta.example.org', 'vedanta.example.org:8080', 'VEDANTA.example.org.'])(
    'is absent on the site’s own host (%s)',
    async (host) => {
      const response = await answer({ siteUrl, trustedProxies: [] }, { Host: host });
      expect(response.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it.each(['preview-42.vedanta.pages.dev', 'www.vedanta.example.org', '127.0.0.1:8080', 'localhost'])(
    'says noindex on %s',
    async (host) => {
      const response = await answer({ siteUrl, trustedProxies: [] }, { Host: host });
      expect(response.headers['x-robots-tag']).toBe('noindex');
    },
  );

  it('is never sent when no SITE_URL is set (local use)', async () => {
    const response = await answer({ trustedProxies: [] }, { Host: 'anything.localhost' });
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('takes addresses, CIDR ranges of both families and loopback', () => {
    const list = trustedProxies(['loopback', '10.1.0.0/16', '2001:db8::/32', '192.0.2.7']);
    expect(list.check('127.0.0.5', 'ipv4')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('10.1.200.3', 'ipv4')).toBe(true);
    expect(list.check('10.2.0.1', 'ipv4')).toBe(false);
    expect(list.check('2001:db8::9', 'ipv6')).toBe(true);
    expect(list.check('192.0.2.7', 'ipv4')).toBe(true);
  });

  it.each(['*', 'proxy.example', '10.0.0.0/x', ''])('refuses %j with a message naming the variable', (entry) => {
    expect(() => trustedProxies([entry])).toThrow(TrustProxyError);
    expect(() => trustedProxies([entry])).toThrow(/^TRUST_PROXY: /);
  });
});
