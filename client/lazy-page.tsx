/**
 * A page whose code (and stylesheet) loads the first time it is shown, so the
 * first load of every other page leaves it out: the room page, the replay page.
 * Until it arrives the page says it is on its way, in the words the page itself
 * shows while it connects, so nothing flickers.
 */
import type { FunctionComponent } from "preact";
import { type MessageKey, t } from "./i18n";
import { online } from "./offline/online";
import { useLoaded } from "./try-again";

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
    const Page = useLoaded("", preload, loaded ?? undefined);
    if (!Page) {
      // Offline before its code came (a frame on another site, where no service worker keeps the build): said, as
      // the room says it, rather than a wait with no end; it loads by itself once the network is back.
      return (
        <div class="stack room-loading">
          {!online.value && (
            <p class="banner" role="status" data-status="offline">
              {t("room.offline")}
            </p>
          )}
          <p class="muted" aria-live="polite">
            {t(waiting)}
          </p>
        </div>
      );
    }
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}
