import WebSocket from 'ws';

/** A graphql-transport-ws message as the server sends it. */
export interface WsMessage {
  readonly type: string;
  readonly id?: string;
  readonly payload?: unknown;
}

export interface RawSocket {
  readonly socket: WebSocket;
  /** Sends a message (an object is JSON-encoded). */
  send(message: object | string): void;
  /** Subscribes (any operation kind) under `id`. */
  subscribe(id: string, query: string, variables?: Record<string, unknown>, extensions?: Record<string, unknown>): void;
  /** The next message for `id` (or any, without one); rejects after `timeoutMs`. */
  next(id?: string, timeoutMs?: number): Promise<WsMessage>;
  /** Resolves with the close code and reason once the server closes the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/**
 * A graphql-ws connection driven by hand (graphql-transport-ws protocol), to see exactly what the
 * server sends: error payloads, close codes, messages it refuses.
 */
export async function rawSocket(
  httpUrl: string,
  options: { token?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<RawSocket> {
  const headers = { ...(options.origin ? { origin: options.origin } : {}), ...options.headers };
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  const next = mailbox(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const payload = options.token ? { authorization: `Bearer ${options.token}` } : {};
  socket.send(JSON.stringify({ type: 'connection_init', payload }));
  const raw: RawSocket = {
    socket,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    subscribe: (id, query, variables = {}, extensions) =>
      raw.send({ id, type: 'subscribe', payload: { query, variables, ...(extensions ? { extensions } : {}) } }),
    next,
    closed,
    close: () => socket.close(),
  };
  const ack = await Promise.race([raw.next(undefined, 5000), closed.then((c) => ({ type: `closed ${c.code}` }))]);
  if (ack.type !== 'connection_ack') throw new Error(`no connection_ack: ${ack.type}`);
  return raw;
}

/** The server's messages as they arrive (pings answered), each for the first `next` waiting on its id or kept until one asks. */
function mailbox(socket: WebSocket): RawSocket['next'] {
  const inbox: WsMessage[] = [];
  const waiting: Array<{ id: string | undefined; resolve: (message: WsMessage) => void }> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsMessage;
    if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
    const index = waiting.findIndex((w) => w.id === undefined || w.id === message.id);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else inbox.push(message);
  });
  return (id, timeoutMs = 5000) => {
    const index = inbox.findIndex((m) => id === undefined || m.id === id);
    if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const entry = { id, resolve: (message: WsMessage) => (clearTimeout(timer), resolve(message)) };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new Error(`no message${id ? ` for ${id}` : ''} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.push(entry);
    });
  };
}

/** The errors of an `error` message, or of a `next` message's payload. */
export function errorsOf(message: WsMessage): Array<{ message: string; extensions?: Record<string, unknown> }> {
  if (message.type === 'error')
    return message.payload as Array<{ message: string; extensions?: Record<string, unknown> }>;
  return (
    (message.payload as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | undefined)
      ?.errors ?? []
  );
}
