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
};

export type { Cell, Space } from "./board";
export { BOARD_LAYOUT, cardCells } from "./board";
export type { Card, CardKind, Rank, Suit } from "./cards";
export { ALL_CARDS, cardKind, FULL_DECK } from "./cards";
export type { SequenceErrorCode } from "./errors";
export { SequenceErrors } from "./errors";
export { isDead } from "./legal";
export { lockedCells } from "./sequences";
export type { SequenceSummary } from "./summary";
export type { SideColor } from "./table";
export type {
  DrawReason,
  RecordedSequence,
  SequenceAction,
  SequenceEvent,
  SequenceOptions,
  SequenceState,
  SequenceStatus,
  SequenceView,
  Side,
  SideCount,
} from "./types";
export { seating };
