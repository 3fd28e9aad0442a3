import { dealRng, type RngState } from "../../engine";
import type { Card } from "./cards";
import type { SequenceEvent } from "./types";

/** The piles a draw touches. */
export interface Piles {
  readonly deck: readonly Card[];
  readonly discards: readonly (readonly Card[])[];
  readonly rng: RngState;
}

/**
 * Takes the top card of the draw pile. An empty pile is first rebuilt from all
 * discard piles (seat order, oldest first, then shuffled with the game's seeded
 * RNG), announced by a `reshuffle` event; if there is still nothing, nothing is
 * drawn (spec Decision — empty draw pile).
 */
export function drawCard(piles: Piles, events: SequenceEvent[]): Piles & { readonly card: Card | undefined } {
  let { deck, discards, rng } = piles;
  if (deck.length === 0) {
    const pool = discards.flat();
    if (pool.length > 0) {
      const generator = dealRng(rng);
      deck = generator.shuffle(pool);
      rng = generator.save();
      discards = discards.map(() => []);
      events.push({ type: "reshuffle", cards: pool.length });
    }
  }
  const card = deck[0];
  if (card !== undefined) deck = deck.slice(1);
  return { deck, discards, rng, card };
}
