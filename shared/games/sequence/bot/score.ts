import { cellIndex, isCorner } from "../board";
import { cardKind } from "../cards";
import { completedSequences } from "../sequences";
import type { SequenceAction, Side } from "../types";
import { isOpenFor, LINE_CELLS, LINE_COUNT, LINE_IDS_THROUGH, othersOn, ownOn } from "./lines";
import type { Situation } from "./situation";

/**
 * The heuristic's constants. A line's worth to a side grows steeply with the
 * spaces the side already holds on it (`line[own]`), because each chip takes a
 * turn and can be blocked; a four is one card from a sequence.
 */
export interface Weights {
  /** Worth of an open line by spaces held (0..4). */
  readonly line: readonly number[];
  /** Worth of denying an opponent a line, relative to building one's own. */
  readonly block: number;
  /** A completed sequence that does not yet win. */
  readonly sequence: number;
  /** Keeping a Jack for later is worth this much: a Jack is played only when it gains more. */
  readonly twoEyedCost: number;
  readonly oneEyedCost: number;
  /** A removed chip can be put back by its owner, so a removal counts for this fraction. */
  readonly removal: number;
  /**
   * How likely an empty space is to be filled, by unseen copies of its card
   * (0, 1, 2; all above 0); a space whose card the mover holds counts 1. A
   * line's worth is scaled by the product over its empty spaces, so lines that
   * need spent cards fade and lines the hand can finish stand out.
   */
  readonly reach: readonly number[];
  /** A four the mover can finish next turn from its own hand: the opponent must answer it. */
  readonly armed: number;
  /** Two or more different spaces that would each finish a sequence: one answer cannot stop both. */
  readonly fork: number;
}

/** Medium: lines and blocks only, every empty space as good as another. */
export const MEDIUM_WEIGHTS: Weights = {
  line: [0, 1, 4, 12, 50],
  block: 1,
  sequence: 150,
  twoEyedCost: 30,
  oneEyedCost: 25,
  removal: 0.8,
  reach: [1, 1, 1],
  armed: 0,
  fork: 0,
};

/** The score of a move that wins the game at once: above anything else. */
export const WIN = 1_000_000;

/**
 * Scores moves in one situation. Line reach factors are computed on first use
 * and kept, since the lines through neighbouring spaces overlap.
 */
export class Scorer {
  private readonly factors: Float64Array;
  private readonly flat: boolean;

  constructor(
    readonly s: Situation,
    readonly weights: Weights,
  ) {
    this.flat = weights.reach.every((r) => r === 1);
    this.factors = new Float64Array(this.flat ? 0 : LINE_COUNT * 3).fill(-1);
  }

  /** How likely `side` is to fill the space `cell` (as if it were empty). */
  private reachOf(cell: number, side: Side): number {
    if (this.flat || (side === this.s.side && (this.s.held[cell] as number) > 0)) return 1;
    return this.weights.reach[this.s.unseen[cell] as number] ?? 1;
  }

  /** Product of `reachOf` over the line's empty spaces. */
  private factor(line: number, side: Side): number {
    if (this.flat) return 1;
    const at = line * 3 + side;
    let factor = this.factors[at] as number;
    if (factor < 0) {
      factor = 1;
      for (let k = line * 5; k < line * 5 + 5; k++) {
        const cell = LINE_CELLS[k] as number;
        if (this.s.chips[cell] === null) factor *= this.reachOf(cell, side);
      }
      this.factors[at] = factor;
    }
    return factor;
  }

  private worth(own: number): number {
    return this.weights.line[own] ?? 0;
  }

  /** Worth of putting a chip of the mover's side on the empty space `cell`. */
  placement(cell: number): number {
    const { s, weights } = this;
    const { tally: t, side } = s;
    let score = 0;
    let completes = false;
    for (const line of LINE_IDS_THROUGH[cell] ?? []) {
      if (isOpenFor(t, line, side)) {
        const own = ownOn(t, line, side);
        const factor = this.factor(line, side);
        if (own >= 4) completes = true;
        else score += this.worth(own + 1) * (factor / this.reachOf(cell, side)) - this.worth(own) * factor;
      }
      for (let other = 0 as Side; other < s.sides; other++) {
        if (other === side || !isOpenFor(t, line, other)) continue;
        score += weights.block * this.worth(ownOn(t, line, other)) * this.factor(line, other);
      }
    }
    if (weights.armed !== 0 || weights.fork !== 0) score += this.threats(cell);
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
   * Threats a chip on `cell` creates: fours it makes whose last space the mover
   * can fill from its hand, and forks of two or more different finishing spaces.
   */
  private threats(cell: number): number {
    const { s, weights } = this;
    const { tally: t, side } = s;
    let finishing = -1;
    let forked = false;
    let armed = 0;
    for (const line of LINE_IDS_THROUGH[cell] ?? []) {
      if (!isOpenFor(t, line, side) || ownOn(t, line, side) !== 3) continue;
      let missing = -1;
      for (let k = line * 5; k < line * 5 + 5; k++) {
        const other = LINE_CELLS[k] as number;
        if (other !== cell && s.chips[other] === null && !isCorner(other)) missing = other;
      }
      if (missing < 0) continue;
      if (finishing >= 0 && finishing !== missing) forked = true;
      finishing = missing;
      if ((s.held[missing] as number) > 0 || s.wilds > 0) armed++;
    }
    return armed * weights.armed + (forked ? weights.fork : 0);
  }

  /** Worth of taking the opponent's chip off `cell` (one-eyed Jack). */
  removal(cell: number): number {
    const { s, weights } = this;
    const { tally: t, side } = s;
    const owner = s.chips[cell];
    if (owner === null || owner === undefined) return 0;
    let score = 0;
    for (const line of LINE_IDS_THROUGH[cell] ?? []) {
      // The owner loses a space on every line it could still complete through here.
      if (isOpenFor(t, line, owner)) {
        const own = ownOn(t, line, owner);
        const factor = this.factor(line, owner);
        score += weights.block * (this.worth(own) - this.worth(own - 1) * this.reachOf(cell, owner)) * factor;
      }
      // A side whose only obstacle on the line was this chip gets the line back.
      for (let other = 0 as Side; other < s.sides; other++) {
        if (other === owner || ((t.usable[line] as number) & (1 << other)) === 0) continue;
        if (othersOn(t, line, other) !== 1) continue;
        const worth = this.worth(ownOn(t, line, other)) * this.factor(line, other) * this.reachOf(cell, other);
        score += other === side ? worth : -weights.block * worth;
      }
    }
    return weights.removal * score;
  }

  /** The heuristic worth of one legal action for the mover (exchanges and passes score 0). */
  action(action: SequenceAction): number {
    if (action.type === "exchange" || action.type === "pass") return 0;
    const cell = cellIndex(action.cell[0], action.cell[1]);
    if (action.type === "remove") return this.removal(cell) - this.weights.oneEyedCost;
    const score = this.placement(cell);
    if (score >= WIN) return score;
    return cardKind(action.card) === "twoEyedJack" ? score - this.weights.twoEyedCost : score;
  }
}
