import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SequenceState, sequence } from "../../shared/games/sequence";
import { ACTION_BOUND, gameOptions, playGame, reachableStates, wellFormedActions } from "./arbitraries";
import { cardsInPlay, deepFreeze, newRandomGame } from "./helpers";

const CORNERS = [0, 9, 90, 99];
const seatsOf = (state: SequenceState) => Array.from({ length: state.players }, (_, seat) => seat);
const indexOf = ([row, col]: readonly [number, number]) => row * 10 + col;

function checkStep(before: SequenceState, after: SequenceState, inPlay: string[]): void {
  // The cards in play are conserved across hands, the draw pile and the discard piles.
  expect(cardsInPlay(after)).toEqual(inPlay);
  for (const corner of CORNERS) expect(after.chips[corner]).toBeNull();
  // Recorded sequences never shrink or change, and their chips never disappear.
  expect(after.sequences.slice(0, before.sequences.length)).toEqual(before.sequences);
  for (const recorded of after.sequences) {
    for (const cell of recorded.cells) {
      const index = indexOf(cell);
      if (!CORNERS.includes(index)) expect(after.chips[index]).toBe(recorded.side);
    }
  }
  // The history only grows.
  expect(after.history.length).toBeGreaterThan(before.history.length);
  expect(after.history.slice(0, before.history.length)).toEqual(before.history);
  if (after.status === "playing") expect(after.passes).toBeLessThan(after.players);
}

describe("random legal playouts (properties)", () => {
  it(`keep every invariant, and games dealt from the full deck reach an outcome within ${ACTION_BOUND} actions`, () => {
    fc.assert(
      fc.property(gameOptions, (options) => {
        const { states } = playGame(options);
        const first = states[0] as SequenceState;
        const inPlay = cardsInPlay(first);
        for (let i = 1; i < states.length; i++) {
          checkStep(states[i - 1] as SequenceState, states[i] as SequenceState, inPlay);
        }
        const last = states.at(-1) as SequenceState;
        if (options.dealSeed === undefined) {
          expect(last.status).not.toBe("playing");
          expect(sequence.outcome(last)).not.toBeNull();
        }
      }),
      { numRuns: 120 },
    );
  });

  it("are deterministic: the same seed and actions give deep-equal states", () => {
    fc.assert(
      fc.property(gameOptions, (options) => {
        const { states, moves } = playGame(options);
        let state = newRandomGame(options);
        expect(state).toEqual(states[0]);
        moves.forEach(({ seat, action }, i) => {
          if (action === "timeout") state = sequence.timeout(state) ?? state;
          else {
            const result = sequence.apply(state, seat, action);
            if (!result.ok) throw new Error(result.error.code);
            state = result.value;
          }
          expect(state).toEqual(states[i + 1]);
        });
      }),
      { numRuns: 40 },
    );
  });

  it("refuse well-formed actions that are not listed and accept every listed one; apply and timeout never mutate their (deep-frozen) input", () => {
    fc.assert(
      fc.property(
        reachableStates,
        fc.array(fc.tuple(fc.nat(11), wellFormedActions), { maxLength: 30 }),
        (state, tries) => {
          const frozen = deepFreeze(structuredClone(state));
          const snapshot = JSON.stringify(frozen);
          for (const [seatPick, action] of tries) {
            const seat = seatPick % frozen.players;
            const listed = sequence
              .actions(frozen, seat)
              .some((legal) => JSON.stringify(legal) === JSON.stringify(action));
            const result = sequence.apply(frozen, seat, action);
            expect(result.ok, `${seat} ${JSON.stringify(action)}`).toBe(listed);
          }
          for (const seat of seatsOf(frozen)) {
            for (const action of sequence.actions(frozen, seat))
              expect(sequence.apply(frozen, seat, action).ok).toBe(true);
          }
          sequence.timeout(frozen);
          expect(JSON.stringify(frozen)).toBe(snapshot);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("viewActions(view(state, seat)) deep-equals actions(state, seat) for every seat", () => {
    fc.assert(
      fc.property(reachableStates, (state) => {
        for (const seat of seatsOf(state)) {
          expect(sequence.viewActions(sequence.view(state, seat))).toStrictEqual(sequence.actions(state, seat));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("toAct is the seat to act while playing and nobody once over; only that seat has actions", () => {
    fc.assert(
      fc.property(reachableStates, (state) => {
        const toAct = sequence.toAct(state);
        expect(toAct).toEqual(state.status === "playing" ? [state.turn] : []);
        for (const seat of seatsOf(state)) {
          if (!toAct.includes(seat)) expect(sequence.actions(state, seat)).toEqual([]);
          else expect(sequence.actions(state, seat).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 100 },
    );
  });
});
