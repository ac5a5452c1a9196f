import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REGISTERED,
  DISPLAY_NAME_CHANGED,
  accountStream,
  type AccountRegisteredData,
  type DisplayNameChangedData,
} from './accounts.js';
import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { getPlayer, tournamentPlayers } from './queries.js';
import { dumpReadModels, rebuildReadModels } from './rebuild.js';
import { openReadDb } from './testing/read-db.js';

function event(type: string, data: AccountRegisteredData | DisplayNameChangedData, position: bigint): ProjectedEvent {
  return {
    id: `e${position}`,
    streamId: accountStream(data.accountId),
    type,
    revision: position - 1n,
    position,
    data,
    metadata: null,
    created: new Date(0),
  };
}

const EVENTS = [
  event(
    ACCOUNT_REGISTERED,
    { accountId: 'ana', username: 'ana', displayName: 'Ana Robles', registeredAt: '2026-11-01T10:00:00.000Z' },
    1n,
  ),
  event(DISPLAY_NAME_CHANGED, { accountId: 'ana', displayName: 'Ana Díaz', changedAt: '2026-11-02T10:00:00.000Z' }, 2n),
];

async function* iterate(events: readonly ProjectedEvent[]) {
  yield* events;
}

describe('the account → current display name read model', () => {
  it('holds the corrected name, and a rebuild from the store gives the same read models', async () => {
    const live = openReadDb();
    new Projector(live).apply(EVENTS);
    expect(getPlayer(live, 'ana')?.displayName).toBe('Ana Díaz');
    const rebuilt = openReadDb();
    await rebuildReadModels(rebuilt, iterate(EVENTS));
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
  });

  it("gives a tournament's registered account its current name and a walk-in guest the name registered", () => {
    const db = openReadDb();
    new Projector(db).apply(EVENTS);
    const insert = db.prepare(
      "INSERT INTO tournament_players (tournament_id, player_id, name, status, deck_hash) VALUES ('t1', ?, ?, 'active', NULL)",
    );
    insert.run('ana', 'Ana Robles');
    insert.run('guest-1', 'Gonzalo Invitado');
    expect(tournamentPlayers(db, 't1').map((p) => [p.playerId, p.name])).toEqual([
      ['ana', 'Ana Díaz'],
      ['guest-1', 'Gonzalo Invitado'],
    ]);
  });
});
