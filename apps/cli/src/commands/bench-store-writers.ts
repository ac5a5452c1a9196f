// The two sides `bench store` compares, writing the same planned rows (bench-store.ts).
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  applyPragmas,
  createSchema,
  INSERT_EVENT_SQL,
  recordSize,
  type EventData,
  type SqliteEventStore,
  type SqliteSynchronous,
} from '@cronica/event-store';

export interface Planned {
  readonly stream: string;
  readonly revision: number;
  readonly event: EventData;
}

/** The same events for the store and the baseline: ids, streams and revisions fixed before timing. */
export function planEvents(count: number, streamPrefix: string, streamLength: number): Planned[] {
  return Array.from({ length: count }, (_, n) => ({
    stream: `${streamPrefix}-${Math.floor(n / streamLength)}`,
    revision: n % streamLength,
    event: {
      id: randomUUID(),
      type: 'CardPlayed',
      data: { match: Math.floor(n / streamLength), seat: n % 2, card: `carta-${n % 60}`, turn: Math.floor(n / 8), n },
      metadata: { $correlationId: `c-${n}` },
    },
  }));
}

/** One side of the comparison: appends a batch in one transaction, or one event on its own. */
export interface Writer {
  appendBatch(rows: Planned[]): Promise<void> | void;
  appendSingle(row: Planned): Promise<void> | void;
}

const expectedBefore = (p: Planned) => (p.revision === 0 ? ('no_stream' as const) : BigInt(p.revision - 1));

export function storeWriter(store: SqliteEventStore): Writer {
  return {
    async appendBatch(rows) {
      await store.appendToStream(
        rows[0]!.stream,
        rows.map((p) => p.event),
        { expectedRevision: expectedBefore(rows[0]!) },
      );
    },
    async appendSingle(row) {
      await store.appendToStream(row.stream, row.event, { expectedRevision: expectedBefore(row) });
    },
  };
}

/**
 * Plain better-sqlite3 doing what a hand-written log would: same pragmas, schema and rows, JSON
 * serialised, one transaction per 100 rows (one per row for singles), no concurrency checks.
 */
export function baselineWriter(db: Database.Database, synchronous: SqliteSynchronous): Writer {
  applyPragmas(db, synchronous);
  createSchema(db);
  const insert = db.prepare(INSERT_EVENT_SQL);
  let position = 0;
  const insertOne = (p: Planned, created: number) => {
    const data = JSON.stringify(p.event.data);
    const metadata = p.event.metadata === undefined ? null : JSON.stringify(p.event.metadata);
    position += recordSize(p.stream, p.event.type, data, metadata);
    insert.run(position, p.stream, p.revision, p.event.id, p.event.type, data, metadata, created);
  };
  const insertBatch = db.transaction((rows: Planned[]) => {
    const created = Date.now();
    for (const row of rows) insertOne(row, created);
  });
  return { appendBatch: (rows) => insertBatch(rows), appendSingle: (row) => insertOne(row, Date.now()) };
}
