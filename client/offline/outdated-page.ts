/**
 * The room turned this page's socket away for speaking an older protocol than its own (shared/wire-version.ts):
 * a deployment changed the wire while the page was open. The page loads again, from the server (a reload is
 * the server's to answer: cache-plan.ts), and comes back to its seat with the tokens this browser keeps. At most
 * once in a while: should the room still say so after the reload (something served the old build again), the
 * page shows why instead of loading again and again.
 */

/** sessionStorage: when this tab last loaded again for a newer protocol. */
const RELOADED_AT = "reloaded-for-protocol";
/** No second reload within this long of the first. */
const ONCE_IN_MS = 5 * 60_000;

/** Loads the page again, unless it did so lately (or cannot remember that it did): whether it does. */
export function reloadForNewerProtocol(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < ONCE_IN_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
