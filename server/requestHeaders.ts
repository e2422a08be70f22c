/**
 * Headers that depend on how a request reached `npm start`: HSTS over HTTPS, COOP where the browser reads it (HTTPS,
 * or a loopback host), and `noindex` on any host but the site's own.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { peerAddress } from './peers';
import { CROSS_ORIGIN_OPENER_POLICY, OPENER_POLICY, STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from './securityHeaders';

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

/** `loopback`, addresses and CIDR ranges (`10.0.0.0/8`, `::1`), as `TRUST_PROXY` lists them. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new TrustProxyError(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or "loopback"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** The first value of `X-Forwarded-Proto` (the proxy nearest the client is first). */
const forwardedProto = (request: IncomingMessage) =>
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();

/** A host a browser counts as trustworthy over plain HTTP (the Secure Contexts spec): `localhost`, its subdomains, loopback addresses. */
const LOOPBACK_HOST = /^(?:localhost|[^:]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])\.?$/;

export interface RequestHeaderOptions {
  /** `SITE_URL`: its host is the site's own; every other host is a preview (or an alias) that search engines should not index. */
  readonly siteUrl?: string;
  readonly trustedProxies: readonly string[];
  /** Adds `preload` to HSTS (`SITE_HSTS_PRELOAD=1`). */
  readonly hstsPreload?: boolean;
}

/** The headers for one request; none for a plain-HTTP request to the site's own host. */
export function requestHeaders({ siteUrl, trustedProxies: entries, hstsPreload = false }: RequestHeaderOptions) {
  const trusted = trustedProxies(entries);
  const siteHost = siteUrl ? new URL(siteUrl).hostname.toLowerCase() : undefined;
  const hsts = strictTransportSecurity(hstsPreload);
  return (request: IncomingMessage): Record<string, string> => {
    const headers: Record<string, string> = {};
    const peer = peerAddress(request.socket.remoteAddress);
    const behindTrustedProxy = peer !== undefined && trusted.check(peer.address, peer.type);
    const overHttps = behindTrustedProxy && forwardedProto(request) === 'https';
    if (overHttps) headers[STRICT_TRANSPORT_SECURITY] = hsts;
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    if (overHttps || LOOPBACK_HOST.test(host)) headers[CROSS_ORIGIN_OPENER_POLICY] = OPENER_POLICY;
    if (siteHost !== undefined && host !== siteHost) headers['X-Robots-Tag'] = 'noindex';
    return headers;
  };
}
