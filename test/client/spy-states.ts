/** Reachable Spy games for the board's tests: random legal playouts from the engine's own test helpers. */
import type { SpyState } from "../../shared/games/spy";
import { type Playout, randomPlayout } from "../spy/helpers";

/** `count` random games of 2–4 players, cut at various lengths (short, mid-game, often finished). */
export function playouts(count: number, tag: string): Playout[] {
  return Array.from({ length: count }, (_, index) =>
    randomPlayout(2 + (index % 3), `${tag}-${index}`, [12, 40, 120, 600][index % 4] as number),
  );
}

/** Every state of those games in which some seat has a turn. */
export function playingStates(count: number, tag: string): SpyState[] {
  return playouts(count, tag).flatMap((playout) => playout.states.filter((state) => state.phase === "playing"));
}
