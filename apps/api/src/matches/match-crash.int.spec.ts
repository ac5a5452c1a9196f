import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, readCheckpoint, rebuildReadModels } from '@cronica/projections';
import { exportReplay, recordsFromStream } from '@cronica/replay';
import { READ_MODELS_FILE } from '../store/open.js';
import { matchStream } from '@cronica/matches';
import { masterSeedHex } from '../testing/master-seeds.js';
import {
  asInput,
  chooser,
  friendlyMatch,
  SEED,
  SUBMIT,
  VIEW,
  type ViewShape,
  verifyServed,
} from './match-play.testkit.js';
import { childApiFolder, openChildStore, readAllUpTo, spawnApi } from '../testing/child-api.js';
import { gqlAt, type Gql } from '../testing/instances.js';

// The API process is killed with SIGKILL during a stream of commands;
// after restart every acknowledged command is in the store and the projections equal a fresh rebuild.

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token player { id } } }`;

async function signUp(gql: Gql, username: string): Promise<{ id: string; token: string }> {
  const r = await gql<{ register: { token: string; player: { id: string } } }>(REGISTER, {
    input: { commandId: `su-${username}`, username, displayName: username, password: `clave-de-${username}` },
  });
  return { id: r.data!.register.player.id, token: r.data!.register.token };
}

async function readStream(dataDir: string, stream: string): Promise<RecordedEvent[]> {
  const store = openChildStore(dataDir);
  try {
    const events: RecordedEvent[] = [];
    for await (const event of store.readStream(stream)) events.push(event);
    return events;
  } finally {
    await store.close();
  }
}

describe('SIGKILL during a stream of match commands', () => {
  const { dataDir, running } = childApiFolder('cronica-crash-');

  it('keeps every acknowledged command, and the read models equal a rebuild', async () => {
    const first = await spawnApi(dataDir, { RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
    running.push(first);
    let gql = gqlAt(first.url);
    const players = [await signUp(gql, 'ana'), await signUp(gql, 'bea')];
    const matchId = await friendlyMatch(gql, players[0]!, players[1]!, 'crash-match');
    for (const p of players)
      await gql(SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: `seed-${p.id}` }, p.token);

    // Both players keep sending their next legal command; the process dies in the middle.
    const acknowledged: string[] = [];
    const pick = chooser(11);
    const play = async (seat: number) => {
      for (let n = 0; ; n += 1) {
        const view = (await gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, players[seat]!.token)).data?.matchView;
        if (!view) return;
        if (view.legalCommands.length === 0) continue;
        const commandId = `s${seat}-${n}`;
        const sent = await gql<{ submitGameCommand: { result: { events: string[] } } }>(
          SUBMIT,
          { m: matchId, cmd: asInput(pick(view.legalCommands)), c: commandId },
          players[seat]!.token,
        );
        if (sent.data?.submitGameCommand.result.events.length) acknowledged.push(commandId);
      }
    };
    const loops = [play(0).catch(() => undefined), play(1).catch(() => undefined)];
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await Promise.all(loops);

    const second = await spawnApi(dataDir, { RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
    running.push(second);
    gql = gqlAt(second.url);
    const events = await readStream(dataDir, matchStream(matchId));
    const stored = new Set(events.map((e) => (e.metadata as { commandId?: string }).commandId));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // The match goes on from exactly where the store says, and its chain is intact.
    const view = (await gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, players[0]!.token)).data!.matchView;
    const seat = view.legalCommands.length > 0 ? 0 : 1;
    const next = (await gql<{ matchView: ViewShape }>(VIEW, { m: matchId }, players[seat]!.token)).data!.matchView
      .legalCommands[0]!;
    const after = await gql<{ submitGameCommand: { result: { events: string[] } } }>(
      SUBMIT,
      { m: matchId, cmd: asInput(next), c: 'after-restart' },
      players[seat]!.token,
    );
    expect(after.errors).toBeUndefined();
    const master = await masterSeedHex(dataDir, matchId);
    const [header, ...rest] = recordsFromStream(await readStream(dataDir, matchStream(matchId)));
    const report = verifyServed(exportReplay([{ ...header!, master }, ...rest], { kind: 'judge' }, 'match-ended'));
    expect(report.errors.filter((e) => e.code !== 'replay.incomplete')).toEqual([]);
    // The seed is derived again after the restart, and no log line of either process holds it.
    expect(first.output.length + second.output.length).toBeGreaterThan(25);
    for (const line of [...first.output, ...second.output]) expect(line).not.toContain(master);

    // Projections: let the restarted API catch up, stop it, then rebuild from scratch and compare.
    for (let i = 0; i < 100; i += 1) {
      const health = (await fetch(`${second.url}/health`).then((r) => r.json())) as {
        projectionLag: number;
        caughtUp: boolean;
      };
      if (health.caughtUp && health.projectionLag === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    second.child.kill('SIGTERM');
    await second.exited;
    const live = new Database(join(dataDir, READ_MODELS_FILE), { readonly: true });
    const fresh = new Database(':memory:');
    migrateReadModels(fresh);
    const store = openChildStore(dataDir);
    try {
      await rebuildReadModels(fresh, readAllUpTo(store, readCheckpoint(live).position));
    } finally {
      await store.close();
    }
    expect(dumpReadModels(live)).toEqual(dumpReadModels(fresh));
    // Two API processes start from source here: a guard against a hang, not a speed assertion.
  }, 120_000);
});
