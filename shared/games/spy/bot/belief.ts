import type { SpyView } from "../types";
import { type Knowledge, knowledgeOf } from "./knowledge";
import { singleCode } from "./masks";
import { arrangements, placeOdds } from "./posterior";

/** A seat's belief about every base: the arrangements it cannot rule out, and the odds of each card per place. */
export interface Belief {
  readonly knowledge: Knowledge;
  /** Per seat, the packed arrangements that fit (one for a base the viewer knows). */
  readonly worlds: readonly (readonly number[])[];
  /** Per seat, `odds[index * 8 + code]`. */
  readonly odds: readonly Float64Array[];
}

/** What the viewing seat believes (`ownBase` true), or what everyone else believes of every base (false). */
export function beliefOf(view: SpyView, ownBase = true): Belief {
  const knowledge = knowledgeOf(view, ownBase);
  const worlds = knowledge.candidates.map((masks) => fittingArrangements(masks, knowledge.hand));
  return { knowledge, worlds, odds: worlds.map((list) => placeOdds(list, knowledge.cards)) };
}

/**
 * The arrangements that fit `masks`. The facts come from the engine's own history,
 * so they always fit at least the true arrangement; should that ever fail, the
 * bot falls back to the places known for certain rather than stop playing.
 */
export function fittingArrangements(masks: readonly number[], hand: number): number[] {
  const list = arrangements(masks, hand);
  if (list.length > 0) return list;
  const certain = arrangements(
    masks.map((mask) => (singleCode(mask) >= 0 ? mask : hand)),
    hand,
  );
  return certain.length > 0
    ? certain
    : arrangements(
        masks.map(() => hand),
        hand,
      );
}

/** The arrangements of `seat`'s own base that the other seats cannot rule out: what its moves have told them. */
export function publicArrangementsOf(view: SpyView, seat: number): number[] {
  const knowledge = knowledgeOf(view, false);
  return fittingArrangements(knowledge.candidates[seat] ?? [], knowledge.hand);
}
