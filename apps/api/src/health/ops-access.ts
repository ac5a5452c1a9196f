import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLocalRequest } from '../common/client-address.js';
import type { ApiConfig } from '../config/config.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read operators' details (/health/details, /metrics): the bearer of OPS_TOKEN, or, when
 * no token is set, a request made on this machine to a loopback name through no proxy (a developer
 * running `npm start`). Store positions and live counters say when and how much others play, so
 * they are never public.
 */
export function opsAllowed(config: ApiConfig, request: IncomingMessage): boolean {
  if (config.opsToken === undefined) return isLocalRequest(request);
  const header = request.headers.authorization;
  const given =
    typeof header === 'string' && /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : '';
  return timingSafeEqual(digest(given), digest(config.opsToken));
}
