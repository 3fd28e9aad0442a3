import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { handFor, type SpyAction, SpyErrors, type SpyState, spy, spySummary } from "../../shared/games/spy";
import { act, deepFreeze, randomPlayout, sortedHand } from "./helpers";
import { reachableState } from "./reachable";

/**
 * Random games end well within this many actions. Measured over 150,000 random
 * games (2–4 players): median 31–70 actions, the longest 270.
 */
const MAX_ACTIONS = 1000;

const CARD_CODE = /\b(S1|S2|T1|T2|B1|B2|B3)\b/;

function checkInvariants(state: SpyState): void {
  const hand = sortedHand(state.players);
  const summary = spySummary(state);
  state.bases.forEach((base, seat) => {
    if (base === null) {
      expect(state.phase).toBe("arranging");
      return;
    }
    // Each base is a permutation of its colour's cards, with exactly one Spy.
    const codes = (summary.bases[seat] ?? []).map((code) => code.replace(/[<>!*]/g, ""));
    expect(codes.slice().sort()).toEqual(hand);
    expect(codes.filter((code) => code === "SPY")).toHaveLength(1);
    expect(base.spy).toBe(codes.indexOf("SPY"));
    // Marks fit the cards: only bombs are lit, only Safes and Top Secrets exposed.
    base.marks.forEach((mark, index) => {
      const card = base.cards[index] ?? "";
      if (mark === "lit" || mark === "exploded") expect(card).toMatch(/^B/);
      if (mark === "exposed") expect(card).toMatch(/^[ST]/);
    });
  });
  const living = state.eliminated.filter((out) => !out).length;
  if (state.phase === "playing") {
    expect(state.eliminated[state.turn]).toBe(false);
    expect(living).toBeGreaterThan(1);
  }
  if (state.phase === "over") {
    expect(living).toBe(1);
    expect(state.eliminated[state.winner ?? -1]).toBe(false);
  }
  for (const seat of spy.toAct(state)) expect(state.eliminated[seat]).toBe(false);
}

describe("random legal playouts", () => {
  it(`keep the invariants, never let an eliminated seat act, and end within ${MAX_ACTIONS} actions`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), (players, seed) => {
        const { states, log } = randomPlayout(players, `inv-${seed}`, MAX_ACTIONS);
        states.forEach(checkInvariants);
        log.forEach(({ seat }, i) => {
          expect(states[i]?.eliminated[seat]).toBe(false);
        });
        const last = states.at(-1) as SpyState;
        expect(last.phase).toBe("over");
        expect(spy.outcome(last)).toEqual({ kind: "won", seats: [last.winner] });
      }),
      { numRuns: 300 },
    );
  });

  it("are deterministic: the same seed and actions give a deep-equal state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), (players, seed) => {
        const first = randomPlayout(players, `det-${seed}`, MAX_ACTIONS);
        const again = randomPlayout(players, `det-${seed}`, MAX_ACTIONS);
        expect(again.log).toEqual(first.log);
        const initial = first.states[0] as SpyState;
        const replayed = first.log.reduce((state, { seat, action }) => act(state, seat, action), initial);
        expect(replayed).toStrictEqual(first.states.at(-1));
      }),
      { numRuns: 50 },
    );
  });

  it("apply never mutates its input (every state deep-frozen)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.nat(1_000_000), (players, seed) => {
        const rng = new Rng(seedRng(`frozen-${seed}`));
        let state = deepFreeze(randomPlayout(players, `frozen-${seed}`, 0).states[0] as SpyState);
        for (let i = 0; i < MAX_ACTIONS && state.phase !== "over"; i++) {
          const seats = spy.toAct(state);
          const seat = seats[rng.int(seats.length)] as number;
          const action = spy.randomAction(spy.view(state, seat), rng);
          const result = spy.apply(state, seat, action);
          expect(result.ok).toBe(true);
          if (result.ok) state = deepFreeze(result.value);
        }
      }),
      { numRuns: 100 },
    );
  });
});

/** Well-formed actions of every kind, legal or not, for any seat. */
function candidates(state: SpyState, rng: Rng): SpyAction[] {
  const list: SpyAction[] = [{ type: "flip" }, { type: "wrap" }, { type: "end" }];
  for (let steps = -1; steps <= 4; steps++) list.push({ type: "move", steps });
  for (let target = -1; target <= 4; target++) list.push({ type: "spy", target });
  list.push({ type: "arrange", base: rng.shuffle(handFor(state.players)), facing: "left" });
  list.push({ type: "arrange", base: rng.shuffle(handFor(state.players === 2 ? 3 : 2)), facing: "right" });
  return list;
}

describe("legal actions", () => {
  it("listed actions are accepted, well-formed unlisted ones refused (arrangements: exactly one's own cards while arranging)", () => {
    fc.assert(
      fc.property(reachableState(), fc.nat(1_000_000), (state, seed) => {
        const rng = new Rng(seedRng(`cand-${seed}`));
        const own = sortedHand(state.players).join();
        for (let seat = 0; seat < state.players; seat++) {
          const listed = spy.actions(state, seat);
          for (const action of candidates(state, rng)) {
            const result = spy.apply(state, seat, action);
            const legal =
              action.type === "arrange"
                ? state.phase === "arranging" && action.base.slice().sort().join() === own
                : listed.some((candidate) => JSON.stringify(candidate) === JSON.stringify(action));
            expect(result.ok, `${seat} ${JSON.stringify(action)}`).toBe(legal);
            // Refusals name no card, except when listing the seat's own hand.
            if (!result.ok && result.error.code !== SpyErrors.BAD_ARRANGEMENT) {
              expect(result.error.message).not.toMatch(CARD_CODE);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("viewActions(view(state, s)) deep-equals actions(state, s)", () => {
    fc.assert(
      fc.property(reachableState(), (state) => {
        for (let seat = 0; seat < state.players; seat++) {
          expect(spy.viewActions(spy.view(state, seat))).toStrictEqual(spy.actions(state, seat));
        }
        expect(spy.viewActions(spy.view(state, null))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("randomAction picks a legal action of the viewing seat, or null when it has none", () => {
    fc.assert(
      fc.property(reachableState(), fc.nat(1_000_000), (state, seed) => {
        const rng = new Rng(seedRng(`pick-${seed}`));
        const toAct = spy.toAct(state);
        for (let seat = 0; seat < state.players; seat++) {
          const action = spy.randomAction(spy.view(state, seat), rng);
          if (!toAct.includes(seat)) expect(action).toBeNull();
          else expect(spy.apply(state, seat, action).ok).toBe(true);
        }
        expect(spy.randomAction(spy.view(state, null), rng)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
