import type { BotLevel, Rng } from "../../../engine";
import type { SpyAction, SpyView } from "../types";
import { chosenArrangement, randomArrangement } from "./arrange";
import { searchedArrangement } from "./arrange-search";
import { easyAction } from "./easy";
import { hardAction } from "./hard";
import { mediumAction } from "./medium";

/**
 * A computer player's next action for the viewing seat, or null when it has
 * nothing to do (a spectator, not its turn, already arranged, game over). Decides
 * from `view` alone and draws every random choice from `rng`.
 */
export function bot(view: SpyView, level: BotLevel, rng: Rng): SpyAction | null {
  const seat = view.seat;
  if (seat === null || view.eliminated[seat]) return null;
  if (view.phase === "arranging") {
    if (view.arranged[seat]) return null;
    if (level === "easy") return randomArrangement(view.players, rng);
    return level === "medium" ? chosenArrangement(view.players, rng) : searchedArrangement(view, rng);
  }
  if (view.phase !== "playing" || view.turn !== seat) return null;
  switch (level) {
    case "easy":
      return easyAction(view, rng);
    case "medium":
      return mediumAction(view, rng);
    case "hard":
      return hardAction(view, rng);
  }
}
