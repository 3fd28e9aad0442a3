import fc from "fast-check";
import type { SpyState } from "../../shared/games/spy";
import { randomPlayout } from "./helpers";

/**
 * Reachable states: a random legal game (randomAction from the acting seat's view)
 * cut after a number of actions. Short cuts give arranging states, long ones
 * finished games.
 */
export const reachableState = (players?: number): fc.Arbitrary<SpyState> =>
  fc
    .tuple(
      players === undefined ? fc.integer({ min: 2, max: 4 }) : fc.constant(players),
      fc.nat(1_000_000),
      fc.oneof(fc.nat(8), fc.nat(60), fc.nat(400)),
    )
    .map(([count, seed, steps]) => randomPlayout(count, `reach-${seed}`, steps).states.at(-1) as SpyState);
