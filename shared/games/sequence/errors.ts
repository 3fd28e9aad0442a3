/**
 * Sequence's own refusal codes. The codes every game shares (BAD_ACTION,
 * BAD_OPTIONS, BAD_PLAYER_COUNT, BAD_SETUP, BAD_SEAT, NOT_YOUR_TURN, GAME_OVER)
 * come from CommonErrors in shared/engine. Messages name only the sender's own
 * cards and public spaces, never a hidden card.
 */
export const SequenceErrors = {
  /** The card is not in the sender's hand. */
  NOT_IN_HAND: "NOT_IN_HAND",
  /** A chip can never go on a free corner, and a corner holds no chip to remove. */
  CORNER: "CORNER",
  /** The space already holds a chip. */
  CELL_TAKEN: "CELL_TAKEN",
  /** An ordinary card places only on one of the two spaces showing it. */
  WRONG_CELL: "WRONG_CELL",
  /** A one-eyed Jack removes a chip; it cannot place one (send `remove`). */
  CANNOT_PLACE: "CANNOT_PLACE",
  /** Only a one-eyed Jack (JS, JH) removes a chip. */
  CANNOT_REMOVE: "CANNOT_REMOVE",
  /** There is no chip on that space to remove. */
  NOT_REMOVABLE: "NOT_REMOVABLE",
  /** The chip belongs to a completed sequence and is locked. */
  LOCKED_CHIP: "LOCKED_CHIP",
  /** The chip is the sender's own side's (own or a teammate's); only opponents' chips can be removed. */
  OWN_CHIP: "OWN_CHIP",
  /** Only a dead card (both its spaces hold a chip) can be exchanged; Jacks are never dead. */
  NOT_DEAD: "NOT_DEAD",
  /** A dead card may be exchanged at most once per turn. */
  ALREADY_EXCHANGED: "ALREADY_EXCHANGED",
  /** Passing is allowed only when no card in hand can be played. */
  CANNOT_PASS: "CANNOT_PASS",
} as const;

export type SequenceErrorCode = (typeof SequenceErrors)[keyof typeof SequenceErrors];
