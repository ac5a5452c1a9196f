import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { ApiConfig } from '../config/config.js';
import { plainAddress } from './client-address.js';

/**
 * CORS for the web app: the configured origins, plus the web port on the IP address the API was
 * reached at (a phone on the LAN opening http://192.168.1.20:3000). That address is the socket's
 * own, never the Host header: a page on an attacker's domain that re-resolves to this machine (DNS
 * rebinding) sends its own Host and an origin with a name, and neither is trusted. A LAN name
 * (http://laptop.local:3000) must be listed in WEB_ORIGIN. Credentials are allowed so the
 * HttpOnly session cookie travels.
 */
export function corsDelegate(config: ApiConfig) {
  return (req: IncomingMessage, callback: (error: Error | null, options: CorsOptions) => void): void => {
    const origin = req.headers.origin;
    callback(null, {
      origin: typeof origin === 'string' && originAllowed(config, origin, req.socket.localAddress) ? origin : false,
      credentials: true,
    });
  };
}

export function originAllowed(config: ApiConfig, origin: string, localAddress: string | undefined): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return isIP(host) !== 0 && host === plainAddress(localAddress) && port === config.webPort;
  } catch {
    return false;
  }
}
