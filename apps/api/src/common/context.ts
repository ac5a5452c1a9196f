import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { langFromHeaders, tokenFromHeaders, type Viewer } from '../auth/viewer.js';

/** The GraphQL context of every operation, over HTTP or WebSocket. */
export interface GqlContext {
  readonly viewer: Viewer;
  /** Present over HTTP: sign-in sets the session cookie on it. */
  readonly res?: Response;
}

type HttpArgs = { req: Request; res: Response };
type WsArgs = { extra: { request: IncomingMessage }; connectionParams?: Record<string, unknown> };

/** Builds the context; `accountFor` resolves a session token to its account. */
export function contextFactory(accountFor: (token: string) => string | null) {
  return (args: HttpArgs | WsArgs): GqlContext => {
    if ('extra' in args) {
      const headers = { ...args.extra.request.headers, ...lowerKeys(args.connectionParams) };
      return { viewer: viewerFrom(headers, args.extra.request.socket.remoteAddress, accountFor) };
    }
    return { viewer: viewerFrom(args.req.headers, args.req.ip, accountFor), res: args.res };
  };
}

function lowerKeys(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
}

function viewerFrom(headers: Record<string, unknown>, address: string | undefined, accountFor: (token: string) => string | null): Viewer {
  const token = tokenFromHeaders(headers);
  const accountId = token ? accountFor(token) : null;
  return {
    accountId,
    token: accountId ? token : null,
    rateKey: accountId && token ? `token:${token}` : `ip:${address ?? 'unknown'}`,
    lang: langFromHeaders(headers),
  };
}
