import type { Random } from "../../../engine";
import type { SpyAction, SpyView } from "../types";
import { type Belief, beliefOf, fittingArrangements } from "./belief";
import { type Knowledge, knowledgeOf } from "./knowledge";
import { pick } from "./posterior";
import { rollout } from "./rollout";
import { MEDIUM_WEIGHTS, scorePlans } from "./score";
import { rolloutRng } from "./sim";
import { simFromView } from "./sim-from-view";
import { isDeadlocked } from "./stall";
import { type TurnPlan, turnPlans } from "./turn";

/** The iteration budget of the search: fixed counts, never time, so a seed always gives the same choice. */
export interface HardBudget {
  /** Rollouts per decision, over all candidate plans. */
  readonly rollouts: number;
  /** The plans searched: the best this many by medium's heuristic. */
  readonly candidates: number;
  /** A rollout stops after this many turns (nobody wins it). */
  readonly maxTurns: number;
}

export const HARD_BUDGET: HardBudget = { rollouts: 1024, candidates: 8, maxTurns: 300 };

interface Candidate {
  readonly plan: TurnPlan;
  readonly prior: number;
  wins: number;
}

/**
 * Hard: determinized Monte Carlo over whole-turn plans. The plans medium likes
 * best are played out in sampled complete states (determinizations drawn from
 * the exact posterior of belief.ts), every player of a playout using the cheap
 * medium of rollout.ts on public facts only. The budget is spent by sequential
 * halving: all candidates in a first round, then the better half, and so on; in
 * each round every survivor is played out in the same sampled states with the
 * same rollout seeds (common random numbers: plans are compared under the same
 * luck). The plan with most wins is chosen, medium's score breaking ties.
 */
export function hardAction(view: SpyView, rng: Random, budget: HardBudget = HARD_BUDGET): SpyAction | null {
  const seat = view.seat;
  if (seat === null) return null;
  const plans = turnPlans(view);
  const belief = beliefOf(view);
  const publicKnowledge = knowledgeOf(view, false);
  const publicOwn = fittingArrangements(publicKnowledge.candidates[seat] ?? [], publicKnowledge.hand);
  const scores = scorePlans(view, belief, publicOwn, plans, MEDIUM_WEIGHTS);
  const ranked: Candidate[] = rng
    .shuffle(plans.map((plan, i) => ({ plan, prior: scores[i] as number, wins: 0 })))
    .filter((entry) => entry.prior > Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.prior - a.prior || a.plan.actions.length - b.plan.actions.length)
    .slice(0, budget.candidates);
  const first = ranked[0];
  if (!first) return null;
  // Alone, or in a deadlock (where the search may well prefer to wait for ever): take medium's choice.
  if (ranked.length === 1 || isDeadlocked(view.history, view.eliminated.filter((out) => !out).length)) {
    return first.plan.actions[0] ?? null;
  }
  let alive = ranked;
  const rounds = Math.ceil(Math.log2(ranked.length));
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const samples = Math.max(1, Math.floor(budget.rollouts / rounds / alive.length));
    for (let d = 0; d < samples; d++) playOut(view, belief, publicKnowledge, alive, rng, budget.maxTurns);
    alive = alive
      .slice()
      .sort((a, b) => b.wins - a.wins || b.prior - a.prior)
      .slice(0, Math.ceil(alive.length / 2));
  }
  return alive[0]?.plan.actions[0] ?? null;
}

/** One sampled state; every candidate's plan played out in it with the same rollout seed. */
function playOut(
  view: SpyView,
  belief: Belief,
  publicKnowledge: Knowledge,
  candidates: readonly Candidate[],
  rng: Random,
  maxTurns: number,
): void {
  const seat = view.seat ?? 0;
  const packed = belief.worlds.map((list) => (list.length === 1 ? (list[0] as number) : pick(list, rng)));
  const root = simFromView(view, publicKnowledge, packed);
  const seed = rng.u32();
  for (const candidate of candidates) {
    const sim = root.clone();
    const plan = candidate.plan;
    sim.playTurn(plan.move?.index ?? -1, plan.move?.steps ?? 0, plan.position, plan.target ?? -1, plan.examined);
    const winner = sim.winner >= 0 ? sim.winner : rollout(sim, rolloutRng(seed), publicKnowledge.hand, maxTurns);
    if (winner === seat) candidate.wins++;
  }
}
