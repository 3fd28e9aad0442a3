import type { AnyGame } from "../engine";
import { sequence } from "./sequence";
import { spy } from "./spy";

/** Every game the site offers, by id. Adding a game means adding it here and nowhere in the room. */
export const games: Readonly<Record<string, AnyGame>> = { spy, sequence };

export type { GameId } from "./manifests";

export function findGame(id: unknown): AnyGame | null {
  return typeof id === "string" && Object.hasOwn(games, id) ? (games[id] ?? null) : null;
}
