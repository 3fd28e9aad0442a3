/**
 * The room page, loaded on demand (the home page's first load carries no
 * socket, lobby or game area), and what starts it early: a room's link opens
 * the room's socket as soon as the room's code has loaded, before the first
 * render; the home page fetches the room page (and a game's board) while the
 * player is still choosing, so "Play against the computer" shows the table
 * without waiting on the network for code.
 */
import { loadCatalogPart } from "./i18n";
import { roomStrings } from "./i18n/room-strings";
import { lazyPage } from "./lazy-page";

/** The room page and its words. */
export const Room = lazyPage<{ code: string }>(
  () => Promise.all([import("./room-route"), loadCatalogPart(roomStrings)]).then(([page]) => page.RoomRoute),
  "room.loading",
);

/** Connects to room `code` once the room's code is here, without waiting for its words or the first render. */
export function connectEarly(code: string): void {
  void Room.preload().catch(() => undefined);
  import("./room-route").then(
    (page) => page.enterRoom(code),
    () => undefined, // offline, say: the room page tries again when it is shown
  );
}

/** Fetches the room page and game `game`'s board, in the background (each once; a failure is tried again on use). */
export function warmRoom(game: string): void {
  void Room.preload().catch(() => undefined);
  import("./games/load").then(
    (load) => load.openGameClient(game).catch(() => undefined),
    () => undefined,
  );
}
