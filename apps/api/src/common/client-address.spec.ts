import { describe, expect, it } from 'vitest';
import { clientKey, networkOf } from './client-address.js';

describe('clients and networks of an address', () => {
  it('counts an IPv4 address as one client and its /24 as its network', () => {
    expect(clientKey('203.0.113.77')).toBe('203.0.113.77');
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('counts an IPv6 host by its /64, which it may rotate addresses in, and its network by the /56', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe(clientKey('2001:db8:1:2:ffff::1'));
    expect(networkOf('2001:db8:1:2ff::1')).toBe('2001:db8:1:200::/56');
  });

  it('counts this machine as one client whichever loopback it came over', () => {
    expect(clientKey('::1')).toBe(clientKey('127.0.0.1'));
    expect(networkOf('::1')).toBe('127.0.0.0/24');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
