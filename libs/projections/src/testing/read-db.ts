import Database from 'better-sqlite3';
import type { ProjectedEvent } from '../events.js';
import { Projector } from '../projector.js';
import { dumpReadModels, rebuildReadModels } from '../rebuild.js';
import { migrateReadModels, type ReadDb } from '../schema.js';

/** An empty in-memory read database holding every read model's tables. */
export function openReadDb(): ReadDb {
  const db = new Database(':memory:');
  migrateReadModels(db);
  return db;
}

/**
 * Events of one kind of stream (`<prefix>-<id>`) as the store hands them to the projector:
 * positions 10 apart in the order they are made, each stamped with the time it was written
 * (`metadata.at` and `created`).
 */
export function stampedEvents(prefix: string): (id: string, type: string, data: unknown) => ProjectedEvent {
  let position = 0n;
  return (id, type, data) => {
    position += 10n;
    const at = new Date(1_795_000_000_000 + Number(position)).toISOString();
    return {
      id: `e${position}`,
      streamId: `${prefix}-${id}`,
      type,
      revision: 0n,
      position,
      data,
      metadata: { at },
      created: new Date(at),
    };
  };
}

/**
 * The read models as the live projector leaves them, applying `events` one by one, and as a
 * rebuild from the store makes them: a rebuild must reach exactly what live application did.
 */
export async function liveAndRebuiltModels(events: readonly ProjectedEvent[]) {
  const live = openReadDb();
  const projector = new Projector(live);
  for (const event of events) projector.apply([event]);
  const rebuilt = openReadDb();
  await rebuildReadModels(
    rebuilt,
    (async function* () {
      yield* events;
    })(),
  );
  return { live: dumpReadModels(live), rebuilt: dumpReadModels(rebuilt) };
}
