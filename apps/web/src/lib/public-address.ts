import { networkInterfaces } from 'node:os';
import { headers } from 'next/headers';

/** What decides the address players' phones open: the configured one, else the request's, else this machine's. */
export interface AddressSources {
  /** `WEB_PUBLIC_URL`: where readers reach this web (behind a proxy, its public address). */
  readonly configured: string | undefined;
  /** The `Host` the reader's browser used, and the scheme a proxy in front says it served. */
  readonly host: string | null;
  readonly proto: string | null;
  /** This machine's first address on the local network, for a laptop that opened its own web at `localhost`. */
  readonly lanAddress: string | null;
}

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The full address of `path` for someone else in the room: a projector showing
 * `http://localhost:3000/…` as a QR code would send every phone to itself, so a loopback host is
 * replaced by the machine's LAN address (same port), the way players reach a laptop's `npm start`.
 */
export function publicAddress(sources: AddressSources, path: string): string {
  const configured = sources.configured ? URL.parse(path, sources.configured) : null;
  // A configured address that is no URL (a typo in the installation) falls back to the request's.
  if (configured) return configured.toString();
  const base = parsedOrigin(`${sources.proto === 'https' ? 'https' : 'http'}://${sources.host ?? 'localhost'}`);
  if (LOOPBACK_HOST.test(base.hostname) && sources.lanAddress) base.hostname = sources.lanAddress;
  return new URL(path, base).toString();
}

/** A `Host` that is no host name (a client may send anything) falls back to this machine. */
function parsedOrigin(origin: string): URL {
  try {
    return new URL(origin);
  } catch {
    return new URL('http://localhost');
  }
}

/** The machine's first non-internal IPv4 address, or null when it has none (no network). */
export function firstLanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return null;
}

/** `publicAddress` for the request being rendered. */
export async function requestPublicAddress(path: string): Promise<string> {
  const list = await headers();
  const configured = process.env.WEB_PUBLIC_URL?.trim() || undefined;
  return publicAddress(
    { configured, host: list.get('host'), proto: list.get('x-forwarded-proto'), lanAddress: firstLanAddress() },
    path,
  );
}
