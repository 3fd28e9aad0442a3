import type { Random } from "../../../engine";
import type { SequenceAction } from "../types";
import { obviousAction, rankPlays } from "./policy";
import { MEDIUM_WEIGHTS } from "./score";
import type { Situation } from "./situation";

/**
 * Easy: a random card from the hand on a random one of its spaces, except that
 * it never misses a win on the table and always trades a dead card. Picking the
 * card first keeps a two-eyed Jack (up to 96 spaces) from crowding out the
 * other cards, which a uniform pick over all actions would do.
 */
export function easyAction(s: Situation, legal: readonly SequenceAction[], rng: Random): SequenceAction | null {
  const obvious = obviousAction(legal, rankPlays(s, legal, MEDIUM_WEIGHTS));
  if (obvious !== undefined) return obvious;
  const cards = [...new Set(legal.flatMap((action) => (action.type === "pass" ? [] : [action.card])))];
  const card = cards[rng.int(cards.length)];
  const ofCard = legal.filter((action) => action.type !== "pass" && action.card === card);
  return ofCard[rng.int(ofCard.length)] ?? null;
}
