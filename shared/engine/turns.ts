/**
 * Both games end in a draw when this many turns have ended without a winner
 * (the rules' "bound on length"; what ends a turn is each game's own rule).
 * Without it one player could keep a game, and so its log, its stored state
 * and every view (which carries the whole history), growing for ever.
 */
export const TURN_LIMIT = 1000;
