import Database from 'better-sqlite3';
import type { ProjectedEvent } from '../events.js';
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
