import { RETENTION } from '@cronica/util';

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
