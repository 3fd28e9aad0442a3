/**
 * The wait a per-address limit asks for (HTTP 429 with Retry-After, party/limiter.ts), read from the answer and
 * said in words: "in 40 s", "in 2 min".
 */
import { t } from "./i18n";

/**
 * Our server always sends Retry-After; a 429 from something in between that names no wait still pauses the
 * buttons a moment rather than invite an immediate, refused, retry.
 */
const UNNAMED_WAIT_SECONDS = 10;

/** Retry-After in whole seconds (what the limiter sends), at least 1; null when absent or not a number of seconds. */
export function retryAfterSeconds(header: string | null): number | null {
  const text = header?.trim() ?? "";
  return /^\d{1,9}$/.test(text) ? Math.max(1, Number(text)) : null;
}

/** When (ms since the epoch, this browser's clock) a refused request may be made again. */
export function retryAt(res: Response, now: number): number {
  return now + (retryAfterSeconds(res.headers.get("retry-after")) ?? UNNAMED_WAIT_SECONDS) * 1000;
}

/** Whole seconds left until `until`, rounded up (never says less than the real wait); 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export type WaitWords = {
  readonly key: "wait.seconds" | "wait.minutes" | "wait.hours";
  readonly count: number;
};

/**
 * The unit a wait is said in: seconds below 90 s ("in 75 s" reads better than "in 2 min" when it is barely
 * more than one), then minutes up to 90, then hours; always rounded up, so the button is free by then.
 */
export function waitWords(seconds: number): WaitWords {
  if (seconds < 90) return { key: "wait.seconds", count: Math.max(1, Math.ceil(seconds)) };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return { key: "wait.minutes", count: minutes };
  return { key: "wait.hours", count: Math.ceil(seconds / 3600) };
}

/** The wait in the page's language, as the end of "try again …": "in 40 s". */
export function waitText(seconds: number): string {
  const words = waitWords(seconds);
  return t(words.key, { count: words.count });
}
