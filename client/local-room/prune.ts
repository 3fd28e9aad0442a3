/**
 * Games against the computer are kept in this browser (idb-storage.ts) so that
 * a reload, or a day later, finds them; only the most recent are: the oldest
 * go once a game opens, except any game open in a tab now (its lock is held,
 * or asked for by a tab waiting for it).
 */
import { IdbStorage } from "./idb-storage";

/** How many games this browser keeps: a month of a game a day, and the file of any of them to download. */
export const KEPT_GAMES = 30;

/** The Web Lock a tab holds while it plays game `code` (local-room-worker.ts). */
export const soloLock = (code: string) => `solo:${code}`;

/** Removes the games past the `KEPT_GAMES` played last, never `playing` nor one open in another tab. */
export async function pruneOldGames(playing: string): Promise<void> {
  const locks = globalThis.navigator?.locks ? await navigator.locks.query() : {};
  const open = [...(locks.held ?? []), ...(locks.pending ?? [])]
    .map((lock) => lock.name ?? "")
    .filter((name) => name.startsWith(soloLock("")))
    .map((name) => name.slice(soloLock("").length));
  await IdbStorage.prune(KEPT_GAMES, new Set([playing, ...open]));
}
