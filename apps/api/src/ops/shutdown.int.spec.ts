import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestApi, TEST_OPS_TOKEN, type TestApi } from '../testing/harness.js';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { player { username } } }`;
const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { player { username } } }`;

/** Waits until `count` requests are being answered (the metrics request itself included). */
async function untilInFlight(api: TestApi, count: number): Promise<void> {
  for (;;) {
    const metrics = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } }).then(
      (r) => r.text(),
    );
    const running = Number(/^cronica_http_requests_in_flight (\d+)/m.exec(metrics)?.[1] ?? 0);
    if (running >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('graceful shutdown', () => {
  it('finishes the commands in flight, refuses new ones, and every acknowledged one survives a restart', async () => {
    // Production's password hashing keeps each registration busy long enough to be caught in flight.
    const api = await startTestApi({}, undefined, { realKdf: true });
    const names = Array.from({ length: 6 }, (_, i) => `cierre${i}`);
    const sent = names.map((name) =>
      api.gql<{ register: { player: { username: string } } }>(REGISTER, {
        input: { commandId: `shutdown-${name}`, username: name, displayName: name, password: 'una-clave-larga' },
      }),
    );
    await untilInFlight(api, names.length + 1);
    const closing = api.close();
    const late = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: REGISTER,
        variables: {
          input: { commandId: 'late', username: 'tarde', displayName: 'Tarde', password: 'una-clave-larga' },
        },
      }),
    }).catch(() => null);
    await closing;
    const results = await Promise.all(sent);
    expect(results.map((r) => r.data?.register.player.username)).toEqual(names);
    if (late) expect(late.status).toBe(503);

    const again = await startTestApi({}, api.dataDir);
    try {
      for (const name of names) {
        const login = await again.gql<{ login: { player: { username: string } } }>(LOGIN, {
          u: name,
          p: 'una-clave-larga',
        });
        expect(login.data?.login.player.username, name).toBe(name);
      }
      const refused = await again.gql(LOGIN, { u: 'tarde', p: 'una-clave-larga' });
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await again.stop();
      rmSync(api.dataDir, { recursive: true, force: true });
    }
  });
});
