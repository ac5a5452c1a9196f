import type { ProjectedEvent } from './events.js';
import { Projector } from './projector.js';
import { READ_MODEL_TABLES, resetReadModels, type ReadDb } from './schema.js';

export interface RebuildProgress {
  readonly events: number;
  readonly position: bigint;
}

/** Events applied per transaction during a rebuild. */
const BATCH = 1000;

/**
 * Rebuilds every read model from scratch out of `$all` (`cli projections rebuild`), through the
 * same Projector the API runs live, so the result is identical to the live models.
 */
export async function rebuildReadModels(
  db: ReadDb,
  events: AsyncIterable<ProjectedEvent>,
  onProgress: (progress: RebuildProgress) => void = () => {},
  /** The store the events come from (EventStore.storeId), so the API resumes from this rebuild. */
  storeId: string | null = null,
): Promise<RebuildProgress> {
  resetReadModels(db);
  const projector = new Projector(db, storeId);
  let batch: ProjectedEvent[] = [];
  let done: RebuildProgress = { events: 0, position: -1n };
  const flush = () => {
    if (batch.length === 0) return;
    projector.apply(batch);
    done = { events: done.events + batch.length, position: batch[batch.length - 1]!.position };
    batch = [];
    onProgress(done);
  };
  for await (const event of events) {
    batch.push(event);
    if (batch.length >= BATCH) flush();
  }
  flush();
  return done;
}

/**
 * Every read-model row in a stable order, to compare a rebuild with the live models. The
 * checkpoint's store id is left out: it says where the events came from, not what they made.
 */
export function dumpReadModels(db: ReadDb): Record<string, unknown[]> {
  const dump: Record<string, unknown[]> = {};
  for (const table of READ_MODEL_TABLES) {
    const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>)
      .map((c) => c.name)
      .filter((name) => !(table === 'checkpoint' && name === 'store_id'));
    const order = columns.map((_, i) => i + 1).join(', ');
    dump[table] = db
      .prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`)
      .safeIntegers(true)
      .all();
  }
  return dump;
}
