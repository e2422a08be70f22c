import { peerAddress, peerKey } from '../../server/peers';

describe('the client a connection counts against', () => {
  it('reads an IPv4-mapped IPv6 address as IPv4, and refuses what is no address', () => {
    expect(peerAddress('::ffff:203.0.113.9')).toEqual({ address: '203.0.113.9', type: 'ipv4' });
    expect(peerAddress('2001:db8::1')).toEqual({ address: '2001:db8::1', type: 'ipv6' });
    expect(peerAddress(undefined)).toBeUndefined();
    expect(peerAddress('not an address')).toBeUndefined();
  });

  it('is an IPv4 address whole, and an IPv6 address by its /64, however it is written', () => {
    expect(peerKey({ address: '203.0.113.9', type: 'ipv4' })).toBe('203.0.113.9');
    const keyOf = (address: string) => peerKey({ address, type: 'ipv6' });
    expect(keyOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(keyOf('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(keyOf('2001:db8:0:2::1')).not.toBe(keyOf('2001:db8:0:1::1'));
    expect(keyOf('::1')).toBe('0:0:0:0::/64');
    expect(keyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(keyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
