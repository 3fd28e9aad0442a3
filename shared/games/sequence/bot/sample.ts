import { derivedRng, type Random } from "../../../engine";
import { ALL_CARDS, type Card, COPIES_PER_CARD, cardIndex } from "../cards";
import type { SequenceState, SequenceView } from "../types";

/**
 * The cards the viewing seat has not seen: the 104 minus its own hand minus
 * every discard pile. Chips on the board need no separate count: a placed card
 * lies on a discard pile until a reshuffle, and then it is back in the unseen
 * draw pile. In canonical order, so the result depends only on the view.
 */
export function unseenCards(view: SequenceView): Card[] {
  const seen = new Map<Card, number>();
  for (const card of [...(view.hand ?? []), ...view.discards.flat()]) seen.set(card, (seen.get(card) ?? 0) + 1);
  const unseen: Card[] = [];
  for (const card of ALL_CARDS) for (let n = seen.get(card) ?? 0; n < COPIES_PER_CARD; n++) unseen.push(card);
  return unseen;
}

/**
 * What the viewer believes of the other hands: per seat, per hand slot (oldest
 * card first), a relative weight for each of the 52 cards (by ALL_CARDS index).
 * A seat or slot missing from it is dealt uniformly.
 */
export type HandModel = ReadonlyMap<number, readonly Float64Array[]>;

/** Takes one card from `pool` at random in proportion to `weights` (uniformly without them). */
function drawWeighted(pool: Card[], weights: Float64Array | undefined, rng: Random): Card {
  let at = pool.length - 1;
  if (weights === undefined) at = rng.int(pool.length);
  else {
    let total = 0;
    for (const card of pool) total += weights[cardIndex(card)] as number;
    let target = (rng.u32() / 0x100000000) * total;
    for (let i = 0; i < pool.length; i++) {
      target -= weights[cardIndex(pool[i] as Card)] as number;
      if (target < 0) {
        at = i;
        break;
      }
    }
  }
  const card = pool[at] as Card;
  pool[at] = pool[pool.length - 1] as Card;
  pool.pop();
  return card;
}

/**
 * One complete state the viewing seat cannot tell from the truth (a
 * determinization): the unseen cards are dealt into the other hands, with their
 * public sizes (at random, or as `model` weighs them), and the rest shuffled
 * into the draw pile, with its public size. Everything public is copied from
 * the view; the state's RNG, which no view shows, is drawn from `rng`. A test
 * deal of fewer than 104 cards leaves some unseen cards out of the game.
 */
export function sampleState(view: SequenceView, seat: number, rng: Random, model?: HandModel): SequenceState {
  const pool = unseenCards(view);
  const hands = view.handCounts.map((count, other): Card[] => {
    if (other === seat) return (view.hand ?? []).slice();
    const slots = model?.get(other);
    return Array.from({ length: Math.min(count, pool.length) }, (_, slot) => drawWeighted(pool, slots?.[slot], rng));
  });
  const deck = rng.shuffle(pool).slice(0, view.deckCount);
  return {
    players: view.players,
    sides: view.sides,
    status: view.status,
    turn: view.turn,
    winner: view.winner,
    passes: view.passes,
    turns: view.turns,
    exchanged: view.exchanged,
    chips: view.chips,
    sequences: view.sequences,
    hands,
    deck,
    discards: view.discards,
    rng: derivedRng(rng),
    history: view.history,
  };
}
