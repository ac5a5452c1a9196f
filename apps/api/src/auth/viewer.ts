import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import type { Lang } from '@cronica/util';
import { clientKey } from '../common/client-address.js';
import { unauthenticated } from '../common/errors.js';

export const SESSION_COOKIE = 'cronica_session';

/** Who is asking: resolved once per request (HTTP) or per operation (WebSocket). */
export interface Viewer {
  readonly accountId: string | null;
  readonly token: string | null;
  /** Rate-limit key: the account, or the client when anonymous (an address; an IPv6 /64). */
  readonly rateKey: string;
  readonly lang: Lang;
  /** The client's address (see common/client-address.ts); absent for the server's own commands. */
  readonly address?: string;
}

/** The signed-in viewer's account id; UNAUTHENTICATED for anyone who is not signed in. */
export function requireAccount(viewer: Viewer): string {
  if (!viewer.accountId) throw unauthenticated();
  return viewer.accountId;
}

/** Bearer token (CLI) wins over the HttpOnly cookie (web). */
export function tokenFromHeaders(headers: IncomingHttpHeaders | Record<string, unknown>): string | null {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && /^bearer\s+/i.test(authorization)) {
    const token = authorization.replace(/^bearer\s+/i, '').trim();
    if (token) return token;
  }
  const cookie = headers.cookie;
  if (typeof cookie === 'string') return parseCookie(cookie)[SESSION_COOKIE] ?? null;
  return null;
}

export function langFromHeaders(headers: IncomingHttpHeaders | Record<string, unknown>): Lang {
  const accept = headers['accept-language'];
  return typeof accept === 'string' && /^en\b/i.test(accept.trim()) ? 'en' : 'es';
}

/** The viewer of a request: its session's account (if the token is alive), language and address. */
export async function viewerFrom(
  headers: Record<string, unknown>,
  address: string,
  accountFor: (token: string) => Promise<string | null>,
): Promise<Viewer> {
  const token = tokenFromHeaders(headers);
  const accountId = token ? await accountFor(token) : null;
  return {
    accountId,
    token: accountId ? token : null,
    rateKey: accountId ? `account:${accountId}` : `address:${clientKey(address)}`,
    lang: langFromHeaders(headers),
    address,
  };
}
