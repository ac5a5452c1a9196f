/** Token bucket per key: `capacity` actions per `windowMs`, refilled continuously. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Takes `count` tokens at once (one per mutation field of an operation); returns 0 when allowed,
   * else the milliseconds until that many are available. Nothing is taken when refused.
   */
  take(key: string, now: number, count = 1): number {
    const rate = this.capacity / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * rate);
    if (tokens < count) {
      this.buckets.set(key, { tokens, at: now });
      return count > this.capacity ? this.windowMs : Math.ceil((count - tokens) / rate);
    }
    this.buckets.set(key, { tokens: tokens - count, at: now });
    if (this.buckets.size > 100_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > this.windowMs) this.buckets.delete(key);
    }
  }
}
