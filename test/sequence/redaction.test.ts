import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { type Card, type SequenceState, sequence } from "../../shared/games/sequence";
import { reachableStates, wellFormedActions } from "./arbitraries";

/**
 * A state that differs from `state` only in what `seat` must not know: the
 * cards of every other hand and of the draw pile are shuffled together and dealt
 * back with the same hand sizes and pile size (seat null: all hands).
 */
function hideFrom(state: SequenceState, seat: number | null, seed: number): SequenceState {
  const others = state.hands.map((_, s) => s).filter((s) => s !== seat);
  const pool = [...others.flatMap((s) => state.hands[s] ?? []), ...state.deck];
  const shuffled = new Rng(seedRng(`hide-${seed}`)).shuffle(pool);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : shuffled.splice(0, hand.length)));
  return { ...state, hands, deck: shuffled as Card[] };
}

const viewers = (state: SequenceState): (number | null)[] => [null, ...state.hands.map((_, seat) => seat)];

describe("redaction (spec: Hidden information)", () => {
  it("a seat's view, teammates' included, does not change when only what it must not know changes", () => {
    fc.assert(
      fc.property(reachableStates, fc.nat(), (state, seed) => {
        for (const seat of viewers(state)) {
          const other = hideFrom(state, seat, seed);
          expect(JSON.stringify(sequence.view(other, seat))).toBe(JSON.stringify(sequence.view(state, seat)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the alternative states really differ (the property is not vacuous)", () => {
    let differing = 0;
    fc.assert(
      fc.property(reachableStates, fc.nat(), (state, seed) => {
        if (JSON.stringify(hideFrom(state, null, seed)) !== JSON.stringify(state)) differing++;
      }),
      { numRuns: 50 },
    );
    expect(differing).toBeGreaterThan(25);
  });

  it("refusals say the same whatever the hidden cards are: errors never reveal them", () => {
    fc.assert(
      fc.property(reachableStates, fc.nat(), fc.array(wellFormedActions, { maxLength: 20 }), (state, seed, tries) => {
        for (const seat of state.hands.map((_, s) => s)) {
          const other = hideFrom(state, seat, seed);
          for (const action of tries) {
            const here = sequence.apply(state, seat, action);
            const there = sequence.apply(other, seat, action);
            expect(there.ok).toBe(here.ok);
            if (!here.ok) expect(there).toEqual(here);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
