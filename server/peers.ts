/** Who is on the other end of a connection: its address, and the client it counts as for the per-peer connection cap. */
import { isIP } from 'node:net';

export interface PeerAddress {
  readonly address: string;
  readonly type: 'ipv4' | 'ipv6';
}

/** The peer's address as Node reports it, an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`) read as IPv4. */
export function peerAddress(raw: string | undefined): PeerAddress | undefined {
  if (!raw) return undefined;
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  const family = isIP(address);
  if (family === 0) return undefined;
  return { address, type: family === 4 ? 'ipv4' : 'ipv6' };
}

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => part.split(':').filter(Boolean);
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - before.length - after.length - (address.includes('.') ? 1 : 0);
  return [...before, ...Array<string>(Math.max(missing, 0)).fill('0'), ...after];
}

/**
 * The client a connection counts against: an IPv4 address, or an IPv6 address's /64, which one subscriber is
 * usually given whole (counting each address of it would let one client open a cap's worth from each).
 */
export function peerKey(peer: PeerAddress): string {
  if (peer.type === 'ipv4') return peer.address;
  return `${ipv6Groups(peer.address.split('%')[0] ?? '')
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
