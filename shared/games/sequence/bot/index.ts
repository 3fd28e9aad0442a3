import type { BotLevel, Random } from "../../../engine";
import { viewActions } from "../actions";
import type { SequenceAction, SequenceView } from "../types";
import { easyAction } from "./easy";
import { greedyAction } from "./policy";
import { MEDIUM_WEIGHTS } from "./score";
import { searchAction } from "./search";
import { viewSituation } from "./situation";

/**
 * A computer player's move for the viewing seat, from its view alone (it has
 * no way to read the true state), or null when that seat has nothing to do.
 * Easy plays at random but takes a win; medium plays the line-building and
 * blocking heuristic; hard searches the heuristic's best moves over sampled
 * deals of the unseen cards.
 */
export function bot(view: SequenceView, level: BotLevel, rng: Random): SequenceAction | null {
  const seat = view.seat;
  if (seat === null) return null;
  const legal = viewActions(view);
  if (legal.length === 0) return null;
  switch (level) {
    case "easy":
      return easyAction(viewSituation(view, seat), legal, rng);
    case "medium":
      return greedyAction(viewSituation(view, seat), legal, MEDIUM_WEIGHTS, rng);
    case "hard":
      return searchAction(view, seat, legal, rng);
  }
}

export { sampleState, unseenCards } from "./sample";
