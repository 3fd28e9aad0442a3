import { CELL_COUNT } from "../board";
import { ALL_CARDS, cardIndex, cardKind } from "../cards";
import { sequenceCounts } from "../sequences";
import type { SequenceState, Side } from "../types";
import { isOpenFor, LINE_CELLS, LINE_COUNT, ownOn, type Tally, tally } from "./lines";
import type { Weights } from "./score";
import { CELL_CARD } from "./situation";

/** A finished game, far beyond any position's heuristic worth. */
const DECIDED = 100_000;

/**
 * For each side, how likely it is to fill each space (`weights.reach`), knowing
 * every hand of the sampled deal: 1 where one of its seats holds the card, and
 * on spaces that are not empty (they are not factors of a line's reach).
 */
function reachBySide(state: SequenceState, weights: Weights): Float64Array[] {
  const discarded = new Uint8Array(ALL_CARDS.length);
  for (const pile of state.discards)
    for (const card of pile) discarded[cardIndex(card)] = (discarded[cardIndex(card)] as number) + 1;
  return Array.from({ length: state.sides }, (_, side) => {
    const held = new Uint8Array(ALL_CARDS.length);
    state.hands.forEach((hand, seat) => {
      if (seat % state.sides === side)
        for (const card of hand) held[cardIndex(card)] = (held[cardIndex(card)] as number) + 1;
    });
    const reach = new Float64Array(CELL_COUNT).fill(1);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const card = CELL_CARD[cell] as number;
      if (card < 0 || state.chips[cell] !== null) continue;
      const unseen = Math.max(0, 2 - (held[card] as number) - (discarded[card] as number));
      reach[cell] = (held[card] as number) > 0 ? 1 : (weights.reach[unseen] ?? 1);
    }
    return reach;
  });
}

/**
 * How good a (sampled, fully known) state is for `side`: its open lines,
 * sequences and Jacks in hand against every opponent's. Jacks in hand count at
 * the cost the heuristic charges for playing them, so a search does not see
 * spending a Jack as free.
 */
export function evaluate(state: SequenceState, side: Side, weights: Weights, known?: Tally): number {
  if (state.status === "won") return state.winner === side ? DECIDED : -DECIDED;
  if (state.status === "draw") return 0;
  const t = known ?? tally(state.chips, state.sequences);
  const flat = weights.reach.every((r) => r === 1);
  const reach = flat ? [] : reachBySide(state, weights);
  const counts = sequenceCounts(state.sequences, state.sides);
  let value = 0;
  for (let s = 0 as Side; s < state.sides; s++) {
    let worth = weights.sequence * (counts[s] ?? 0);
    const sideReach = reach[s];
    for (let line = 0; line < LINE_COUNT; line++) {
      if (!isOpenFor(t, line, s)) continue;
      let factor = 1;
      if (sideReach) {
        for (let k = line * 5; k < line * 5 + 5; k++) factor *= sideReach[LINE_CELLS[k] as number] as number;
      }
      worth += (weights.line[Math.min(4, ownOn(t, line, s))] ?? 0) * factor;
    }
    value += s === side ? worth : -worth;
  }
  state.hands.forEach((hand, seat) => {
    let jacks = 0;
    for (const card of hand) {
      const kind = cardKind(card);
      if (kind === "twoEyedJack") jacks += weights.twoEyedCost;
      else if (kind === "oneEyedJack") jacks += weights.oneEyedCost;
    }
    value += seat % state.sides === side ? jacks : -jacks;
  });
  return value;
}
