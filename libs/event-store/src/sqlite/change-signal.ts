/**
 * How the embedded store's subscriptions learn that the log changed: a count of the changes
 * committed through this instance (appends, tombstones), a wake-up for the waiting subscriptions,
 * and a poll timer for changes committed by another process or instance on the same file.
 */
export class ChangeSignal {
  private wake: { promise: Promise<void>; resolve: () => void } | undefined;
  private wakeScheduled = false;
  private changes = 0;

  constructor(private readonly pollIntervalMs: number) {}

  /** Changes committed through this instance; subscriptions compare it to skip reads that would find nothing. */
  readonly count = (): number => this.changes;

  /**
   * Wakes the waiting subscriptions once per event-loop turn: appends committed in the same turn
   * (many commands finishing together) are read by one page per subscription, not one each.
   */
  changed(): void {
    this.changes += 1;
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      const wake = this.wake;
      this.wake = undefined;
      wake?.resolve();
    });
  }

  /** Wakes on a change through this instance, on the poll timer (other processes) or on cancel. */
  readonly wait = async (cancelled: Promise<void>): Promise<void> => {
    if (!this.wake) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.wake = { promise, resolve };
    }
    let timer: NodeJS.Timeout | undefined;
    const poll = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.pollIntervalMs)));
    try {
      await Promise.race([this.wake.promise, poll, cancelled]);
    } finally {
      clearTimeout(timer);
    }
  };
}
