/**
 * Token-bucket arithmetic, pure: a bucket holds up to `burst` tokens and
 * refills continuously at `perSecond`; each charge takes one whole token. The
 * limiter party keeps the state; this file only decides.
 */

/** How much a bucket holds and how fast it refills. */
export interface BucketRule {
  readonly burst: number;
  readonly perSecond: number;
}

/** A bucket as stored: `tokens` left at time `at` (ms since the epoch). */
export interface BucketState {
  readonly tokens: number;
  readonly at: number;
}

export type Charge =
  | { readonly ok: true; readonly state: BucketState }
  | { readonly ok: false; readonly retryAfterSeconds: number };

/** The tokens a bucket holds at `now`; an absent bucket is full. */
export function tokensAt(rule: BucketRule, state: BucketState | undefined, now: number): number {
  if (!state) return rule.burst;
  // A clock that steps back must not drain the bucket.
  const elapsedSeconds = Math.max(0, now - state.at) / 1000;
  return Math.min(rule.burst, state.tokens + elapsedSeconds * rule.perSecond);
}

/**
 * Takes one token at `now`. A refusal changes nothing (the bucket refills from
 * the same state either way), so the caller need not store anything for it.
 */
export function charge(rule: BucketRule, state: BucketState | undefined, now: number): Charge {
  const tokens = tokensAt(rule, state, now);
  if (tokens >= 1) return { ok: true, state: { tokens: tokens - 1, at: now } };
  // Whole seconds for Retry-After, never 0: "retry now" would only be refused again.
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rule.perSecond)) };
}

/** When (ms since the epoch) the bucket is full again: from then on, forgetting it changes nothing. */
export function fullAt(rule: BucketRule, state: BucketState): number {
  return state.at + Math.ceil(((rule.burst - state.tokens) / rule.perSecond) * 1000);
}
