import type { Game } from "../../engine";
import { actions, toAct, waitingFor } from "./actions";
import { bot } from "./bot";
import { randomAction } from "./random";
import { apply, timeout } from "./rules";
import { seating } from "./seating";
import { check, setup } from "./setup";
import { outcome, summary } from "./summary";
import type { SpyAction, SpyOptions, SpyState, SpyView } from "./types";
import { view, viewActions } from "./view";

/**
 * Spy (docs/rules/spy.md): every function pure, the state plain JSON.
 *
 * Decisions beyond the spec, agreed with the lead:
 * - `actions` lists no arrangements while arranging (it returns []); `randomAction`
 *   draws a uniformly random arrangement of the viewer's cards instead.
 * - While playing, `randomAction` is a uniform pick from `viewActions`: `end` is
 *   always listed, so free flips and wraps cannot go on for ever (see random.ts).
 * - Flips and wraps past MAX_FREE_ACTIONS_PER_TURN (8) in one turn are refused
 *   with FREE_ACTION_LIMIT, and no longer listed; state and view count them.
 * - The game ends in a draw (phase `over`, winner null, a `draw` event, summary
 *   status `draw`) when the TURN_LIMIT-th turn ends with more than one seat left;
 *   a win on that turn is a win. State and view count the turns.
 * - `toAct` while arranging is every seat (re-arranging is allowed), those yet to
 *   arrange first; while playing the seat to act; once over nobody. `waitingFor`
 *   (the public "whose turn") while arranging is only those yet to arrange.
 * - `timeout` ends the turn as `end` would (recorded with `timeout: true`); while
 *   arranging or once over it forces nothing (null).
 * - The history records public events only: arranged (seat, never the order),
 *   start (when the last seat arranges), flip, wrap, move, spy (with the public
 *   answer), end, eliminated, win, draw. Every view carries it whole.
 * - A view shows a place's card only to its owner, or once exposed, exploded or
 *   its owner is eliminated; once the game is over (won or drawn), every base is
 *   shown to everyone (nothing is left to hide, and a table wants to see the end).
 * - A spy on oneself or on no seat is BAD_TARGET; on an eliminated seat,
 *   TARGET_ELIMINATED. Actions with unknown or extra fields are BAD_ACTION.
 */
export const spy: Game<SpyState, SpyAction, SpyView, SpyOptions> = {
  id: "spy",
  check,
  seating,
  setup,
  apply,
  view,
  actions,
  viewActions,
  randomAction,
  bot,
  toAct,
  waitingFor,
  timeout,
  outcome,
  summary,
  historyLength: (state) => state.history.length,
};

/** `spy.summary` with its precise type (the Game contract returns unknown). */
export { summary as spySummary } from "./summary";
/** The types and the bot-free functions a browser loads (without-bots.ts); boards import that file, not this one. */
export * from "./without-bots";
export { seating };
