/**
 * When code that is needed failed to arrive (the network dropped mid-load), it is asked for again by itself: as
 * soon as the browser is back online, or, while it says it is online, after a wait that grows with each failure
 * (1, 2, 4 s, then every 5 s: a player is waiting for it). The page's parts (try-again.ts) and the local room's
 * computer players (local-room/local-room.ts) follow it; it runs in a worker as in a page.
 */

/** Schedules `again` after the `failures`-th failure in a row (0 for the first); returns how to cancel it. */
export function tryAgainLater(failures: number, again: () => void): () => void {
  // (A runtime with no navigator, the tests' node, counts as online.)
  if (globalThis.navigator?.onLine === false) {
    addEventListener("online", again, { once: true });
    return () => removeEventListener("online", again);
  }
  const timer = setTimeout(again, Math.min(1000 * 2 ** failures, 5_000));
  return () => clearTimeout(timer);
}
