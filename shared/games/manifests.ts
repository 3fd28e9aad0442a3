/** Every game the site offers, as the shell sees it (no rules loaded). Adding a game adds a line here and in index.ts. */
import type { GameManifest } from "./manifest";
import { sequenceManifest } from "./sequence/manifest";
import { spyManifest } from "./spy/manifest";

const BUILT_IN_MANIFESTS = [spyManifest, sequenceManifest] as const;

export type GameId = (typeof BUILT_IN_MANIFESTS)[number]["id"];

/**
 * The games, in the order the home page offers them. A list, not a constant tuple: a test entry point
 * registers a fixture game (`registerManifest`) before any shell module reads it.
 */
export const MANIFESTS: [GameManifest<GameId>, ...GameManifest<GameId>[]] = [...BUILT_IN_MANIFESTS];

export const GAME_IDS = MANIFESTS.map((m) => m.id) as [GameId, ...GameId[]];

export function manifestOf(id: unknown): GameManifest<GameId> | null {
  return MANIFESTS.find((m) => m.id === id) ?? null;
}

/** Whether `id` names a registered game. */
export const isGameId = (id: unknown): id is GameId => manifestOf(id) !== null;

/** A path segment that could name a game, for routes; `manifestOf` says whether it does. */
export const GAME_ID_PATTERN = "[a-z][a-z0-9-]*";

/**
 * Adds a game to the shell's list. Only test entry points call it, before the shell starts: the site's own
 * games are the list above. Its id is then a GameId at run time, though not in the types.
 */
export function registerManifest(manifest: GameManifest): void {
  if (isGameId(manifest.id)) throw new Error(`game ${manifest.id} is already registered`);
  MANIFESTS.push(manifest as GameManifest<GameId>);
  GAME_IDS.push(manifest.id as GameId);
}
