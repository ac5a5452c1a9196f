import type { Request, Response } from 'express';
import { viewerFrom, type Viewer } from '../auth/viewer.js';
import { clientAddress, type TrustProxy } from './client-address.js';

/** The GraphQL context of every operation, over HTTP or WebSocket. */
export interface GqlContext {
  readonly viewer: Viewer;
  /** Present over HTTP: sign-in sets the session cookie on it. */
  readonly res?: Response;
}

/** Builds the HTTP context; `accountFor` resolves a session token to its account (the WebSocket server builds its own). */
export function httpContext(accountFor: (token: string) => Promise<string | null>, trust: TrustProxy) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<GqlContext> => ({
    viewer: await viewerFrom(req.headers, clientAddress(req, trust), accountFor),
    res,
  });
}
