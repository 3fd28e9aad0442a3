/** The page path as a signal, so navigation re-renders; links use `navigate`. */

import { signal } from "@preact/signals";
import { SOLO_CODE_LENGTH } from "../shared/solo-code";
import { gameManifest } from "./games/registry";
import { ROOM_LINK } from "./room-link";

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

/** A click on a link inside the site: a plain click stays in the page; a modified one opens a tab as usual. */
export function followInPage(e: MouseEvent, to: string): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(to);
}

/**
 * The room code in a /r/CODE path, or the code of a game against the computer played in this browser in a
 * /solo/CODE path (shared/ids.ts: one character longer); either under /embed too. Uppercased, or null.
 */
export function roomCodeOf(pathname: string): string | null {
  const match = pathname.match(ROOM_LINK);
  return match ? ((match[1] ?? match[2]) as string).toUpperCase() : null;
}

/** The code in a /r/CODE/replay (or /solo/CODE/replay, either under /embed) path: the replay of its finished game. */
export function replayCodeOf(pathname: string): string | null {
  const match = pathname.match(/^(?:\/embed)?(?:\/r\/([23456789A-Za-z]{7})|\/solo\/([23456789A-Za-z]{8}))\/replay\/?$/);
  return match ? ((match[1] ?? match[2]) as string).toUpperCase() : null;
}

/** The path of room `code` on this site (a room's or, for a longer code, a game played in this browser). */
export function roomPathOf(code: string): string {
  return `/${code.length === SOLO_CODE_LENGTH ? "solo" : "r"}/${code}`;
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
