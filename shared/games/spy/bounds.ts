/**
 * Flips and wraps (the free actions) one turn may hold, together. No position is
 * lost by the bound: flips and wraps commute and two of a kind cancel, so one of
 * each before the move and one of each after reach every pose. Without it one
 * player could grow the public history, the stored log and every view for ever.
 */
export const MAX_FREE_ACTIONS_PER_TURN = 8;
