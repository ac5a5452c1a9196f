import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApi, TEST_OPS_TOKEN } from './testing/harness.js';
import { suiteApi } from './testing/suite-api.js';
import { preflight } from './testing/transports.js';

describe('API over real HTTP', () => {
  const api = suiteApi();

  it('answers /health with the store kind and the projection lag, and no store position', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      store: { kind: string; reachable: boolean };
      projectionLag: number;
    };
    expect(body.status).toBe('ok');
    expect(body.store).toMatchObject({ kind: 'sqlite', reachable: true });
    expect(body.projectionLag).toBe(0);
    expect(body.store).not.toHaveProperty('head');
  });

  it('lists no tournaments on an empty store', async () => {
    const result = await api.gql<{ tournaments: unknown[] }>('{ tournaments { id name } }');
    expect(result.errors).toBeUndefined();
    expect(result.data?.tournaments).toEqual([]);
  });

  it('allows the web origin by CORS, with credentials', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('exposes Prometheus metrics to operators', async () => {
    const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/^# HELP cronica_commands_total/m);
  });

  it('accepts graphql-ws connections from the allowed origins or with no Origin, and refuses other origins', async () => {
    /** Resolves with `ack` on connection_ack, or with the close code the server sent. */
    const handshake = (origin?: string) =>
      new Promise<string | number>((resolve, reject) => {
        const socket = new WebSocket(
          `${api.url.replace(/^http/, 'ws')}/graphql`,
          'graphql-transport-ws',
          origin ? { headers: { origin } } : {},
        );
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
        socket.on('message', (data) => {
          if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') {
            socket.close();
            resolve('ack');
          }
        });
        socket.on('close', (code) => resolve(code));
        socket.on('error', reject);
      });
    expect(await handshake('http://localhost:3000')).toBe('ack');
    expect(await handshake()).toBe('ack');
    expect(await handshake('http://evil.example')).toBe(4403);
    expect(await handshake('http://evil.example:3000')).toBe(4403);
  });
});

describe('CORS from another host on the web port', () => {
  it('allows the web on the IP address the API was reached at (LAN use), and refuses other origins', async () => {
    const api = await startTestApi();
    try {
      // 127.0.0.2 stands for the machine's LAN address: the socket's own address, not the Host header, decides.
      expect(await preflight(api, '127.0.0.2', 'http://127.0.0.2:3000', '127.0.0.2:4000')).toBe(
        'http://127.0.0.2:3000',
      );
      expect(await preflight(api, '127.0.0.2', 'http://evil.example:3000', '127.0.0.2:4000')).toBeNull();
      expect(await preflight(api, '127.0.0.2', 'http://127.0.0.2:8080', '127.0.0.2:4000')).toBeNull();
    } finally {
      await api.stop();
    }
  });
});
