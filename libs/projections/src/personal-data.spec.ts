import { ERASED_NAME } from '@cronica/util';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_REGISTERED, accountStream } from './accounts.js';
import type { ProjectedEvent } from './events.js';
import { erasedUsername, PERSON_KEY_ERASED } from './personal-data.js';
import { Projector } from './projector.js';
import { getPlayer } from './queries.js';
import { dumpReadModels, rebuildReadModels } from './rebuild.js';
import { openReadDb } from './testing/read-db.js';

const at = (position: bigint, streamId: string, type: string, data: unknown): ProjectedEvent => ({
  id: `e${position}`,
  streamId,
  type,
  revision: 0n,
  position,
  data,
  metadata: null,
  created: new Date(0),
});

const registered = (username: string, displayName: string) =>
  at(1n, accountStream('ana'), ACCOUNT_REGISTERED, {
    accountId: 'ana',
    username,
    displayName,
    registeredAt: '2026-11-01T10:00:00.000Z',
  });
const erasure = at(2n, 'personal-data-erasures', PERSON_KEY_ERASED, { personId: 'ana' });

async function* iterate(events: readonly ProjectedEvent[]) {
  yield* events;
}

describe('an erased person in the read models', () => {
  it('shows "deleted player" and no username once erased, the same after a rebuild that can no longer open the name', async () => {
    const live = openReadDb();
    new Projector(live).apply([registered('ana', 'Ana Robles'), erasure]);
    expect(getPlayer(live, 'ana')).toMatchObject({ displayName: ERASED_NAME, username: erasedUsername('ana') });
    // A rebuild after the erasure is handed the fields as the opener gives them: ERASED_NAME.
    const rebuilt = openReadDb();
    await rebuildReadModels(rebuilt, iterate([registered(ERASED_NAME, ERASED_NAME), erasure]));
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(live));
  });
});
