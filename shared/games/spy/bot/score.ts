import type { SpyView } from "../types";
import type { Belief } from "./belief";
import { indexAtRow } from "./knowledge";
import { BOMBS, bit, isBombCode, NO_TARGET, numberMask, popcount, SAFES, TOP_SECRETS } from "./masks";
import { codeAt } from "./posterior";
import { forEachReach, stepBits } from "./reach";
import { isDeadlocked } from "./stall";
import type { TurnPlan } from "./turn";

/** Weights of medium's heuristic (and of hard's prior), in units of "one card exposed". */
export interface Weights {
  /** Learning exactly where a future target sits, per rank of distance (0.5: the next one is worth half an exposure). */
  readonly futureTarget: number;
  /** Lighting a bomb: one place fewer to search, and everyone sees it. */
  readonly bomb: number;
  /** Exposing a T2: one rival fewer (beyond the exposure itself). */
  readonly elimination: number;
  /** How much a move may cost in the public odds of one's own targets' places. */
  readonly leak: number;
  /** Worth of what the Spy's final place promises for the next turns (see `prospect`). */
  readonly nextTurn: number;
  /** Cost of a plan without a move once the game is deadlocked (stall.ts): someone has to move. */
  readonly restless: number;
  /**
   * Cost of a turn that learns nothing. Larger than any leak, so that a bot always
   * takes a turn that learns something when it has one: two cautious bots must
   * never sit still for ever.
   */
  readonly idle: number;
}

export const MEDIUM_WEIGHTS: Weights = {
  futureTarget: 0.5,
  bomb: 0.08,
  elimination: 0.3,
  leak: 1,
  nextTurn: 0.3,
  idle: 2,
  restless: 1,
};

/**
 * Scores plans for the viewing seat from its belief: what the spy is likely to
 * find, minus what the move tells everyone about the seat's own targets
 * (`publicOwn`: the arrangements of the seat's own base that everyone else still
 * thinks possible).
 * Spying on a lit bomb is never offered: it eliminates the spy.
 */
export function scorePlans(
  view: SpyView,
  belief: Belief,
  publicOwn: readonly number[],
  plans: readonly TurnPlan[],
  weights: Weights,
): number[] {
  const seat = view.seat ?? 0;
  const leaks = new Map<string, number>();
  const promise = prospect(view, belief, weights);
  const restless = isDeadlocked(view.history, view.eliminated.filter((out) => !out).length);
  return plans.map((plan) => {
    let score = 0;
    if (plan.target !== null) {
      const base = view.bases[plan.target];
      const place = base?.places[plan.examined];
      if (!base || !place) return Number.NEGATIVE_INFINITY;
      if (place.mark === "lit" || place.mark === "exploded") return Number.NEGATIVE_INFINITY;
      score += spyValue(belief, plan.target, indexAtRow(base.spy, plan.examined), weights);
    }
    if (score <= 1e-9) score -= weights.idle;
    if (restless && !plan.move && !view.moved) score -= weights.restless;
    score += weights.nextTurn * promise(plan.position);
    if (plan.move && !plan.move.free) {
      const key = `${plan.move.index}:${plan.move.steps}`;
      let leak = leaks.get(key);
      if (leak === undefined) {
        leak = leakOfMove(belief, publicOwn, seat, plan.move.index, plan.move.steps);
        leaks.set(key, leak);
      }
      score -= weights.leak * leak;
    }
    return score;
  });
}

/** Later turns count this much less each: a place worth looking at soon beats one worth more later. */
const LATER = 0.6;
/** How many turns ahead `prospect` looks for places worth examining. */
const HORIZON = 3;

/**
 * What the Spy's place at the end of this turn promises: the best spy value it
 * could reach next turn or, discounted, in the turns after (supposing nobody
 * else moves meanwhile). This is what makes a bot walk towards a place it
 * cannot reach this turn instead of standing still.
 */
export function prospect(view: SpyView, belief: Belief, weights: Weights): (position: number) => number {
  const seat = view.seat ?? 0;
  const own = view.bases[seat];
  const truth = belief.worlds[seat]?.[0];
  if (!own || truth === undefined) return () => 0;
  const length = own.places.length;
  const exposed = new Array<boolean>(length - 1).fill(false);
  own.places.forEach((place, row) => {
    const index = indexAtRow(own.spy, row);
    if (index >= 0 && place.mark === "exposed") exposed[index] = true;
  });
  // The worth of examining each row of the opponents' bases, whoever's is best.
  const rowWorth = Array.from({ length }, (_, row) => {
    let best = 0;
    view.bases.forEach((base, other) => {
      if (!base || other === seat || view.eliminated[other]) return;
      const mark = base.places[row]?.mark;
      const index = indexAtRow(base.spy, row);
      if (index < 0 || mark === "lit" || mark === "exploded") return;
      best = Math.max(best, spyValue(belief, other, index, weights));
    });
    return best;
  });
  const stepsOf = (index: number) => stepBits(codeAt(truth, index), exposed[index] === true);
  const memo = new Map<number, number>();
  return (start) => {
    const known = memo.get(start);
    if (known !== undefined) return known;
    let value = 0;
    let frontier = [start];
    const seen = new Set(frontier);
    for (let turn = 0; turn < HORIZON && frontier.length > 0; turn++) {
      let best = 0;
      const next: number[] = [];
      for (const from of frontier) {
        forEachReach(from, length, stepsOf, (_index, _steps, position, examined) => {
          best = Math.max(best, rowWorth[examined] ?? 0);
          if (!seen.has(position)) {
            seen.add(position);
            next.push(position);
          }
        });
      }
      value = Math.max(value, LATER ** turn * best);
      frontier = next;
    }
    memo.set(start, value);
    return value;
  };
}

/** Expected worth of examining card `index` of `target`'s base: an exposure, or what the public answer teaches. */
export function spyValue(belief: Belief, target: number, index: number, weights: Weights): number {
  const rank = belief.knowledge.targets[target] ?? NO_TARGET;
  if (rank === NO_TARGET) return 0;
  const odds = belief.odds[target];
  const candidates = belief.knowledge.candidates[target]?.[index] ?? 0;
  if (!odds) return 0;
  let value = 0;
  for (let code = 0; code < 7; code++) {
    const chance = odds[index * 8 + code] ?? 0;
    if (chance === 0) continue;
    if (code === rank) {
      value += chance * (1 + (rank === 3 ? weights.elimination : 0));
      continue;
    }
    // What the answer leaves possible at that place: its type, minus the target
    // (which would have been exposed). Worth as much as it narrows the place down.
    const kind = isBombCode(code) ? BOMBS : bit(code) & SAFES ? SAFES : TOP_SECRETS;
    const left = popcount(candidates & kind & ~bit(rank)) || 1;
    const worth = isBombCode(code) ? weights.bomb : code > rank ? weights.futureTarget ** (code - rank) : 0;
    value += chance * worth * (1 / left - 1 / (popcount(candidates) || 1));
  }
  return value;
}

/**
 * How much moving while facing own card `index` by `steps` raises the public odds
 * of the places where the seat's own remaining targets really are (the next one
 * counts most). Zero or negative when the move says little or points away.
 */
export function leakOfMove(
  belief: Belief,
  before: readonly number[],
  seat: number,
  index: number,
  steps: number,
): number {
  const truth = belief.worlds[seat]?.[0];
  const rank = belief.knowledge.targets[seat] ?? NO_TARGET;
  if (truth === undefined || before.length === 0 || rank === NO_TARGET) return 0;
  const allowed = numberMask(steps);
  const after = before.filter((packed) => (allowed & bit(codeAt(packed, index))) !== 0);
  if (after.length === 0) return 0;
  const places = belief.knowledge.cards;
  let leak = 0;
  for (let code = rank; code <= 3; code++) {
    let where = -1;
    for (let i = 0; i < places; i++) if (codeAt(truth, i) === code) where = i;
    if (where < 0) continue;
    const share = (list: readonly number[]) =>
      list.filter((packed) => codeAt(packed, where) === code).length / list.length;
    leak += 0.5 ** (code - rank) * (share(after) - share(before));
  }
  return leak;
}
