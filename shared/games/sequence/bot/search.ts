import { Rng, type RngState } from "../../../engine";
import { actions } from "../actions";
import { cellIndex } from "../board";
import { apply } from "../rules";
import type { SequenceAction, SequenceState, SequenceView, Side } from "../types";
import { evaluate } from "./evaluate";
import { handModel } from "./infer";
import { retally, type Tally, tally } from "./lines";
import { greedyAction, obviousAction, rankPlays, type Scored } from "./policy";
import { sampleState } from "./sample";
import { MEDIUM_WEIGHTS, type Weights } from "./score";
import { stateSituation, viewSituation } from "./situation";
import { value } from "./value";

/**
 * How much work one decision may do. Counted in iterations, never in time, so
 * a decision depends only on the view and the seed.
 */
export interface SearchBudget {
  /** Moves searched: the heuristic's best, at most `perCard` of them for any one card. */
  readonly candidates: number;
  readonly perCard: number;
  /** Sampled deals (determinizations) every candidate is played out in. */
  readonly samples: number;
  /** Turns played by the heuristic after the candidate before the position is judged. */
  readonly depth: number;
  /** Latest moves of each other seat read for clues to its hand (see infer.ts); 0 deals the unseen cards blindly. */
  readonly horizon: number;
  /** How sharply a move below the heuristic's best counts against a card having been in the hand. */
  readonly temperature: number;
  /**
   * The search overrules the heuristic's first choice only with a candidate
   * whose mean gain over it, sample by sample, is this many standard errors
   * above zero: a margin within the noise of the samples is not evidence.
   */
  readonly confidence: number;
  /** Judge the final positions with the fitted log-odds (`value`) instead of the heuristic's line sums. */
  readonly fitted: boolean;
}

export const HARD_BUDGET: SearchBudget = {
  candidates: 6,
  perCard: 2,
  samples: 24,
  depth: 6,
  horizon: 0,
  temperature: 10,
  confidence: 0,
  fitted: false,
};

/** The heuristic's best few moves, never more than `perCard` of one card, so the search weighs which card to spend. */
function shortlist(ranked: readonly Scored[], budget: SearchBudget): Scored[] {
  const perCard = new Map<string, number>();
  const chosen: Scored[] = [];
  for (const scored of ranked) {
    if (chosen.length >= budget.candidates) break;
    if (scored.action.type === "pass" || scored.action.type === "exchange") continue;
    const used = perCard.get(scored.action.card) ?? 0;
    if (used >= budget.perCard) continue;
    perCard.set(scored.action.card, used + 1);
    chosen.push(scored);
  }
  return chosen;
}

/** The tally of `after`, the state `action` led to from `before` (whose tally is `known`). */
function tallyAfter(known: Tally, before: SequenceState, action: SequenceAction, after: SequenceState): Tally {
  if (action.type !== "play" && action.type !== "remove") return known;
  const cell = cellIndex(action.cell[0], action.cell[1]);
  const grew = after.sequences.length !== before.sequences.length ? after.sequences : undefined;
  return retally(known, cell, before.chips[cell] ?? null, after.chips[cell] ?? null, grew);
}

/** Plays `depth` turns with the heuristic for every seat, then judges the position for `side`. */
function playout(
  state: SequenceState,
  known: Tally,
  side: Side,
  budget: SearchBudget,
  weights: Weights,
  rng: Rng,
): number {
  let current = state;
  let t = known;
  for (let turn = 0; turn < budget.depth && current.status === "playing" && current.turn !== null; ) {
    const seat = current.turn;
    const action = greedyAction(stateSituation(current, seat, t), actions(current, seat), weights, rng);
    if (action === null) break;
    const next = apply(current, seat, action);
    if (!next.ok) throw new Error(`search: legal action refused: ${next.error.code}`);
    t = tallyAfter(t, current, action, next.value);
    current = next.value;
    if (action.type !== "exchange") turn++;
  }
  return budget.fitted ? value(current, side, t) : evaluate(current, side, weights, t);
}

/**
 * Hard: determinized Monte Carlo over the heuristic's shortlist. Each sample
 * deals the unseen cards at random (consistent with the view); every candidate
 * is played in that same deal, followed by the same seeded heuristic playout,
 * so candidates are compared on equal luck. The best mean wins.
 */
export function searchAction(
  view: SequenceView,
  seat: number,
  legal: readonly SequenceAction[],
  rng: Rng,
  budget: SearchBudget = HARD_BUDGET,
  weights: Weights = MEDIUM_WEIGHTS,
): SequenceAction | null {
  const ranked = rankPlays(viewSituation(view, seat), legal, weights);
  const obvious = obviousAction(legal, ranked);
  if (obvious !== undefined) return obvious;
  const top = ranked[0];
  if (!top) return null;
  const candidates = shortlist(ranked, budget);
  if (candidates.length === 1) return top.action;
  const side = (seat % view.sides) as Side;
  const root = tally(view.chips, view.sequences);
  // A candidate changes the board the same way in every sample: its tally is worked out once.
  const after: (Tally | undefined)[] = candidates.map(() => undefined);
  const values = candidates.map(() => new Array<number>(budget.samples).fill(0));
  const model = budget.horizon > 0 ? handModel(view, seat, budget.temperature, budget.horizon) : undefined;
  for (let sample = 0; sample < budget.samples; sample++) {
    const world = sampleState(view, seat, rng, model);
    const luck: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
    candidates.forEach((candidate, at) => {
      const next = apply(world, seat, candidate.action);
      if (!next.ok) throw new Error(`search: legal action refused: ${next.error.code}`);
      const known = after[at] ?? tallyAfter(root, world, candidate.action, next.value);
      after[at] = known;
      (values[at] as number[])[sample] = playout(next.value, known, side, budget, weights, new Rng(luck));
    });
  }
  return candidates[bestCandidate(values, budget.confidence)]?.action ?? top.action;
}

/**
 * The candidate with the best mean gain over the first one (the heuristic's
 * choice), among those whose gain clears `confidence` standard errors; the
 * first one when none does. Samples are paired: every candidate saw the same deals.
 */
function bestCandidate(values: readonly (readonly number[])[], confidence: number): number {
  const first = values[0] ?? [];
  const n = first.length;
  let best = 0;
  let bestGain = 0;
  values.forEach((own, at) => {
    if (at === 0 || n === 0) return;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const d = (own[i] ?? 0) - (first[i] ?? 0);
      sum += d;
      squares += d * d;
    }
    const gain = sum / n;
    const spread = n > 1 ? Math.sqrt(Math.max(0, squares / n - gain * gain) / (n - 1)) : 0;
    if (gain > bestGain && gain > confidence * spread) {
      best = at;
      bestGain = gain;
    }
  });
  return best;
}
