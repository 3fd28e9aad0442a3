/**
 * Where a Spy can look in one turn: every (move, final place, examined row) a
 * Spy standing at row `position` can reach with free flips and wraps around at
 * most one move. Examined rows are already mirrored (the row of the opponent's
 * base across from the faced place). Used for the simulator's turns and for
 * medium's sense of where its Spy could look next turn.
 *
 * Works in gaps (position mod cards): a step moves the gap by one, a wrap not at
 * all, and gap 0 is either end of the row.
 */
export type ReachVisitor = (index: number, steps: number, position: number, examined: number) => void;

/** `stepsOf(index)`: bit k set when the Spy may move k spaces facing own card `index` (0: no move that way). */
export function forEachReach(
  position: number,
  length: number,
  stepsOf: (index: number) => number,
  visit: ReachVisitor,
): void {
  const cards = length - 1;
  const faceBoth = (index: number, steps: number, at: number) => {
    visit(index, steps, at, length - 1 - (at === length - 1 ? 0 : at + 1));
    visit(index, steps, at, length - 1 - (at === 0 ? length - 1 : at - 1));
  };
  const withWraps = (index: number, steps: number, at: number) => {
    faceBoth(index, steps, at);
    if (at === 0) faceBoth(index, steps, length - 1);
    else if (at === length - 1) faceBoth(index, steps, 0);
  };
  withWraps(-1, 0, position);
  const gap = position % cards;
  for (let direction = -1; direction <= 1; direction += 2) {
    const index = direction > 0 ? gap : (gap + cards - 1) % cards;
    const allowed = stepsOf(index);
    for (let steps = 1; steps <= 3; steps++) {
      if (((allowed >> steps) & 1) === 0) continue;
      const landing = (((gap + direction * steps) % cards) + cards) % cards;
      // A walk that ends in gap 0 ends at the end it walked towards.
      withWraps(index, steps, landing === 0 ? (direction > 0 ? length - 1 : 0) : landing);
    }
  }
}

/** Move sizes allowed facing a card of `code` (masks.ts numbering), as a bit set: its number, or 1 or 2 when exposed. */
export function stepBits(code: number, exposed: boolean): number {
  if (exposed) return 0b110;
  return code === 6 ? 0b1000 : code === 1 || code === 3 || code === 5 ? 0b100 : 0b10;
}
