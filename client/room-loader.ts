/**
 * The room page, loaded on demand (the home page's first load carries no
 * socket, lobby or game area), and what starts it early: a room's link opens
 * the room's socket as soon as the room's code has loaded, before the first
 * render; the home page fetches the room page while the player is still
 * choosing, and the game's board once they settle on one or tap, so "Play
 * against the computer" waits on the network for the room, not for code.
 */
import { gameEntry } from "./games/registry";
import { loadCatalogPart } from "./i18n";
import { roomStrings } from "./i18n/room-strings";
import { lazyPage } from "./lazy-page";
import { path, roomCodeOf } from "./router";
import { linkStylesheet } from "./stylesheet";

/** The room page and its words. */
export const Room = lazyPage<{ code: string }>(
  () => Promise.all([import("./room-route"), loadCatalogPart(roomStrings)]).then(([page]) => page.RoomRoute),
  "room.loading",
);

/** Connects to room `code` once the room's code is here, without waiting for its words or the first render. */
export function connectEarly(code: string): void {
  void Room.preload().catch(() => undefined);
  import("./room-route").then(
    // Unless the page left the room's address meanwhile (room-route.tsx then leaves the room).
    (page) => roomCodeOf(path.peek()) === code && page.enterRoom(code),
    () => undefined, // offline, say: the room page tries again when it is shown
  );
}

const preloaded = new Set<string>();

/**
 * Preloads, once, the chunks the page names in `<meta name="…">` (party/preload.ts): all at once, they arrive
 * in one round instead of a part's chunk first, then the chunks it imports.
 */
function preloadNamed(meta: string): void {
  if (preloaded.has(meta)) return;
  preloaded.add(meta);
  for (const href of document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(" ") ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches the room page in the background (once; a failure is tried again on use), its chunks named by the page;
 * settles once they are here, or could not be.
 */
export function warmRoom(): Promise<unknown> {
  preloadNamed("room-modules");
  return Room.preload().catch(() => undefined);
}

/** Fetches what a table among people needs besides the room page (people.ts), for a room about to be created. */
export function warmPeople(): void {
  void import("./people").catch(() => undefined);
}

/** Fetches game `game`'s board in the background (once; a failure is tried again when it is shown). */
export function warmBoard(game: string): void {
  preloadNamed(`board-modules-${game}`);
  // What games/load.ts opens, without its module: imported here, it would reshuffle the first load's chunks.
  const entry = gameEntry(game);
  if (!entry) return;
  void entry.client().catch(() => undefined);
  void loadCatalogPart(entry.strings).catch(() => undefined);
  void linkStylesheet(entry.stylesheet);
}
