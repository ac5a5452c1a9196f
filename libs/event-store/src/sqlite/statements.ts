import type Database from 'better-sqlite3';
import type { JsonValue, RecordedEvent } from '../types.js';
import { NO_STREAM, type StreamView } from './append-decision.js';
import type { RecentEventIds } from './recent-event-ids.js';
import { INSERT_EVENT_SQL } from './schema.js';

export interface EventRow {
  readonly position: number;
  readonly stream_id: string;
  readonly revision: number;
  readonly event_id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string | null;
  readonly created: number;
}

/**
 * An event as read. Its metadata (a match event's replay record: most of its bytes) is parsed the
 * first time it is read: projections and live updates read it for a few event types only.
 */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  let metadata: JsonValue | null = null;
  let parsed = row.metadata === null;
  return {
    id: row.event_id,
    streamId: row.stream_id,
    type: row.type,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    data: JSON.parse(row.data),
    get metadata() {
      if (!parsed) {
        metadata = JSON.parse(row.metadata!) as JsonValue | null;
        parsed = true;
      }
      return metadata;
    },
    created: new Date(row.created),
  };
}

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, created';

/** Every statement the embedded store runs, prepared once per connection. */
export class SqliteStatements {
  readonly insert: Database.Statement<unknown[]>;
  private readonly lastRevision: Database.Statement<[string], number | null>;
  private readonly eventIdAt: Database.Statement<[string, number], string>;
  private readonly positionAt: Database.Statement<[string, number], number>;
  private readonly head: Database.Statement<[], number | null>;
  readonly streamForwards: Database.Statement<[string, number, number], EventRow>;
  readonly streamBackwards: Database.Statement<[string, number, number], EventRow>;
  readonly allForwards: Database.Statement<[number, number], EventRow>;
  readonly allBackwards: Database.Statement<[number, number], EventRow>;
  readonly allAfter: Database.Statement<[number, number], EventRow>;
  readonly streamAfter: Database.Statement<[string, number, number], EventRow>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(INSERT_EVENT_SQL);
    this.lastRevision = db
      .prepare<[string], number | null>('SELECT max(revision) FROM events WHERE stream_id = ?')
      .pluck();
    this.eventIdAt = db
      .prepare<[string, number], string>('SELECT event_id FROM events WHERE stream_id = ? AND revision = ?')
      .pluck();
    this.positionAt = db
      .prepare<[string, number], number>('SELECT position FROM events WHERE stream_id = ? AND revision = ?')
      .pluck();
    this.head = db.prepare<[], number | null>('SELECT max(position) FROM events').pluck();
    this.streamForwards = db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    );
    this.streamBackwards = db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    );
    this.allForwards = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`);
    this.allBackwards = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position <= ? ORDER BY position DESC LIMIT ?`);
    this.allAfter = db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    this.streamAfter = db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision > ? ORDER BY revision LIMIT ?`,
    );
  }

  currentRevision(stream: string): number {
    return this.lastRevision.get(stream) ?? NO_STREAM;
  }

  positionOf(stream: string, revision: number): number {
    return revision === NO_STREAM ? -1 : (this.positionAt.get(stream, revision) ?? -1);
  }

  headPosition(): number {
    return this.head.get() ?? -1;
  }

  /** The decision's view of one stream, read inside the append's write transaction. */
  viewOf(stream: string, recent: RecentEventIds): StreamView {
    const current = this.currentRevision(stream);
    return {
      current,
      eventIdAt: (revision) => this.eventIdAt.get(stream, revision),
      lastWriteOf: (eventId) => recent.lookup(eventId),
    };
  }
}
