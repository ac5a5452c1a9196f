import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface.js';
import type { Request } from 'express';
import type { ApiConfig } from '../config/config.js';

/**
 * CORS for the web app (issue 2): the configured origins, plus the web port on the host the
 * API was reached at (a phone on the LAN opening http://<machine>:3000). Credentials are
 * allowed so the HttpOnly session cookie travels.
 */
export function corsDelegate(config: ApiConfig) {
  return (req: Request, callback: (error: Error | null, options: CorsOptions) => void): void => {
    const origin = req.headers.origin;
    callback(null, { origin: typeof origin === 'string' && originAllowed(config, origin, req.headers.host) ? origin : false, credentials: true });
  };
}

export function originAllowed(config: ApiConfig, origin: string, host: string | undefined): boolean {
  if (config.corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    const apiHost = host ? new URL(`http://${host}`).hostname : undefined;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname === apiHost && Number(url.port || 80) === config.webPort : false;
  } catch {
    return false;
  }
}
