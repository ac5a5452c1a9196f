import { RETENTION } from '@cronica/util';

export interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/** Where buckets live (one process's memory; tests may give their own). */
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

/**
 * One instance's share of a limit the operator sets for the whole deployment: buckets live in
 * each instance's memory, so with `API_INSTANCES` behind a load balancer each enforces
 * limit ÷ instances (at least 1), and a client spread over all of them gets about the limit.
 */
export function perInstance(limit: number, instances: number): number {
  return Math.max(1, Math.floor(limit / Math.max(1, instances)));
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
