import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dumpReadModels, migrateReadModels, readCheckpoint, rebuildReadModels } from '@cronica/projections';
import { openChildStore, readAllUpTo, spawnApi } from '../testing/child-api.js';

async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: unknown[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

/** Waits until the restarted API's read models hold every event in the store. */
async function caughtUp(url: string): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`${url}/health`)).json()) as { caughtUp: boolean; projectionLag: number };
    if (health.caughtUp && health.projectionLag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token player { id } } }`;
const JOIN = `mutation ($t: ID!, $c: ID!) { registerForTournament(tournamentId: $t, commandId: $c) { result { position } } }`;

describe('crash: SIGKILL mid-stream', () => {
  it('after SIGKILL mid-stream, every acknowledged command is there and the projections equal a fresh rebuild', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cronica-crash-'));
    try {
      const first = await spawnApi(dataDir);
      const organizer = await gql<{ register: { token: string } }>(first.url, REGISTER, {
        input: { commandId: 'o', username: 'org', displayName: 'Org', password: 'clave-larga-1' },
      });
      const created = await gql<{ createTournament: { tournament: { id: string } } }>(
        first.url,
        `mutation { createTournament(input: { commandId: "t", name: "Crash", game: "blades-of-ash", rounds: 3, requireDeckLists: false }) { tournament { id } } }`,
        {},
        organizer.data!.register.token,
      );
      const tournamentId = created.data!.createTournament.tournament.id;
      await gql(
        first.url,
        `mutation ($t: ID!) { openRegistration(tournamentId: $t, commandId: "open") { result { position } } }`,
        { t: tournamentId },
        organizer.data!.register.token,
      );

      const joined: string[] = [];
      let stop = false;
      const worker = async (lane: number) => {
        for (let i = 0; !stop; i += 1) {
          const username = `p${lane}x${i}`;
          const account = await gql<{ register: { token: string; player: { id: string } } }>(first.url, REGISTER, {
            input: { commandId: `r-${username}`, username, displayName: username, password: 'clave-larga-2' },
          }).catch(() => null);
          if (!account?.data) return;
          const join = await gql<{ registerForTournament: unknown }>(
            first.url,
            JOIN,
            { t: tournamentId, c: `j-${username}` },
            account.data.register.token,
          ).catch(() => null);
          if (!join?.data) return;
          joined.push(account.data.register.player.id);
        }
      };
      const lanes = [0, 1, 2, 3].map(worker);
      while (joined.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill('SIGKILL');
      stop = true;
      await Promise.all(lanes);
      expect(await first.exited).toBe('SIGKILL');

      const second = await spawnApi(dataDir);
      await caughtUp(second.url);
      const read = await gql<{ tournament: { players: Array<{ playerId: string }> } }>(
        second.url,
        'query ($t: ID!) { tournament(id: $t) { players { playerId } } }',
        {
          t: tournamentId,
        },
      );
      const registered = new Set(read.data!.tournament.players.map((p) => p.playerId));
      for (const id of joined) expect(registered.has(id), id).toBe(true);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const live = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true });
      const rebuilt = new Database(':memory:');
      migrateReadModels(rebuilt);
      const store = openChildStore(dataDir);
      await rebuildReadModels(rebuilt, readAllUpTo(store, readCheckpoint(live).position));
      await store.close();
      expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
      live.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000); // Two API boots and a dozen password hashes: minutes on a loaded 2-core machine.
});
