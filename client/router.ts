/** The page path as a signal, so navigation re-renders; links use `navigate`. */

import { signal } from "@preact/signals";
import { gameManifest } from "./games/registry";

export const path = signal(location.pathname);

/**
 * The code of a room that closed on this page for good (no such room, full,
 * removed: see unavailable.tsx), so the app shows why instead of the room.
 * Any navigation forgets it: going to that code again tries again.
 */
export const goneRoom = signal<string | null>(null);

addEventListener("popstate", () => {
  goneRoom.value = null;
  path.value = location.pathname;
});

export function navigate(to: string): void {
  history.pushState(null, "", to);
  goneRoom.value = null;
  path.value = to;
}

/** The room code in a /r/CODE (or /embed/r/CODE) path, uppercased, or null. */
export function roomCodeOf(pathname: string): string | null {
  const match = pathname.match(/^(?:\/embed)?\/r\/([23456789A-Za-z]{7})\/?$/);
  return match ? (match[1] as string).toUpperCase() : null;
}

/** The code in a /r/CODE/replay (or /embed/r/CODE/replay) path: the replay of that room's finished game. */
export function replayCodeOf(pathname: string): string | null {
  const match = pathname.match(/^(?:\/embed)?\/r\/([23456789A-Za-z]{7})\/replay\/?$/);
  return match ? (match[1] as string).toUpperCase() : null;
}

/**
 * What was typed after /r/ (or /embed/r/) when it is not a room code (a character
 * short, a stray letter; its replay page too), uppercased for the code box; null for any other path.
 */
export function badRoomPathOf(pathname: string): string | null {
  if (roomCodeOf(pathname) || replayCodeOf(pathname)) return null;
  const match = pathname.match(/^(?:\/embed)?\/r\/([^/]*)(?:\/replay)?\/?$/);
  if (!match) return null;
  let typed = match[1] as string;
  try {
    typed = decodeURIComponent(typed);
  } catch {
    // a stray "%": shown as typed
  }
  return typed.trim().toUpperCase().slice(0, 7);
}

/** Which game a /embed/try/GAME path offers (one in the registry), or null. */
export function tryGameOf(pathname: string): string | null {
  return gameManifest(pathname.match(/^\/embed\/try\/([^/]+)\/?$/)?.[1])?.id ?? null;
}

/** Whether this page is an embed (the server marks the shell). */
export const embedded = document.getElementById("app")?.hasAttribute("data-embed") ?? false;
