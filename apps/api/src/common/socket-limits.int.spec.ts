import WebSocket from 'ws';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Account, type TestApi } from '../testing/harness.js';
import { LiveConnections } from './live-connections.js';
import { suiteApi } from '../testing/suite-api.js';

interface Opened {
  readonly socket: WebSocket;
  /** 'ack' when the server accepted the connection, else how it closed it. */
  readonly outcome: 'ack' | { code: number; reason: string };
}

/** Opens a graphql-ws connection from `address` (forwarded by a trusted proxy: the loopback), signed in with `token` if given. */
async function open(api: TestApi, address: string, token?: string): Promise<Opened> {
  const socket = new WebSocket(`${api.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': address },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
  const acked = new Promise<'ack'>((resolve) =>
    socket.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve('ack')),
  );
  return { socket, outcome: await Promise.race([acked, closed]) };
}

const TOO_MANY = { code: 1013, reason: 'Demasiadas conexiones / Too many connections' };

/** Open WebSockets are capped per client (account, or address when signed out) and per address. */
describe('sockets per client', () => {
  const api = suiteApi({ WS_MAX_SOCKETS_PER_CLIENT: '3', WS_MAX_SOCKETS_PER_ADDRESS: '5' });
  let ana: Account;
  let bea: Account;
  const opened: WebSocket[] = [];
  const openKept = async (address: string, token?: string) => {
    const result = await open(api, address, token);
    opened.push(result.socket);
    return result;
  };
  beforeAll(async () => {
    [ana, bea] = await Promise.all([signUp(api, 'ana'), signUp(api, 'bea')]);
  });
  afterEach(async () => {
    await Promise.all(
      opened
        .splice(0)
        .map(
          (socket) =>
            new Promise((resolve) =>
              socket.readyState === WebSocket.CLOSED ? resolve(null) : (socket.once('close', resolve), socket.close()),
            ),
        ),
    );
  });

  it('closes the fourth anonymous socket from one address with 1013 and a reason in both languages', async () => {
    for (let i = 0; i < 3; i += 1) expect((await openKept('198.51.100.1')).outcome).toBe('ack');
    expect((await openKept('198.51.100.1')).outcome).toEqual(TOO_MANY);
    expect((await openKept('198.51.100.2')).outcome).toBe('ack');
  });

  it('accepts a socket again once one of the client’s own has closed', async () => {
    const first = await openKept('198.51.100.3');
    await openKept('198.51.100.3');
    await openKept('198.51.100.3');
    expect((await openKept('198.51.100.3')).outcome).toEqual(TOO_MANY);
    first.socket.close();
    // The server counts the socket out when its side of the close is done, which may come after the client's.
    const live = api.app.get(LiveConnections);
    while (live.openFor(null, '198.51.100.3') > 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await openKept('198.51.100.3')).outcome).toBe('ack');
  });

  it('caps an account’s sockets wherever they come from, apart from other accounts', async () => {
    for (let i = 0; i < 3; i += 1) expect((await openKept(`198.51.100.${10 + i}`, ana.token)).outcome).toBe('ack');
    expect((await openKept('198.51.100.20', ana.token)).outcome).toEqual(TOO_MANY);
    expect((await openKept('198.51.100.20', bea.token)).outcome).toBe('ack');
  });

  it('caps all the sockets of one address, signed in or not (WS_MAX_SOCKETS_PER_ADDRESS)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await openKept('198.51.100.30')).outcome).toBe('ack');
    expect((await openKept('198.51.100.30', ana.token)).outcome).toBe('ack');
    expect((await openKept('198.51.100.30', bea.token)).outcome).toBe('ack');
    expect((await openKept('198.51.100.30', bea.token)).outcome).toEqual(TOO_MANY);
  });
});
