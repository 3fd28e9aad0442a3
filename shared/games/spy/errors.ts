import { CommonErrors } from "../../engine/errors";

/**
 * Every code a Spy action, setup or option check can be refused with: the common
 * codes of the engine plus the Spy-specific ones below. Messages never name a card
 * the refused seat does not know: it knows its own base only.
 */
export const SpyErrors = {
  ...CommonErrors,
  /** An `arrange` whose base is not exactly the seat's own cards. */
  BAD_ARRANGEMENT: "BAD_ARRANGEMENT",
  /** A second move in one turn. */
  ALREADY_MOVED: "ALREADY_MOVED",
  /** A move whose size is not allowed by the card the Spy faces. */
  WRONG_STEPS: "WRONG_STEPS",
  /** A flip or wrap beyond MAX_FREE_ACTIONS_PER_TURN in one turn. */
  FREE_ACTION_LIMIT: "FREE_ACTION_LIMIT",
  /** A wrap while the Spy is not at an end of its base. */
  NOT_AT_END: "NOT_AT_END",
  /** A spy whose examined place holds the opponent's Spy. */
  SPY_ON_SPY: "SPY_ON_SPY",
  /** A spy on oneself or on a seat that does not exist. */
  BAD_TARGET: "BAD_TARGET",
  /** A spy on an opponent who is out of the game. */
  TARGET_ELIMINATED: "TARGET_ELIMINATED",
} as const;

export type SpyErrorCode = (typeof SpyErrors)[keyof typeof SpyErrors];
