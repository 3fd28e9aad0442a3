/**
 * A refused request. `code` is stable (UPPER_SNAKE_CASE, documented per game
 * next to the engine); `message` is for people and never names a card the
 * recipient may not know.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export const ruleError = (code: string, message: string): RuleError => ({ code, message });

/** Codes every game uses the same way. Game-specific codes live beside each game. */
export const CommonErrors = {
  /** The action is not a well-formed action of this game (wrong shape or type). */
  BAD_ACTION: "BAD_ACTION",
  /** The options object is malformed or names an unknown option. */
  BAD_OPTIONS: "BAD_OPTIONS",
  /** The game cannot be played with this many seats (or these options). */
  BAD_PLAYER_COUNT: "BAD_PLAYER_COUNT",
  /** The setup parameters are unusable (first seat, deal). */
  BAD_SETUP: "BAD_SETUP",
  /** The seat number is not a seat of this game. */
  BAD_SEAT: "BAD_SEAT",
  /** Another seat is to act. */
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  /** The game has ended; nothing more can be done. */
  GAME_OVER: "GAME_OVER",
  /** The action is not allowed in the current phase (e.g. moving while arranging). */
  WRONG_PHASE: "WRONG_PHASE",
  /** The seat is out of the game. */
  ELIMINATED: "ELIMINATED",
} as const;
