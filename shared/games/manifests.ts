/** Every game the site offers, as the shell sees it (no rules loaded). Adding a game adds a line here and in index.ts. */
import type { GameManifest } from "./manifest";
import { sequenceManifest } from "./sequence/manifest";
import { spyManifest } from "./spy/manifest";

export const MANIFESTS = [spyManifest, sequenceManifest] as const;

export type GameId = (typeof MANIFESTS)[number]["id"];

export const GAME_IDS = MANIFESTS.map((m) => m.id) as [GameId, ...GameId[]];

export function manifestOf(id: unknown): GameManifest<GameId> | null {
  return MANIFESTS.find((m) => m.id === id) ?? null;
}

/** A path segment that names a game, for routes: `spy|sequence`. */
export const GAME_ID_PATTERN = GAME_IDS.join("|");
