/**
 * Sequence as a browser may load it: the rules' pure functions a board needs
 * (its legal actions, dead cards, locked chips) and the types, without the
 * computer players. index.ts adds the bots to make the whole Game the room
 * runs; a board imports from here, so its chunk carries no bot code
 * (scripts/client-size.ts measures it).
 */

export { viewActions } from "./actions";
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
