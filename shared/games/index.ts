import type { AnyGame } from "../engine";
import type { GameManifest } from "./manifest";
import { registerManifest } from "./manifests";
import { sequence } from "./sequence";
import { spy } from "./spy";

/** Every game's rules, by id: the room's and the replay tool's registry. Adding a game adds it here and in manifests.ts. */
export const GAME_RULES: Record<string, AnyGame> = { spy, sequence };

export type { GameId } from "./manifests";

export function findGame(id: unknown): AnyGame | null {
  return typeof id === "string" && Object.hasOwn(GAME_RULES, id) ? (GAME_RULES[id] ?? null) : null;
}

/** Adds a game, its rules and its manifest, before the room starts: test entry points only (see test/fixtures). */
export function registerGameRules(manifest: GameManifest, game: AnyGame): void {
  if (manifest.id !== game.id) throw new Error(`manifest ${manifest.id} is not game ${game.id}`);
  registerManifest(manifest);
  GAME_RULES[game.id] = game;
}
