import { RETENTION } from '@cronica/util';
import type { ApiDb } from '../store/api-db.js';

/** A run of wrong passwords: how many, and when the last one came. */
export interface FailureRun {
  readonly count: number;
  readonly last: number;
}

/** A run is forgotten after this long without another failure. */
export const FORGET_AFTER_MS = RETENTION.failureRunsMs;

/**
 * Runs of wrong passwords, per scope (what is counted: one client's tries at one username, or
 * every unrecognised client's tries at one username) and key.
 */
export interface FailureStore {
  /** The run, or undefined when there is none or it has been forgotten. */
  get(scope: string, key: string, now: number): FailureRun | undefined;
  /** Counts one more failure (a forgotten run starts over). */
  add(scope: string, key: string, now: number): void;
  clear(scope: string, key: string): void;
}

const fresh = (run: FailureRun | undefined, now: number) => (run && now - run.last < FORGET_AFTER_MS ? run : undefined);

export class MemoryFailures implements FailureStore {
  private readonly runs = new Map<string, FailureRun>();

  get(scope: string, key: string, now: number): FailureRun | undefined {
    return fresh(this.runs.get(`${scope}\n${key}`), now);
  }

  add(scope: string, key: string, now: number): void {
    const previous = this.get(scope, key, now);
    this.runs.set(`${scope}\n${key}`, {
      count: (previous?.count ?? 0) + 1,
      last: Math.max(now, previous?.last ?? now),
    });
    if (this.runs.size > 100_000)
      for (const [name, run] of this.runs) if (now - run.last >= FORGET_AFTER_MS) this.runs.delete(name);
  }

  clear(scope: string, key: string): void {
    this.runs.delete(`${scope}\n${key}`);
  }
}

/** Adds between purges of forgotten runs (a purge is a DELETE over old rows). */
const PURGE_EVERY = 1000;

/**
 * Runs in the API's shared database (table `login_failure_runs`): a guesser spreading tries over
 * API instances meets the same counts.
 */
export class SharedFailures implements FailureStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;
  private readonly purge;
  private added = 0;

  constructor(db: ApiDb) {
    db.exec(`CREATE TABLE IF NOT EXISTS login_failure_runs (
      scope TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, last INTEGER NOT NULL, PRIMARY KEY (scope, key)
    )`);
    this.select = db.prepare<[string, string], FailureRun>(
      'SELECT count, last FROM login_failure_runs WHERE scope = ? AND key = ?',
    );
    // One statement, so two instances counting at once both count.
    this.upsert = db.prepare(`INSERT INTO login_failure_runs (scope, key, count, last) VALUES (?, ?, 1, ?)
      ON CONFLICT (scope, key) DO UPDATE SET count = CASE WHEN excluded.last - last < ${FORGET_AFTER_MS} THEN count + 1 ELSE 1 END, last = MAX(last, excluded.last)`);
    this.remove = db.prepare('DELETE FROM login_failure_runs WHERE scope = ? AND key = ?');
    this.purge = db.prepare('DELETE FROM login_failure_runs WHERE last <= ?');
  }

  get(scope: string, key: string, now: number): FailureRun | undefined {
    return fresh(this.select.get(scope, key), now);
  }

  add(scope: string, key: string, now: number): void {
    this.upsert.run(scope, key, now);
    this.added += 1;
    if (this.added % PURGE_EVERY === 0) this.forget(now);
  }

  /** Deletes the runs already forgotten (the periodic prune, ops/retention.ts); returns how many. */
  forget(now: number): number {
    return this.purge.run(now - FORGET_AFTER_MS).changes;
  }

  clear(scope: string, key: string): void {
    this.remove.run(scope, key);
  }
}
