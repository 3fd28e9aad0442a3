import type { Random } from "../../../engine";
import type { SequenceAction } from "../types";
import { Scorer, type Weights, WIN } from "./score";
import type { Situation } from "./situation";

export interface Scored {
  readonly action: SequenceAction;
  readonly score: number;
}

/** Every legal board action (plays and removals) with its heuristic score, best first; ties keep the legal order. */
export function rankPlays(s: Situation, legal: readonly SequenceAction[], weights: Weights): Scored[] {
  const scorer = new Scorer(s, weights);
  const scored: Scored[] = [];
  for (const action of legal) {
    if (action.type === "play" || action.type === "remove") scored.push({ action, score: scorer.action(action) });
  }
  return scored.sort((a, b) => b.score - a.score);
}

/**
 * The moves every level makes without judgement, or undefined when there is a
 * real choice: a winning play at once; else a dead card's exchange whenever
 * allowed (a dead card can do nothing, its replacement might); else a pass when
 * no card can be played. `ranked` is `rankPlays` of the same legal list.
 */
export function obviousAction(legal: readonly SequenceAction[], ranked: readonly Scored[]): SequenceAction | undefined {
  const top = ranked[0];
  if (top && top.score >= WIN) return top.action;
  const exchange = legal.find((action) => action.type === "exchange");
  if (exchange) return exchange;
  return top ? undefined : legal.find((action) => action.type === "pass");
}

/** Medium: the heuristic's best move; among equal scores the RNG picks, so games do not all look alike. */
export function greedyAction(
  s: Situation,
  legal: readonly SequenceAction[],
  weights: Weights,
  rng: Random,
): SequenceAction | null {
  const ranked = rankPlays(s, legal, weights);
  const obvious = obviousAction(legal, ranked);
  if (obvious !== undefined) return obvious;
  const top = ranked[0];
  if (!top) return null;
  let ties = 1;
  while (ties < ranked.length && ranked[ties]?.score === top.score) ties++;
  return ranked[ties === 1 ? 0 : rng.int(ties)]?.action ?? null;
}
