import { EventStoreError, type SubscriptionStatus } from '@cronica/event-store';

/** Where the projections stand, for /health and the logs. */
export interface ProjectionStatus {
  /**
   * `starting` before the first subscription; `catching-up` while history is applied; `live`
   * once caught up; `retrying` after a failure, until the back-off ends; `stopped` at shutdown.
   */
  readonly state: 'starting' | 'catching-up' | 'live' | 'retrying' | 'stopped';
  readonly caughtUp: boolean;
  /** The store subscription's own state (it resubscribes by itself after a dropped connection). */
  readonly subscription: SubscriptionStatus | null;
  /** Failures since the projections were last live. */
  readonly failures: number;
  readonly lastFailure: { readonly at: string; readonly code: string; readonly message: string } | null;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/** Exponential back-off, 0.5 s doubling up to 30 s, with jitter so instances do not retry in step. */
export function nextRetryDelay(failures: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function describeFailure(error: unknown, at: Date): NonNullable<ProjectionStatus['lastFailure']> {
  const code = error instanceof EventStoreError ? error.code : 'PROJECTION_FAILED';
  const message = error instanceof Error ? error.message : String(error);
  return { at: at.toISOString(), code, message };
}
