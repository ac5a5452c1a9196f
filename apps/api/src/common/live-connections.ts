import { Injectable } from '@nestjs/common';

/** graphql-ws close codes a client understands: 4401 does not reconnect, 4403 reconnects with its current rights. */
export const SESSION_ENDED = { code: 4401, reason: 'Sesión terminada / Session ended' } as const;
export const ROLES_CHANGED = { code: 4403, reason: 'Permisos cambiados / Roles changed' } as const;

export interface LiveSocket {
  close(code: number, reason: string): void;
}

interface Entry {
  /** SHA-256 of the session token the socket was opened with (see auth/sessions.ts), or null when anonymous. */
  readonly sessionDigest: string | null;
  readonly accountId: string | null;
  /** The client's address (trusted proxies applied). */
  readonly address: string;
}

/**
 * The open WebSockets and the session each speaks for. A live subscription keeps the rights its
 * socket had when it started, so ending a session (sign-out, password change, sign-out
 * everywhere, expiry) or taking a role away closes that session's or account's sockets: nothing
 * keeps flowing to someone who may no longer see it.
 */
@Injectable()
export class LiveConnections {
  private readonly sockets = new Map<LiveSocket, Entry>();

  add(socket: LiveSocket, sessionDigest: string | null, accountId: string | null, address: string): void {
    this.sockets.set(socket, { sessionDigest, accountId, address });
  }

  /** Open sockets of one client: the account's when signed in, else the anonymous ones from the address. */
  openFor(accountId: string | null, address: string): number {
    let open = 0;
    for (const entry of this.sockets.values())
      if (accountId === null ? entry.accountId === null && entry.address === address : entry.accountId === accountId)
        open += 1;
    return open;
  }

  remove(socket: LiveSocket): void {
    this.sockets.delete(socket);
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Closes the sockets of these sessions (4401: the client does not retry with a dead session). */
  endSessions(digests: readonly string[]): number {
    const ended = new Set(digests);
    return this.closeWhere((entry) => entry.sessionDigest !== null && ended.has(entry.sessionDigest), SESSION_ENDED);
  }

  /** Closes the account's sockets after its roles changed (4403: the client reconnects and subscribes again with what it may see now). */
  rolesChanged(accountId: string): number {
    return this.closeWhere((entry) => entry.accountId === accountId, ROLES_CHANGED);
  }

  /** Closes the sockets whose session is no longer alive (expired, idle, or ended on another instance). */
  sweep(alive: (digest: string) => boolean): number {
    return this.closeWhere((entry) => entry.sessionDigest !== null && !alive(entry.sessionDigest), SESSION_ENDED);
  }

  private closeWhere(match: (entry: Entry) => boolean, how: { code: number; reason: string }): number {
    let closed = 0;
    for (const [socket, entry] of this.sockets) {
      if (!match(entry)) continue;
      this.sockets.delete(socket);
      socket.close(how.code, how.reason);
      closed += 1;
    }
    return closed;
  }
}
