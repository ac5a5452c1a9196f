import type Database from 'better-sqlite3';

/**
 * Where each recently committed event id was last written, for the `any`/`stream_exists`
 * idempotency check. EventStoreDB keeps the same thing as a bounded in-memory cache
 * (`_committedEvents`, ESConsts.CommitedEventsMemCacheLimit = 8 MiB, in IndexWriter.cs): an
 * `any` resend is recognised while its events are still in the cache, and written again after
 * that. The window here is the last DEFAULT_CAPACITY events of the log, whoever wrote them:
 * before every check, under the write lock, the cache reads what other processes committed
 * since it last looked, so it is always the tail of the log and survives restarts.
 */
export const DEFAULT_CAPACITY = 100_000;

export interface IdLocation {
  readonly stream: string;
  readonly revision: number;
}

interface TailRow {
  readonly position: number;
  readonly event_id: string;
  readonly stream_id: string;
  readonly revision: number;
}

export class RecentEventIds {
  private readonly byId = new Map<string, IdLocation>();
  /** Position of the last event the cache has seen; -1 before it first looks at the log. */
  private seenUpTo = -1;
  /** Set by the first check that needs the cache; until then appends cost it nothing. */
  private active = false;
  private readonly tailAfter: Database.Statement<[number, number], TailRow>;

  constructor(
    db: Database.Database,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {
    this.tailAfter = db.prepare(
      'SELECT position, event_id, stream_id, revision FROM events WHERE position > ? ORDER BY position DESC LIMIT ?',
    );
  }

  /** Brings the cache up to `head` (the log's last position), reading at most `capacity` events. */
  catchUp(head: number): void {
    this.active = true;
    if (head <= this.seenUpTo) return;
    const rows = this.tailAfter.all(this.seenUpTo, this.capacity);
    if (rows.length === this.capacity) this.byId.clear();
    for (let i = rows.length - 1; i >= 0; i--) this.remember(rows[i]!.event_id, rows[i]!.stream_id, rows[i]!.revision);
    this.seenUpTo = head;
  }

  lookup(eventId: string): IdLocation | undefined {
    return this.byId.get(eventId);
  }

  /**
   * Records an append once its transaction committed. When the cache had not seen the log up to
   * the append (it is only read for `any`/`stream_exists` checks), the next catchUp reads it.
   */
  committed(
    stream: string,
    ids: readonly string[],
    firstRevision: number,
    headBefore: number,
    lastPosition: number,
  ): void {
    if (!this.active || this.seenUpTo !== headBefore) return;
    for (let i = 0; i < ids.length; i++) this.remember(ids[i]!, stream, firstRevision + i);
    this.seenUpTo = lastPosition;
  }

  private remember(eventId: string, stream: string, revision: number): void {
    this.byId.delete(eventId);
    this.byId.set(eventId, { stream, revision });
    if (this.byId.size > this.capacity) this.byId.delete(this.byId.keys().next().value!);
  }
}
