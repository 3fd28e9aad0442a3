import type { Random } from "../../../engine";
import { type CardCode, handFor } from "../cards";
import type { SpyAction, SpyView } from "../types";
import { handMask } from "./masks";
import { rollout } from "./rollout";
import { rolloutRng } from "./sim";
import { simFromRows } from "./sim-from-view";

/** The iteration budget of hard's arrangement: fixed counts, never time. */
export interface ArrangeBudget {
  /** Random arrangements compared. */
  readonly candidates: number;
  /** Simulated games in all, shared out by sequential halving. */
  readonly games: number;
}

export const ARRANGE_BUDGET: ArrangeBudget = { candidates: 32, games: 4096 };

/**
 * Hard's arrangement: how well an arrangement plays is hard to tell from its
 * look (which cards flank the Spy, whether it stands at an end and where the
 * Safes lie all matter a little, and together), so hard plays it out. Random
 * candidates each play simulated games against random arrangements of the
 * other seats, every player the rollout player of rollout.ts; sequential
 * halving keeps the better half each round, all survivors of a round meeting
 * the same opponents with the same seeds. The most successful one is chosen.
 */
export function searchedArrangement(view: SpyView, rng: Random, budget: ArrangeBudget = ARRANGE_BUDGET): SpyAction {
  const seat = view.seat ?? 0;
  const players = view.players;
  const hand = handFor(players);
  let alive = Array.from({ length: budget.candidates }, () => ({ row: rng.shuffle(hand), wins: 0 }));
  const rounds = Math.ceil(Math.log2(budget.candidates));
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const games = Math.max(1, Math.floor(budget.games / rounds / alive.length));
    for (let game = 0; game < games; game++) {
      const rows: (readonly CardCode[])[] = Array.from({ length: players }, () => rng.shuffle(hand));
      const seed = rng.u32();
      for (const candidate of alive) {
        rows[seat] = candidate.row;
        const sim = simFromRows(rows, view.first);
        if (rollout(sim, rolloutRng(seed), handMask(players), 300) === seat) candidate.wins++;
      }
    }
    alive = alive
      .slice()
      .sort((a, b) => b.wins - a.wins)
      .slice(0, Math.ceil(alive.length / 2));
  }
  const best = alive[0]?.row ?? rng.shuffle(hand);
  return { type: "arrange", base: best, facing: rng.int(2) === 0 ? "left" : "right" };
}
