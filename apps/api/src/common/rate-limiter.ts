import { RETENTION } from '@cronica/util';
import type { ApiDb } from '../store/api-db.js';

export interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/** Where buckets live: one process's memory, or the database every API instance shares. */
export interface BucketStore {
  /** Reads the key's bucket and writes what `change` returns, atomically for every instance. */
  update<T>(key: string, change: (bucket: Bucket | undefined) => { bucket: Bucket; result: T }): T;
  prune(olderThan: number): void;
}

export class MemoryBuckets implements BucketStore {
  private readonly buckets = new Map<string, Bucket>();

  update<T>(key: string, change: (bucket: Bucket | undefined) => { bucket: Bucket; result: T }): T {
    const { bucket, result } = change(this.buckets.get(key));
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.prune(bucket.at - RETENTION.rateBucketIdleMs);
    return result;
  }

  prune(olderThan: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.at < olderThan) this.buckets.delete(key);
  }
}

const createBucketsTable = (db: ApiDb) =>
  db.exec(
    'CREATE TABLE IF NOT EXISTS rate_buckets (scope TEXT NOT NULL, key TEXT NOT NULL, tokens REAL NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (scope, key))',
  );

/** Deletes every shared bucket (of any scope) unused for RETENTION.rateBucketIdleMs; returns how many. */
export function pruneIdleBuckets(db: ApiDb, now: number): number {
  createBucketsTable(db);
  return db.prepare('DELETE FROM rate_buckets WHERE at < ?').run(now - RETENTION.rateBucketIdleMs).changes;
}

/** Takes between prunes of the shared table (a prune is a DELETE over old rows). */
const PRUNE_EVERY = 1000;

/**
 * Buckets in the API's shared database (table `rate_buckets`, one row per scope and key): every
 * instance behind a load balancer draws on the same buckets, so adding instances does not
 * multiply a client's allowance. Each take is one IMMEDIATE transaction (SQLite serialises it
 * across processes; the busy timeout waits for the other writer).
 */
export class SharedBuckets implements BucketStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly take;
  private takes = 0;

  constructor(
    db: ApiDb,
    private readonly scope: string,
  ) {
    createBucketsTable(db);
    this.select = db.prepare<[string, string], Bucket>(
      'SELECT tokens, at FROM rate_buckets WHERE scope = ? AND key = ?',
    );
    this.upsert = db.prepare(
      'INSERT INTO rate_buckets (scope, key, tokens, at) VALUES (?, ?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET tokens = excluded.tokens, at = excluded.at',
    );
    this.remove = db.prepare('DELETE FROM rate_buckets WHERE scope = ? AND at < ?');
    // Made once: every mutation of every client goes through it.
    this.take = db.transaction(
      (key: string, change: (bucket: Bucket | undefined) => { bucket: Bucket; result: unknown }) => {
        const { bucket, result } = change(this.select.get(this.scope, key));
        this.upsert.run(this.scope, key, bucket.tokens, bucket.at);
        return { result, at: bucket.at };
      },
    );
  }

  update<T>(key: string, change: (bucket: Bucket | undefined) => { bucket: Bucket; result: T }): T {
    const { result, at } = this.take.immediate(key, change) as { result: T; at: number };
    this.takes += 1;
    if (this.takes % PRUNE_EVERY === 0) this.prune(at - RETENTION.rateBucketIdleMs);
    return result;
  }

  prune(olderThan: number): void {
    this.remove.run(this.scope, olderThan);
  }
}

/** Token bucket per key: `capacity` actions per `windowMs`, refilled continuously. */
export class RateLimiter {
  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly buckets: BucketStore = new MemoryBuckets(),
  ) {}

  /**
   * Takes `count` tokens at once (one per mutation field of an operation); returns 0 when allowed,
   * else the milliseconds until that many are available. Nothing is taken when refused.
   */
  take(key: string, now: number, count = 1): number {
    const rate = this.capacity / this.windowMs;
    return this.buckets.update(key, (stored) => {
      const bucket = stored ?? { tokens: this.capacity, at: now };
      const tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, now - bucket.at) * rate);
      if (tokens < count) {
        return {
          bucket: { tokens, at: Math.max(now, bucket.at) },
          result: count > this.capacity ? this.windowMs : Math.ceil((count - tokens) / rate),
        };
      }
      return { bucket: { tokens: tokens - count, at: Math.max(now, bucket.at) }, result: 0 };
    });
  }
}
