import type { Random } from "../../../engine";
import { type CardCode, handFor } from "../cards";
import type { SpyAction } from "../types";

/** Arrangements medium draws and compares. */
const DRAWS = 64;

/**
 * Medium's rule of thumb for an arrangement: what each card next to the Spy,
 * and a Spy at an end of its row, is worth, in won games out of one (lower is
 * better). Measured with the simulator of sim.ts: the rollout player playing
 * whole games with random arrangements against random ones. A B3 next to the
 * Spy costs (the first move that faces it says "bomb" and is long); a Spy at an
 * end gains (it can wrap for free, so it can face four places, not two), a lot
 * at three and four players, where a flanking S1 also helps.
 */
const COSTS: Readonly<Record<"two" | "more", { neighbour: Readonly<Record<CardCode, number>>; end: number }>> = {
  two: { neighbour: { SPY: 0, S1: 0, S2: 0.02, T1: -0.01, T2: 0.01, B1: -0.03, B2: 0, B3: 0.02 }, end: -0.01 },
  more: { neighbour: { SPY: 0, S1: -0.04, S2: 0, T1: 0, T2: 0, B1: 0, B2: 0, B3: 0.05 }, end: -0.06 },
};

/** A uniformly random arrangement (easy). */
export function randomArrangement(players: number, rng: Random): SpyAction {
  return { type: "arrange", base: rng.shuffle(handFor(players)), facing: rng.int(2) === 0 ? "left" : "right" };
}

/** The cheapest of DRAWS random arrangements by the rule of thumb (medium). */
export function chosenArrangement(players: number, rng: Random): SpyAction {
  let best: readonly CardCode[] = handFor(players);
  let bestCost = Number.POSITIVE_INFINITY;
  for (let draw = 0; draw < DRAWS; draw++) {
    const row = rng.shuffle(handFor(players));
    const cost = arrangementCost(row, players);
    if (cost < bestCost) {
      best = row;
      bestCost = cost;
    }
  }
  return { type: "arrange", base: best, facing: rng.int(2) === 0 ? "left" : "right" };
}

/** The rule of thumb's cost of a row (Spy included): its two neighbours (the row wraps around) and its end. */
export function arrangementCost(row: readonly CardCode[], players: number): number {
  const costs = COSTS[players === 2 ? "two" : "more"];
  const spy = row.indexOf("SPY");
  const left = row[(spy + row.length - 1) % row.length] ?? "SPY";
  const right = row[(spy + 1) % row.length] ?? "SPY";
  const atEnd = spy === 0 || spy === row.length - 1;
  return costs.neighbour[left] + costs.neighbour[right] + (atEnd ? costs.end : 0);
}
