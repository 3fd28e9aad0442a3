import { FastRng, type FastRngState, type Random } from "../../../engine";
import { actions } from "../actions";
import { cellIndex } from "../board";
import { apply } from "../rules";
import type { SequenceAction, SequenceState, SequenceView, Side } from "../types";
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
  /** Latest moves of each other seat read for clues to its hand (infer.ts); 0 deals the unseen cards blindly. */
  readonly horizon: number;
  /** How sharply a move below the heuristic's best counts against a card having been in the hand. */
  readonly temperature: number;
}

/**
 * Chosen from 2-player matches against medium (400 games each, so about ±5
 * points): this budget wins 57-58%; playouts of depth 2 or 8, 12 candidates
 * instead of 6, or a sharper temperature all landed within those 5 points. More
 * work buys nothing because the limit is the unseen cards: the same search on
 * the other hands' true cards wins 67%, and with the true draw order too 71%
 * (`bench/bots-sequence.ts --games 400 --ceiling`).
 */
export const HARD_BUDGET: SearchBudget = {
  candidates: 6,
  perCard: 2,
  samples: 96,
  depth: 4,
  horizon: 6,
  temperature: 3,
};

/**
 * Deals one complete state for the search to play candidates in. The bot's own
 * dealer (`readingDealer`) knows only the view; the strength bench also passes
 * dealers that see the true hands, to measure what hidden cards cost.
 */
export type Dealer = (rng: Random) => SequenceState;

/** Deals the unseen cards consistently with the view, weighted by what the other seats' play says of their hands. */
export function readingDealer(view: SequenceView, seat: number, budget: SearchBudget = HARD_BUDGET): Dealer {
  const model = budget.horizon > 0 ? handModel(view, seat, budget.temperature, budget.horizon) : undefined;
  return (rng) => sampleState(view, seat, rng, model);
}

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

/** Plays `depth` turns with the heuristic for every seat, then judges the position for `side` (log-odds). */
function playout(state: SequenceState, known: Tally, side: Side, depth: number, weights: Weights, rng: Random): number {
  let current = state;
  let t = known;
  for (let turn = 0; turn < depth && current.status === "playing" && current.turn !== null; ) {
    const seat = current.turn;
    const action = greedyAction(stateSituation(current, seat, t), actions(current, seat), weights, rng);
    if (action === null) break;
    const next = apply(current, seat, action);
    if (!next.ok) throw new Error(`search: legal action refused: ${next.error.code}`);
    t = tallyAfter(t, current, action, next.value);
    current = next.value;
    if (action.type !== "exchange") turn++;
  }
  return value(current, side, t);
}

/**
 * Hard: determinized Monte Carlo over the heuristic's shortlist. Each sample
 * deals the unseen cards consistently with the view, weighted by what the other
 * seats' play says about their hands; every candidate is played in that same
 * deal, followed by the same seeded heuristic playout, so candidates are
 * compared on equal luck. The best mean of the fitted log-odds wins.
 */
export function searchAction(
  view: SequenceView,
  seat: number,
  legal: readonly SequenceAction[],
  rng: Random,
  budget: SearchBudget = HARD_BUDGET,
  deal?: Dealer,
): SequenceAction | null {
  const weights = MEDIUM_WEIGHTS;
  const ranked = rankPlays(viewSituation(view, seat), legal, weights);
  const obvious = obviousAction(legal, ranked);
  if (obvious !== undefined) return obvious;
  const top = ranked[0];
  if (!top) return null;
  const candidates = shortlist(ranked, budget);
  if (candidates.length === 1) return top.action;
  const side = (seat % view.sides) as Side;
  const dealer = deal ?? readingDealer(view, seat, budget);
  const root = tally(view.chips, view.sequences);
  // A candidate changes the board the same way in every sample: its tally is worked out once.
  const tallies: (Tally | undefined)[] = candidates.map(() => undefined);
  const totals = candidates.map(() => 0);
  for (let sample = 0; sample < budget.samples; sample++) {
    const world = dealer(rng);
    const luck: FastRngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
    candidates.forEach((candidate, at) => {
      const next = apply(world, seat, candidate.action);
      if (!next.ok) throw new Error(`search: legal action refused: ${next.error.code}`);
      const known = tallies[at] ?? tallyAfter(root, world, candidate.action, next.value);
      tallies[at] = known;
      totals[at] = (totals[at] ?? 0) + playout(next.value, known, side, budget.depth, weights, new FastRng(luck));
    });
  }
  let best = 0;
  totals.forEach((total, at) => {
    if (total > (totals[best] ?? 0)) best = at;
  });
  return candidates[best]?.action ?? top.action;
}
