/**
 * A page the service worker answered from its kept build at once, while it asked the server which build it
 * serves (client/sw.ts): when that is a newer one, the worker says so. A page that holds no game (home, a try-it
 * page, a replay) and that nobody has touched yet loads again, from the server: a new deployment is taken on the
 * first visit after it, never mid-game and never under a finger. Any other page goes on with its own build
 * (its chunks are kept); the worker answers the next page from the server.
 */
import type { NewerBuildMessage } from "../../shared/offline-build";
import { path, roomCodeOf } from "../router";

/** sessionStorage: the build a page of which this tab loaded again for a newer one (never twice for one build). */
const RELOADED_FROM = "reloaded-from-build";

let touched = false;

/**
 * The page's service workers, or null where it has none: a browser without them, or a frame sandboxed without
 * its origin, where even reading them throws.
 */
export function serviceWorkers(): ServiceWorkerContainer | null {
  try {
    return navigator.serviceWorker ?? null;
  } catch {
    return null;
  }
}

export function followNewerBuild(): void {
  const container = serviceWorkers();
  if (!container) return;
  const touch = () => {
    touched = true;
  };
  addEventListener("pointerdown", touch, { capture: true, once: true });
  addEventListener("keydown", touch, { capture: true, once: true });
  // Listening from the page's first script: the worker's word is held for the page until then, not lost.
  container.addEventListener("message", (event: MessageEvent) => {
    const message = event.data as Partial<NewerBuildMessage> | null;
    if (message?.type !== "newer-build" || typeof message.build !== "string") return;
    if (touched || roomCodeOf(path.value) !== null) return;
    try {
      // Should the worker answer from its cache again (it forgot, or the server went back), once is enough.
      if (sessionStorage.getItem(RELOADED_FROM) === message.build) return;
      sessionStorage.setItem(RELOADED_FROM, message.build);
    } catch {
      return;
    }
    location.reload();
  });
}
