import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { CloseCode, handleProtocols, makeServer } from 'graphql-ws';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { AuthService } from '../auth/auth.service.js';
import { tokenDigest } from '../auth/sessions.js';
import type { Viewer } from '../auth/viewer.js';
import { API_CONFIG, type ApiConfig } from '../config/config.js';
import { LOGGER } from '../ops/logger.js';
import { clientAddress, trustProxy } from './client-address.js';
import { LiveConnections } from './live-connections.js';
import { OperationGuard } from './operation-guard.js';
import { RateLimiter } from './rate-limiter.js';
import { ReadTokens } from './read-tokens.js';
import { FaultReporter } from './fault-reporter.js';
import { faultsTo } from './format-error.js';
import { wsOperations, type SocketExtra } from './ws-operations.js';

export const GRAPHQL_PATH = '/graphql';
/** Keep-alive ping; a socket that misses a pong is dropped. */
const KEEP_ALIVE_MS = 12_000;
/** How often live sockets are checked against their session (expiry, idle timeout, sign-out elsewhere). */
const SWEEP_EVERY_MS = 30_000;
/** A message flood closes the socket with this (1008: policy violation; clients do not retry it). */
const TOO_MANY_MESSAGES = { code: 1008, reason: 'Demasiados mensajes / Too many messages' } as const;
/** A client over its socket cap (1013: try again later; graphql-ws clients retry with back-off, by when another of theirs may have closed). */
export const TOO_MANY_SOCKETS = { code: 1013, reason: 'Demasiadas conexiones / Too many connections' } as const;

/**
 * graphql-ws on /graphql, served by the API itself rather than the GraphQL driver so that a
 * socket gets every limit an HTTP request gets: a message size limit (MAX_BODY_BYTES), a message
 * rate, the operation guard, a cap on live operations, and an end when its session ends.
 */
@Injectable()
export class GraphQLWsServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private wss: WebSocketServer | null = null;
  private http: Server | null = null;
  private sweep: NodeJS.Timeout | null = null;
  private readonly trust;
  /** Open sockets per client address, counted from the upgrade (before the connection's first message). */
  private readonly perAddress = new Map<string, number>();

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly adapterHost: HttpAdapterHost,
    private readonly schemaHost: GraphQLSchemaHost,
    private readonly guard: OperationGuard,
    private readonly readTokens: ReadTokens,
    private readonly auth: AuthService,
    private readonly live: LiveConnections,
    private readonly faults: FaultReporter,
  ) {
    this.trust = trustProxy(config.trustProxy);
  }

  onApplicationBootstrap(): void {
    const server = makeServer<Record<string, unknown>, SocketExtra>({
      schema: this.schemaHost.schema,
      ...wsOperations({
        config: this.config,
        schema: this.schemaHost.schema,
        guard: this.guard,
        readTokens: this.readTokens,
        accountFor: (token) => this.auth.accountForToken(token),
        onFault: faultsTo(this.faults),
        connected: (ctx, viewer) => this.admit(socketOf(ctx.extra), ctx.extra.address, viewer),
      }),
    });
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.config.maxBodyBytes, handleProtocols });
    this.wss.on('connection', (socket: WebSocket, request: IncomingMessage) => this.serve(server, socket, request));
    this.http = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.http.on('upgrade', this.upgrade);
    this.sweep = setInterval(() => this.live.sweep((digest) => this.auth.sessionAlive(digest)), SWEEP_EVERY_MS);
    this.sweep.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    this.http?.off('upgrade', this.upgrade);
    const wss = this.wss;
    if (!wss) return;
    for (const client of wss.clients) client.close(1001, 'Going away');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }

  private readonly upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== GRAPHQL_PATH || !this.wss) {
      socket.destroy();
      return;
    }
    const wss = this.wss;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };

  /** Takes a connected socket into the live set, or closes it when its client has WS_MAX_SOCKETS_PER_CLIENT open already. */
  private admit(socket: WebSocket, address: string, viewer: Viewer): boolean {
    if (this.live.openFor(viewer.accountId, address) >= this.config.wsMaxSocketsPerClient) {
      socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
      return false;
    }
    this.live.add(socket, viewer.token ? tokenDigest(viewer.token) : null, viewer.accountId, address);
    return true;
  }

  private serve(
    server: ReturnType<typeof makeServer<Record<string, unknown>, SocketExtra>>,
    socket: WebSocket,
    request: IncomingMessage,
  ): void {
    const address = clientAddress(request, this.trust);
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.config.wsMaxSocketsPerAddress) return socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
    this.perAddress.set(address, open + 1);
    const extra: SocketExtra & { socket: WebSocket } = { request, address, socket };
    // An oversized message (maxPayload) makes ws close the socket with 1009 and report it here.
    socket.on('error', (error) => this.logger.debug({ err: error, address: extra.address }, 'websocket error'));
    const keepAlive = this.keepAlive(socket);
    const closed = server.opened(this.transport(socket), extra);
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      this.live.remove(socket);
      this.release(address);
      void closed(code, String(reason));
    });
  }

  /** The socket as graphql-ws speaks through it, with its own message rate (WS_MESSAGES_PER_MINUTE). */
  private transport(socket: WebSocket): Parameters<ReturnType<typeof makeServer>['opened']>[0] {
    const messages = new RateLimiter(this.config.wsMessagesPerMinute, 60_000);
    return {
      protocol: socket.protocol,
      send: (data) =>
        new Promise<void>((resolve, reject) =>
          socket.readyState === socket.OPEN
            ? socket.send(data, (error) => (error ? reject(error) : resolve()))
            : resolve(),
        ),
      close: (code, reason) => socket.close(code, reason),
      onMessage: (handle) =>
        socket.on('message', (data) => {
          if (messages.take('socket', Date.now()) > 0)
            return socket.close(TOO_MANY_MESSAGES.code, TOO_MANY_MESSAGES.reason);
          handle(String(data)).catch((error: unknown) => {
            this.logger.error({ err: error }, 'graphql-ws message failed');
            socket.close(CloseCode.InternalServerError, 'Internal server error');
          });
        }),
    };
  }

  /** One socket fewer counted against its address. */
  private release(address: string): void {
    const left = (this.perAddress.get(address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }

  private keepAlive(socket: WebSocket): NodeJS.Timeout {
    let alive = true;
    socket.on('pong', () => (alive = true));
    return setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, KEEP_ALIVE_MS);
  }
}

function socketOf(extra: SocketExtra): WebSocket {
  return (extra as SocketExtra & { socket: WebSocket }).socket;
}
