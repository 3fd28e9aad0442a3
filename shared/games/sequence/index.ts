import type { Game } from "../../engine";
import { actions, randomAction, toAct, viewActions } from "./actions";
import { bot } from "./bot";
import { apply, outcome, timeout } from "./rules";
import { seating } from "./seating";
import { check, setup } from "./setup";
import { summary } from "./summary";
import type { SequenceAction, SequenceOptions, SequenceState, SequenceView } from "./types";
import { view } from "./view";

/** Sequence as the room and the replay tool see it (rules: docs/rules/sequence.md). */
export const sequence: Game<SequenceState, SequenceAction, SequenceView, SequenceOptions> = {
  id: "sequence",
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
  timeout,
  outcome,
  summary,
  historyLength: (state) => state.history.length,
};

/** The types and the bot-free functions a browser loads (without-bots.ts); boards import that file, not this one. */
export * from "./without-bots";
export { seating };
