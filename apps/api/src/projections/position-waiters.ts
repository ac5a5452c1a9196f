import { StoreNotReadyError } from '@cronica/event-store';

interface Waiter {
  readonly position: bigint;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

/** Promises that resolve when the projected position reaches theirs. */
export class PositionWaiters {
  private current: bigint | null = null;
  private waiting: Waiter[] = [];

  advance(position: bigint | null): void {
    if (position === null || (this.current !== null && position <= this.current)) return;
    this.current = position;
    const ready = this.waiting.filter((w) => w.position <= position);
    this.waiting = this.waiting.filter((w) => w.position > position);
    for (const waiter of ready) {
      clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }

  wait(position: bigint, timeoutMs: number): Promise<void> {
    if (this.current !== null && position <= this.current) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w.timer !== timer);
        // Transient, so the client is told to retry (STORE_UNAVAILABLE), never a masked 500: the
        // command itself was stored, and a resend with its commandId answers its outcome.
        reject(new StoreNotReadyError(`read models did not reach position ${position} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.push({ position, resolve, reject, timer });
    });
  }

  /**
   * Starts over at `position` (the read models were rebuilt for another store, whose positions
   * may be lower): waiters keep waiting for the new store to reach their position.
   */
  reset(position: bigint | null): void {
    this.current = null;
    this.advance(position);
  }

  rejectAll(error: Error): void {
    for (const waiter of this.waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.waiting = [];
  }
}
