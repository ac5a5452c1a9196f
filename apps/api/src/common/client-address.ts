import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Which peers may speak for the client through X-Forwarded-For (TRUST_PROXY, Express's `trust
 * proxy` syntax). By default only the loopback: the web's server-side calls (sign-in) come from
 * the same machine and name the browser's address, so each reader gets their own rate bucket.
 */
export function trustProxy(list: readonly string[]): TrustProxy {
  return proxyaddr.compile([...list]);
}

/** The client's address for rate limits: the socket's peer, or what a trusted proxy says it forwarded. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return plainAddress(proxyaddr(request as Parameters<typeof proxyaddr>[0], trust));
}

/** `::ffff:10.0.0.5` → `10.0.0.5`: one spelling per IPv4 address. */
export function plainAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Prefix lengths: one client (an IPv6 host usually holds a whole /64) and one network (a site or household; an ISP hands out /56s). */
const CLIENT_BITS = { ipv4: 32, ipv6: 64 } as const;
const NETWORK_BITS = { ipv4: 24, ipv6: 56 } as const;

/**
 * One client for per-client limits: an IPv4 address, or the /64 an IPv6 address lies in (a host
 * picks any address of its /64 at will, so counting addresses would let it rotate them).
 */
export function clientKey(address: string): string {
  return prefixOf(address, CLIENT_BITS);
}

/**
 * The network an address belongs to, for budgets one network shares (IPv4 /24, IPv6 /56) and for
 * telling an account holder roughly where a sign-in came from without naming the address.
 */
export function networkOf(address: string): string {
  return prefixOf(address, NETWORK_BITS);
}

function prefixOf(address: string, bits: { readonly ipv4: number; readonly ipv6: number }): string {
  const plain = plainAddress(address);
  if (!ipaddr.isValid(plain)) return plain;
  const parsed = ipaddr.parse(plain);
  // This machine is one client whichever loopback a browser picked (`localhost` is ::1 and 127.0.0.1).
  const ip = parsed.kind() === 'ipv6' && parsed.range() === 'loopback' ? ipaddr.parse('127.0.0.1') : parsed;
  const length = bits[ip.kind()];
  const bytes = ip.toByteArray().map((byte, i) => {
    const kept = Math.min(8, Math.max(0, length - i * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
  const prefix = ipaddr.fromByteArray(bytes).toString();
  return length === bytes.length * 8 ? prefix : `${prefix}/${length}`;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for a request made on this machine, to a loopback name, through no proxy (no X-Forwarded-For). */
export function isLocalRequest(request: IncomingMessage): boolean {
  const peer = plainAddress(request.socket.remoteAddress);
  const loopbackPeer = peer === '::1' || peer.startsWith('127.');
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return loopbackPeer && LOOPBACK_NAMES.has(host) && !proxied;
}
