/**
 * What someone who sees everything knows: the view of a spectator plus every
 * seat's hand. For watching a finished game again (the replay page), and never
 * for the room: a view built here would give every hand away, so party/ must
 * not import it (test/sequence/reveal.test.ts checks).
 */
import type { Card } from "./cards";
import type { SequenceState, SequenceView } from "./types";
import { view } from "./view";

/** A spectator's view with every hand shown. */
export interface RevealedSequenceView extends SequenceView {
  /** Each seat's hand, in seat order, as the seat holds it. */
  readonly hands: readonly (readonly Card[])[];
}

export function reveal(state: SequenceState): RevealedSequenceView {
  return { ...view(state, null), hands: state.hands.map((hand) => hand.slice()) };
}
