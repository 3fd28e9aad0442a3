/**
 * A page whose code (and stylesheet) loads the first time it is shown, so the
 * first load of every other page leaves it out: the room page, the replay page.
 * Until it arrives the page says it is on its way, in the words the page itself
 * shows while it connects, so nothing flickers.
 */
import type { FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { type MessageKey, t } from "./i18n";
import { tryAgainLater } from "./try-again";

/** A page loaded on demand; `preload` starts the load before the page is shown (once; again after a failure). */
export type LazyPage<P extends object> = FunctionComponent<P> & { preload(): Promise<FunctionComponent<P>> };

export function lazyPage<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  waiting: MessageKey,
): LazyPage<P> {
  let loading: Promise<FunctionComponent<P>> | null = null;
  let loaded: FunctionComponent<P> | null = null;
  const preload = () => {
    loading ??= load().then(
      (page) => {
        loaded = page;
        return page;
      },
      (error: unknown) => {
        // Offline, say: the next try (the page's own, or another that shows it) loads it afresh.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function LazyPage(props: P) {
    const [Page, setPage] = useState<FunctionComponent<P> | null>(() => loaded);
    /** Failed loads in a row: each one schedules the next try (try-again.ts). */
    const [failures, setFailures] = useState(0);
    useEffect(() => {
      if (Page) return;
      let live = true;
      let cancel: () => void = () => {};
      preload()
        .then((page) => live && setPage(() => page))
        .catch(() => {
          if (live) cancel = tryAgainLater(failures, () => setFailures((n) => n + 1));
        });
      return () => {
        live = false;
        cancel();
      };
    }, [failures]);
    if (!Page) {
      return (
        <p class="muted" aria-live="polite">
          {t(waiting)}
        </p>
      );
    }
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}
