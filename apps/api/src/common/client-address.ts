import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
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

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for a request made on this machine, to a loopback name, through no proxy (no X-Forwarded-For). */
export function isLocalRequest(request: IncomingMessage): boolean {
  const peer = plainAddress(request.socket.remoteAddress);
  const loopbackPeer = peer === '::1' || peer.startsWith('127.');
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return loopbackPeer && LOOPBACK_NAMES.has(host) && !proxied;
}
