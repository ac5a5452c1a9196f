import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../sqlite/sqlite-event-store.js';
import { openSealedEvents, openSealedStream } from './open-fields.js';
import { PersonalDataVault } from './vault.js';

const GONE = 'deleted player';
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function vault(): PersonalDataVault {
  const store = new SqliteEventStore({ filename: ':memory:' });
  stores.push(store);
  return new PersonalDataVault(store);
}

describe('opening the personal fields of events for the read models', () => {
  it('opens sealed fields at any depth, leaves plain text (older events) as it is, and shows an erased person as the marker', async () => {
    const keys = vault();
    const ana = await keys.seal('ana', 'Ana Robles');
    const bea = await keys.seal('bea', 'Bea Soto');
    await keys.erase('bea');
    const events = [
      { data: { accountId: 'ana', displayName: ana, nested: [{ name: bea }] } },
      { data: { playerId: 'old', name: 'Legacy Name' } },
    ];
    const opened = await openSealedEvents(keys, events, GONE);
    expect(opened[0]!.data).toEqual({ accountId: 'ana', displayName: 'Ana Robles', nested: [{ name: GONE }] });
    expect(opened[1]).toBe(events[1]);
  });

  it('opens a stream of events page by page, in order', async () => {
    const keys = vault();
    const sealed = await Promise.all(['a', 'b', 'c'].map((id) => keys.seal(id, `name ${id}`)));
    async function* events() {
      for (const name of sealed) yield { data: { name } };
    }
    const names: unknown[] = [];
    for await (const event of openSealedStream(keys, events(), GONE, 2)) names.push(event.data.name);
    expect(names).toEqual(['name a', 'name b', 'name c']);
  });
});
