import type Database from 'better-sqlite3';
import { NO_STREAM, type Expected } from './append-decision.js';
import { recordSize } from './schema.js';

/** The event type EventStoreDB gives a tombstone; here it only sizes the position it takes. */
export const TOMBSTONE_TYPE = '$streamDeleted';

export type TombstoneOutcome =
  | { readonly kind: 'tombstoned'; readonly position: number }
  | { readonly kind: 'conflict'; readonly current: number }
  | { readonly kind: 'deleted' };

/**
 * Hard deletes in the embedded store. EventStoreDB writes a `$streamDeleted` record and keeps the
 * stream's events in its files until a scavenge; here the events are deleted at once, with
 * `secure_delete` on (schema.ts) so their pages are zeroed, and a row in `tombstones` keeps the
 * stream from ever being written again. The tombstone takes a `$all` position after every earlier
 * record, like the server's, so a later append never gets a position a subscriber or a read
 * model has already passed, even when the deleted events were the last ones of the log.
 */
export class SqliteTombstones {
  private readonly find: Database.Statement<[string], number>;
  private readonly last: Database.Statement<[], number | null>;
  private readonly insert: Database.Statement<[string, number]>;
  private readonly deleteEvents: Database.Statement<[string]>;

  constructor(private readonly db: Database.Database) {
    this.find = db.prepare<[string], number>('SELECT 1 FROM tombstones WHERE stream_id = ?').pluck();
    this.last = db.prepare<[], number | null>('SELECT max(position) FROM tombstones').pluck();
    this.insert = db.prepare<[string, number]>('INSERT INTO tombstones (stream_id, position) VALUES (?, ?)');
    this.deleteEvents = db.prepare<[string]>('DELETE FROM events WHERE stream_id = ?');
  }

  has(stream: string): boolean {
    return this.find.get(stream) !== undefined;
  }

  /** The position the next record follows: the last event's or the last tombstone's, whichever is later. */
  base(eventsHead: number): number {
    return Math.max(eventsHead, this.last.get() ?? -1);
  }

  /**
   * Inside a write transaction: checks the expected revision as the server's delete does
   * (`any`; `no_stream` only for a stream without events; `stream_exists` only for one with
   * events; an exact revision only at that revision), then deletes the events and records the tombstone.
   */
  tombstone(stream: string, expected: Expected, current: number, eventsHead: number): TombstoneOutcome {
    if (this.has(stream)) return { kind: 'deleted' };
    const ok = expected === 'any' || (expected === 'stream_exists' ? current !== NO_STREAM : expected === current);
    if (!ok) return { kind: 'conflict', current };
    const position = Math.max(this.base(eventsHead), 0) + recordSize(stream, TOMBSTONE_TYPE, '{}', null);
    this.deleteEvents.run(stream);
    this.insert.run(stream, position);
    return { kind: 'tombstoned', position };
  }

  /**
   * After the delete committed: the WAL still holds the page images written before it (the
   * events as first inserted). A TRUNCATE checkpoint copies the zeroed pages into the file and
   * empties the WAL. It waits (busy_timeout) for readers in other processes to finish; one still
   * reading after that leaves the old frames until the next checkpoint, and this answers false.
   */
  scrubWal(): boolean {
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    return result?.busy === 0;
  }
}
