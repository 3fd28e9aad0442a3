/**
 * The games the client offers: the one place in the client that lists them.
 * Everything in the shell that needs a game (the router, the room page, the
 * replay page, how to play, game names) looks it up here, never by name.
 * Adding a game: its folders under shared/games/ and client/games/ (its words
 * in client/games/<id>/i18n/), one line in BUILT_IN_ENTRIES here, and one line in each
 * shared list, shared/games/index.ts (rules) and shared/games/manifests.ts
 * (manifest): docs/adding-a-game.md. test/engine/shell-names-no-game.test.ts
 * holds every other file to naming no game.
 *
 * A test build of the client adds a game of its own (test/fixtures/) with
 * `registerGameEntry` before it imports main.tsx: the shell cannot tell it from a built-in one.
 */
import type { GameManifest } from "../../shared/games/manifest";
import { isGameId, registerManifest } from "../../shared/games/manifests";
import { loadCatalogPart } from "../i18n";
import type { GameEntry } from "./contract";
import { sequenceEntry } from "./sequence/entry";
import { spyEntry } from "./spy/entry";

const BUILT_IN_ENTRIES: readonly GameEntry[] = [spyEntry, sequenceEntry];

const entries = new Map<string, GameEntry>();

/**
 * Offers a game from now on. Its shell strings (name, pitch) are put in use at
 * once, so they load with the first language (main.tsx waits for them) and with
 * every switch. Registering an id twice is a mistake, refused loudly.
 */
export function registerGameEntry(entry: GameEntry): void {
  const id = entry.manifest.id;
  if (entries.has(id)) throw new Error(`game "${id}" is registered twice`);
  entries.set(id, entry);
  // The shell's manifest list (home, host controls, routes) offers it too; built-in games are there already.
  if (!isGameId(id)) registerManifest(entry.manifest);
  void loadCatalogPart(entry.shellStrings).catch(() => {
    // offline at start-up: the names show in English until a language switch loads them
  });
}

for (const entry of BUILT_IN_ENTRIES) registerGameEntry(entry);

/** The entry of a game id (any string from a path or the room), or null when no such game is offered. */
export function gameEntry(id: unknown): GameEntry | null {
  return typeof id === "string" ? (entries.get(id) ?? null) : null;
}

/** Every game offered, built-in ones first, in the order they were registered. */
export function registeredGames(): readonly GameEntry[] {
  return [...entries.values()];
}

/** A game's manifest (id, names, table sizes), or null when no such game is offered. */
export function gameManifest(id: unknown): GameManifest | null {
  return gameEntry(id)?.manifest ?? null;
}
