/**
 * Per-connection token buckets: `burst` messages at once, refilled at
 * `perSecond`. Kept in memory: after hibernation a connection starts with a
 * full bucket, which only ever errs towards letting a player act.
 */
export class RateLimiter {
  /** Mutable buckets, changed in place: one is charged per message. */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Takes one token for `key` at time `now` (ms); false when the bucket is empty. */
  allow(key: string, now: number): boolean {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= 10_000) this.buckets.clear(); // bound memory against connection churn
      bucket = { tokens: this.burst, at: now };
      this.buckets.set(key, bucket);
    }
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    bucket.tokens = tokens < 1 ? tokens : tokens - 1;
    return tokens >= 1;
  }
}
