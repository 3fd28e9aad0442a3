/**
 * When code the page needs failed to arrive (the network dropped mid-load), it is asked for again by itself: as
 * soon as the browser is back online, or, while it says it is online, after a wait that grows with each failure
 * (1, 2, 4 s, then every 5 s: a player is waiting for it).
 */
import { useLayoutEffect, useState } from "preact/hooks";

/** Schedules `again` after the `failures`-th failure in a row (0 for the first); returns how to cancel it. */
export function tryAgainLater(failures: number, again: () => void): () => void {
  if (!navigator.onLine) {
    addEventListener("online", again, { once: true });
    return () => removeEventListener("online", again);
  }
  const timer = setTimeout(again, Math.min(1000 * 2 ** failures, 5_000));
  return () => clearTimeout(timer);
}

/**
 * What `load` brings for `key` (null until it has, and while `key` is null: nothing is loaded), tried again by
 * itself after a failure; `known`, a value loaded before, is shown at once. A component never shows what was
 * loaded for another key.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, known?: T): T | null {
  const [loaded, setLoaded] = useState<{ key: string | null; value: T } | null>(() =>
    known === undefined ? null : { key, value: known },
  );
  const [failures, setFailures] = useState(0);
  const here = loaded !== null && loaded.key === key;
  // Before the page is painted, not after: what is loaded already (a board warmed on the home page) is drawn in
  // the same frame as the rest, rather than a frame later after its placeholder.
  useLayoutEffect(() => {
    if (key === null || here) return;
    let live = true;
    let cancel = () => {};
    load().then(
      (value) => live && setLoaded({ key, value }),
      () => {
        if (live) cancel = tryAgainLater(failures, () => setFailures(failures + 1));
      },
    );
    return () => {
      live = false;
      cancel();
    };
  }, [key, failures]);
  return here ? loaded.value : null;
}
