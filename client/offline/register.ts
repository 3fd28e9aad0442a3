import { serviceWorkers } from "./newer-build";

/**
 * Registers the service worker (client/sw.ts, served at /sw.js). main.tsx loads this once the page has settled
 * (when-settled.ts), so that keeping the build's files (the worker's install) never competes with the first load
 * or the first game for a slow phone's bandwidth. A browser without service workers, or one that refuses (a
 * private window, storage blocked in a frame), simply goes without: the site works the same online.
 */
export function registerServiceWorker(): void {
  serviceWorkers()
    ?.register("/sw.js")
    // A worker already installed looks for a new build now, not only when the browser next gets round to it.
    .then((registration) => (registration.active ? registration.update() : undefined))
    .catch(() => undefined);
}
