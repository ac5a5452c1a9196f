/** Token bucket per key: `capacity` actions per `windowMs`, refilled continuously. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  /** Takes one token; returns 0 when allowed, else the milliseconds until one is available. */
  take(key: string, now: number): number {
    const rate = this.capacity / this.windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * rate);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) / rate);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 100_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > this.windowMs) this.buckets.delete(key);
    }
  }
}
