/** How long after the page's load it counts as settled. */
export const SETTLED_AFTER_MS = 5000;

/**
 * Runs `then` once the page has loaded and settled: for work the first picture and the first game do not need
 * (the service worker's registration, and the fetch of its chunk), so that it never takes a slow phone's
 * bandwidth or one of its six connections from them.
 */
export function whenSettled(then: () => void): void {
  const wait = () => setTimeout(then, SETTLED_AFTER_MS);
  if (document.readyState === "complete") wait();
  else addEventListener("load", wait, { once: true });
}
