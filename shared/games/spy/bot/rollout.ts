import type { Random } from "../../../engine";
import { forEachReach, stepBits } from "./reach";
import { EXPLODED, EXPOSED, LIT, type Sim } from "./sim";

/**
 * The simulated players of hard's rollouts: a cheap medium. Each turn it tries
 * every place its Spy can face this turn (with or without the move) and spies
 * where a living opponent's target most likely is, by approximate odds from the
 * public candidate masks, plus what the Spy's new place promises for the next
 * two turns. It never spies on a lit bomb and avoids moving while facing its own
 * target (which would tell everyone its number).
 */

/** Weights of the rollout policy. */
export interface RolloutWeights {
  /** Worth of examining the place of the next target after this one. */
  readonly next: number;
  /** Worth of the best place within reach next turn (and, discounted by `later`, the turn after). */
  readonly prospect: number;
  readonly later: number;
  /** Cost of moving while facing one's own current target. */
  readonly leak: number;
}

export const ROLLOUT_WEIGHTS: RolloutWeights = { next: 0.3, prospect: 0.3, later: 0.6, leak: 0.3 };

/** A turn of the simulator: the move (steps 0: none), where the Spy ends, what it examines, on whom (-1: nobody). */
export interface SimTurn {
  index: number;
  steps: number;
  position: number;
  examined: number;
  target: number;
}

/** Chooses turns for every seat of one simulated game; keeps per-base odds between turns. */
export class RolloutPlayer {
  private readonly stride: number;
  private readonly odds: Float64Array;
  private readonly seen: Int32Array;
  private readonly worth: Float64Array;
  private readonly worthTarget: Int8Array;
  private readonly soon: Float64Array;
  private readonly later: Float64Array;
  /** Per seat, every turn from every place (reachTable); rebuilt when the seat's own exposures change. */
  private readonly reach: (Int8Array | null)[];
  private readonly reachKey: Int8Array;
  private readonly reachStart: Int32Array[];
  /** A fixed random order of preference among opponents per seat, to break ties without always picking on seat 0. */
  private readonly grudge: Float64Array;

  constructor(
    sim: Sim,
    private readonly hand: number,
    private readonly weights: RolloutWeights = ROLLOUT_WEIGHTS,
  ) {
    this.stride = sim.cards * 8;
    this.odds = new Float64Array(sim.players * this.stride);
    this.seen = new Int32Array(sim.players).fill(-1);
    this.worth = new Float64Array(sim.length);
    this.worthTarget = new Int8Array(sim.length);
    this.soon = new Float64Array(sim.length);
    this.later = new Float64Array(sim.length);
    this.reach = Array.from({ length: sim.players }, () => null);
    this.reachKey = new Int8Array(sim.players).fill(-1);
    this.reachStart = Array.from({ length: sim.players }, () => new Int32Array(sim.length + 1));
    this.grudge = new Float64Array(sim.players * sim.players);
  }

  /** Draws the tie-breaking preferences of this playout. */
  seed(rng: Random): void {
    for (let k = 0; k < this.grudge.length; k++) this.grudge[k] = rng.u32() * 2.3e-16;
  }

  /**
   * Every turn from every place of `seat`'s Spy, flattened: entries of four
   * (card index faced by the move or -1, steps, final place, examined row), those
   * of place p from reachStart[p] to reachStart[p + 1]. Card numbers and exposures
   * decide it, so it changes only when one of the seat's own cards is exposed.
   */
  private reachTable(sim: Sim, seat: number): Int8Array {
    const known = this.reach[seat];
    if (known && this.reachKey[seat] === sim.target[seat]) return known;
    const base = seat * sim.cards;
    const stepsOf = (index: number) => stepBits(sim.card[base + index] as number, sim.mark[base + index] === EXPOSED);
    const entries: number[] = [];
    const start = this.reachStart[seat] as Int32Array;
    for (let from = 0; from < sim.length; from++) {
      start[from] = entries.length;
      forEachReach(from, sim.length, stepsOf, (index, steps, position, examined) => {
        entries.push(index, steps, position, examined);
      });
    }
    start[sim.length] = entries.length;
    const table = Int8Array.from(entries);
    this.reach[seat] = table;
    this.reachKey[seat] = sim.target[seat] as number;
    return table;
  }

  /** The turn the seat to act takes in `sim` (`moved`: it has already moved this turn, so it only spies). */
  choose(sim: Sim, rng: Random, out: SimTurn, moved = false): SimTurn {
    const seat = sim.turn;
    const length = sim.length;
    this.rowWorth(sim, seat);
    const base = seat * sim.cards;
    const table = this.reachTable(sim, seat);
    const start = this.reachStart[seat] as Int32Array;
    // What each place of the own Spy promises: the best row it reaches next turn, and the turn after.
    const { worth, soon, later } = this;
    for (let from = 0; from < length; from++) {
      let best = 0;
      for (let k = start[from] as number; k < (start[from + 1] as number); k += 4) {
        best = Math.max(best, worth[table[k + 3] as number] as number);
      }
      soon[from] = best;
    }
    for (let from = 0; from < length; from++) {
      let best = 0;
      for (let k = start[from] as number; k < (start[from + 1] as number); k += 4) {
        best = Math.max(best, soon[table[k + 2] as number] as number);
      }
      later[from] = best;
    }
    const deadlocked = sim.quietTurns >= 3 * sim.living;
    const ownTarget = sim.target[seat] as number;
    const here = sim.spy[seat] as number;
    let bestScore = Number.NEGATIVE_INFINITY;
    out.target = -1;
    out.index = -1;
    out.steps = 0;
    out.position = here;
    for (let k = start[here] as number; k < (start[here + 1] as number); k += 4) {
      const examined = table[k + 3] as number;
      const target = this.worthTarget[examined] as number;
      if (target < 0) continue;
      const index = table[k] as number;
      const steps = table[k + 1] as number;
      if (moved && steps > 0) continue;
      const position = table[k + 2] as number;
      const faced = base + index;
      const leak =
        steps > 0 && !deadlocked && sim.card[faced] === ownTarget && sim.mark[faced] !== EXPOSED
          ? this.weights.leak
          : 0;
      const promise = Math.max(soon[position] as number, this.weights.later * (later[position] as number));
      const noise = rng.u32() * (deadlocked ? 2.3e-10 : 2.3e-13);
      const score = (worth[examined] as number) + this.weights.prospect * promise - leak + noise;
      if (score > bestScore) {
        bestScore = score;
        out.index = index;
        out.steps = steps;
        out.position = position;
        out.examined = examined;
        out.target = target;
      }
    }
    return out;
  }

  /** For each row of the opponents' bases: the best worth of examining it, and whose base gives it (-1: none may be examined). */
  private rowWorth(sim: Sim, seat: number): void {
    const { odds, stride, worth, worthTarget } = this;
    worth.fill(-1);
    worthTarget.fill(-1);
    for (let other = 0; other < sim.players; other++) {
      if (other === seat || !sim.alive[other]) continue;
      if (this.seen[other] !== sim.version[other]) {
        balance(sim, other, odds, other * stride, this.hand);
        this.seen[other] = sim.version[other] as number;
      }
      const rank = sim.target[other] as number;
      for (let row = 0; row < sim.length; row++) {
        const index = sim.indexAt(other, row);
        if (index < 0) continue;
        const mark = sim.mark[other * sim.cards + index];
        if (mark === LIT || mark === EXPLODED) continue;
        const at = other * stride + index * 8;
        // Finding where the next target is counts only while that place is not known already.
        const candidates = sim.cand[other * sim.cards + index] as number;
        const open = (candidates & (candidates - 1)) !== 0;
        const value =
          (odds[at + rank] as number) +
          (rank < 3 && open ? this.weights.next * (odds[at + rank + 1] as number) : 0) +
          (this.grudge[seat * sim.players + other] as number);
        if (value > (worth[row] as number)) {
          worth[row] = value;
          worthTarget[row] = other;
        }
      }
    }
    for (let row = 0; row < sim.length; row++) if ((worth[row] as number) < 0) worth[row] = 0;
  }
}

/** Approximate odds per card and code of one base (Sinkhorn balancing of its candidate masks). */
function balance(sim: Sim, seat: number, out: Float64Array, offset: number, hand: number): void {
  const cards = sim.cards;
  for (let i = 0; i < cards; i++) {
    const mask = (sim.cand[seat * cards + i] as number) & hand;
    for (let code = 0; code < 8; code++) out[offset + i * 8 + code] = (mask >> code) & 1;
  }
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i < cards; i++) {
      let sum = 0;
      for (let code = 0; code < 7; code++) sum += out[offset + i * 8 + code] as number;
      if (sum > 0)
        for (let code = 0; code < 7; code++) out[offset + i * 8 + code] = (out[offset + i * 8 + code] as number) / sum;
    }
    for (let code = 0; code < 7; code++) {
      let sum = 0;
      for (let i = 0; i < cards; i++) sum += out[offset + i * 8 + code] as number;
      if (sum > 0)
        for (let i = 0; i < cards; i++) out[offset + i * 8 + code] = (out[offset + i * 8 + code] as number) / sum;
    }
  }
}

/** Plays out `sim` to its end (or `maxTurns` turns in all) with the rollout policy; returns the winner or -1. */
export function rollout(sim: Sim, rng: Random, hand: number, maxTurns: number, weights = ROLLOUT_WEIGHTS): number {
  const player = new RolloutPlayer(sim, hand, weights);
  player.seed(rng);
  const turn: SimTurn = { index: -1, steps: 0, position: 0, examined: 0, target: -1 };
  while (sim.winner < 0 && sim.turnsPlayed < maxTurns) {
    player.choose(sim, rng, turn);
    sim.playTurn(turn.index, turn.steps, turn.position, turn.target, turn.examined);
  }
  return sim.winner;
}
