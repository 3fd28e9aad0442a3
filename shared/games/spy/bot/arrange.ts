import type { Rng } from "../../../engine";
import { type CardCode, handFor } from "../cards";
import type { Facing, SpyAction } from "../types";

/** Arrangements medium and hard draw and compare. */
const DRAWS = 64;

/**
 * What a card next to the Spy costs at the start: the first move faces one of the
 * two and tells everyone its number. Next to the Spy, S1 (the first target) and
 * S2 would be found early; T1 and B1 are good neighbours, since a move of 1 makes
 * them look like S1 and draws the opponents' spies there.
 */
const NEIGHBOUR_COST: Readonly<Record<CardCode, number>> = {
  SPY: 0,
  S1: 1,
  S2: 0.5,
  T1: -0.2,
  T2: 0,
  B1: -0.2,
  B2: 0,
  B3: 0,
};

/** A uniformly random arrangement (easy). */
export function randomArrangement(players: number, rng: Rng): SpyAction {
  return { type: "arrange", base: rng.shuffle(handFor(players)), facing: rng.int(2) === 0 ? "left" : "right" };
}

/** The cheapest of DRAWS random arrangements by NEIGHBOUR_COST (medium and hard). */
export function chosenArrangement(players: number, rng: Rng): SpyAction {
  let best: readonly CardCode[] = handFor(players);
  let bestCost = Number.POSITIVE_INFINITY;
  for (let draw = 0; draw < DRAWS; draw++) {
    const row = rng.shuffle(handFor(players));
    const cost = arrangementCost(row);
    if (cost < bestCost) {
      best = row;
      bestCost = cost;
    }
  }
  const facing: Facing = rng.int(2) === 0 ? "left" : "right";
  return { type: "arrange", base: best, facing };
}

/** The summed cost of the two cards next to the Spy (the row wraps around). */
export function arrangementCost(row: readonly CardCode[]): number {
  const spy = row.indexOf("SPY");
  const left = row[(spy + row.length - 1) % row.length] ?? "SPY";
  const right = row[(spy + 1) % row.length] ?? "SPY";
  return NEIGHBOUR_COST[left] + NEIGHBOUR_COST[right];
}
