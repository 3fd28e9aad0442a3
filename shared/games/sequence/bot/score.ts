import { cellIndex } from "../board";
import { cardKind } from "../cards";
import { completedSequences } from "../sequences";
import type { SequenceAction, Side } from "../types";
import { isOpenFor, LINE_IDS_THROUGH, othersOn, ownOn } from "./lines";
import type { Situation } from "./situation";

/**
 * The medium heuristic's constants. A line's worth to a side grows steeply
 * with the spaces the side already holds on it, because each chip takes a turn
 * and can be blocked; a four is one card from a sequence.
 */
export interface Weights {
  /** Worth of an open line (no other side's chip, still usable) by spaces held, 0..4; corners count. */
  readonly line: readonly number[];
  /** Worth of denying an opponent a line, relative to building one's own of the same size. */
  readonly block: number;
  /** A completed sequence that does not yet win. */
  readonly sequence: number;
  /** Keeping a Jack for later is worth this much: a Jack is played only when it gains more. */
  readonly twoEyedCost: number;
  readonly oneEyedCost: number;
  /** A removed chip can be put back by its owner, so a removal counts for this fraction. */
  readonly removal: number;
}

export const MEDIUM_WEIGHTS: Weights = {
  line: [0, 1, 4, 12, 50],
  block: 1,
  sequence: 150,
  twoEyedCost: 30,
  oneEyedCost: 25,
  removal: 0.8,
};

/** The score of a move that wins the game at once: above anything else. */
export const WIN = 1_000_000;

/** Scores the mover's moves in one situation. */
export class Scorer {
  constructor(
    readonly s: Situation,
    readonly weights: Weights,
  ) {}

  private worth(own: number): number {
    return this.weights.line[own] ?? 0;
  }

  /**
   * Worth of putting a chip of the mover's side on the empty space `cell`: the
   * growth of its open lines through the space, plus the worth of every
   * opponent's open line through it (now blocked), plus a completed sequence.
   */
  placement(cell: number): number {
    const { s, weights } = this;
    const { tally: t, side } = s;
    let score = 0;
    let completes = false;
    for (const line of LINE_IDS_THROUGH[cell] ?? []) {
      if (isOpenFor(t, line, side)) {
        const own = ownOn(t, line, side);
        if (own >= 4) completes = true;
        else score += this.worth(own + 1) - this.worth(own);
      }
      for (let other = 0 as Side; other < s.sides; other++) {
        if (other !== side && isOpenFor(t, line, other)) score += weights.block * this.worth(ownOn(t, line, other));
      }
    }
    if (completes) {
      const chips = s.chips.slice();
      chips[cell] = side;
      const made = completedSequences(chips, side, cell, s.sequences).length;
      if (s.made + made >= s.needed) return WIN;
      score += weights.sequence * made;
    }
    return score;
  }

  /**
   * Worth of taking the opponent's chip off `cell` (one-eyed Jack): the owner
   * loses a space on its open lines through it, and any side whose only
   * obstacle on a line was this chip gets that line back.
   */
  removal(cell: number): number {
    const { s, weights } = this;
    const { tally: t, side } = s;
    const owner = s.chips[cell];
    if (owner === null || owner === undefined) return 0;
    let score = 0;
    for (const line of LINE_IDS_THROUGH[cell] ?? []) {
      if (isOpenFor(t, line, owner)) {
        const own = ownOn(t, line, owner);
        score += weights.block * (this.worth(own) - this.worth(own - 1));
      }
      for (let other = 0 as Side; other < s.sides; other++) {
        if (other === owner || ((t.usable[line] as number) & (1 << other)) === 0) continue;
        if (othersOn(t, line, other) !== 1) continue;
        const worth = this.worth(ownOn(t, line, other));
        score += other === side ? worth : -weights.block * worth;
      }
    }
    return weights.removal * score;
  }

  /** The heuristic worth of one legal action (exchanges and passes score 0). */
  action(action: SequenceAction): number {
    if (action.type === "exchange" || action.type === "pass") return 0;
    const cell = cellIndex(action.cell[0], action.cell[1]);
    if (action.type === "remove") return this.removal(cell) - this.weights.oneEyedCost;
    const score = this.placement(cell);
    if (score >= WIN) return score;
    return cardKind(action.card) === "twoEyedJack" ? score - this.weights.twoEyedCost : score;
  }
}
