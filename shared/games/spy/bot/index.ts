import type { BotLevel, Random } from "../../../engine";
import type { SpyAction, SpyView } from "../types";
import { chosenArrangement, randomArrangement } from "./arrange";
import { ARRANGE_BUDGET, type ArrangeBudget, searchedArrangement } from "./arrange-search";
import { easyAction } from "./easy";
import { HARD_BUDGET, type HardBudget, hardAction } from "./hard";
import { mediumAction } from "./medium";

/** Hard's iteration budgets: its turn search and its arrangement search. */
export interface BotBudgets {
  readonly hard: HardBudget;
  readonly arrange: ArrangeBudget;
}

/** A Spy bot with the given budgets for hard (tests and benches use smaller ones). */
export function botWith(budgets: BotBudgets): (view: SpyView, level: BotLevel, rng: Random) => SpyAction | null {
  return (view, level, rng) => {
    const seat = view.seat;
    if (seat === null || view.eliminated[seat]) return null;
    if (view.phase === "arranging") {
      // Re-arranging is allowed but pointless for a bot: once arranged it waits.
      if (view.arranged[seat]) return null;
      if (level === "easy") return randomArrangement(view.players, rng);
      return level === "medium"
        ? chosenArrangement(view.players, rng)
        : searchedArrangement(view, rng, budgets.arrange);
    }
    if (view.phase !== "playing" || view.turn !== seat) return null;
    switch (level) {
      case "easy":
        return easyAction(view, rng);
      case "medium":
        return mediumAction(view, rng);
      case "hard":
        return hardAction(view, rng, budgets.hard);
    }
  };
}

/**
 * A computer player's next action for the viewing seat, or null when it has
 * nothing to do (a spectator, not its turn, already arranged, out, game over).
 * Decides from `view` alone and draws every random choice from `rng`, with a
 * fixed iteration budget: the same view and seed give the same action.
 */
export const bot = botWith({ hard: HARD_BUDGET, arrange: ARRANGE_BUDGET });
