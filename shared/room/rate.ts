/**
 * Per-connection token buckets: `burst` messages at once, refilled at
 * `perSecond`. Kept in memory: after hibernation a connection starts with a
 * full bucket, which only ever errs towards letting a player act.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Takes one token for `key` at time `now` (ms); false when the bucket is empty. */
  allow(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    if (this.buckets.size > 10_000) this.buckets.clear(); // bound memory against connection churn
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }
}
