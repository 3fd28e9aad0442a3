/**
 * What the page loads on demand (a part of the page, a game's board), asked for again by itself when it failed
 * to arrive: by the rule of try-again-later.ts.
 */
import { useLayoutEffect, useState } from "preact/hooks";
import { tryAgainLater } from "./try-again-later";

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
