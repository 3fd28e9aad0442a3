import type { Random } from "../../../engine";
import type { SpyAction, SpyView } from "../types";
import { beliefOf, publicArrangementsOf } from "./belief";
import { MEDIUM_WEIGHTS, scorePlans } from "./score";
import { turnPlans } from "./turn";

/**
 * Medium: the best whole-turn plan by a clear heuristic (score.ts). It remembers
 * every public answer and move, spies where the target most likely is, never on a
 * lit bomb, and weighs what its own move would tell the others. Ties go to the
 * shorter plan, then at random.
 */
export function mediumAction(view: SpyView, rng: Random): SpyAction | null {
  const seat = view.seat;
  if (seat === null) return null;
  const plans = rng.shuffle(turnPlans(view));
  if (plans.length === 0) return null;
  const scores = scorePlans(view, beliefOf(view), publicArrangementsOf(view, seat), plans, MEDIUM_WEIGHTS);
  let best = 0;
  plans.forEach((plan, i) => {
    const lead = (scores[i] as number) - (scores[best] as number);
    if (lead > 1e-9 || (lead > -1e-9 && plan.actions.length < (plans[best]?.actions.length ?? 0))) best = i;
  });
  return plans[best]?.actions[0] ?? null;
}
