import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng, seedRng, TURN_LIMIT } from "../../shared/engine";
import { handFor, SpyErrors, type SpyState, spy, spySummary } from "../../shared/games/spy";
import { act, arrangement, END, FLIP, move, newGame, refused, script, spyOn, started } from "./helpers";

const A = "SPY> S1 S2 T1 T2 B1 B2 B3";
const B = "B3 B2 B1 T2 T1 S2 S1 SPY<";

/** `count` plain turns: each seat to act ends its turn at once. */
function plainTurns(state: SpyState, count: number): SpyState {
  let current = state;
  for (let i = 0; i < count; i++) current = act(current, current.turn, END);
  return current;
}

describe("length (Decision: a bound on length)", () => {
  it("the bound is the named constant TURN_LIMIT, 1,000 turns, and no option changes it", () => {
    expect(TURN_LIMIT).toBe(1000);
    expect(spy.check(2, { turnLimit: 10 })).toMatchObject({ ok: false, error: { code: SpyErrors.BAD_OPTIONS } });
  });

  it("the 1,000th turn without a winner ends in a draw: status draw, no winner, nobody to act", () => {
    const before = plainTurns(started([A, B]), TURN_LIMIT - 1);
    expect(before.phase).toBe("playing");
    expect(before.turns).toBe(999);
    expect(spy.outcome(before)).toBeNull();

    const state = act(before, before.turn, END);
    expect(state.turns).toBe(1000);
    expect(state.phase).toBe("over");
    expect(state.winner).toBeNull();
    expect(spy.outcome(state)).toEqual({ kind: "draw", reason: "turnLimit" });
    expect(spy.toAct(state)).toEqual([]);
    expect(state.history.slice(-2)).toEqual([
      { type: "end", seat: 1, timeout: false },
      { type: "draw", reason: "turnLimit" },
    ]);
    expect(spySummary(state)).toMatchObject({ status: "draw", winner: null, turn: null, eliminated: [false, false] });
    for (const seat of [0, 1, null]) {
      const view = spy.view(state, seat);
      expect(view).toMatchObject({ phase: "over", turn: null, winner: null, turns: 1000 });
      expect(spy.viewActions(view)).toEqual([]);
    }
  });

  it("after the draw every action is refused with GAME_OVER and changes nothing; the timer forces nothing", () => {
    const state = plainTurns(started([A, B]), TURN_LIMIT);
    for (const seat of [0, 1]) {
      for (const action of [END, FLIP, move(1), spyOn(1 - seat), arrangement(A)]) {
        expect(refused(state, seat, action).code).toBe(SpyErrors.GAME_OVER);
      }
      expect(spy.actions(state, seat)).toEqual([]);
    }
    expect(spy.timeout(state)).toBeNull();
  });

  it("every player's turn counts, however it ends (end, spy, timer, elimination); arranging is not a turn", () => {
    let state = newGame(3, 0);
    for (let seat = 0; seat < 3; seat++) state = act(state, seat, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(state.turns).toBe(0);
    state = act(state, 0, END);
    state = act(state, 1, spyOn(0));
    state = spy.timeout(state) as SpyState;
    expect(state.turns).toBe(3);
    expect(spy.view(state, null).turns).toBe(3);
    // Free actions and the move are part of a turn, not turns of their own.
    state = act(act(act(state, 0, FLIP), 0, FLIP), 0, move(1));
    expect(state.turns).toBe(3);
  });

  it("a win on the 1,000th turn is a win, not a draw", () => {
    // Seat 0 lights seat 1's B2 on turn 998, and finds it lit on turn 1,000: seat 1 wins.
    const rows = ["SPY> S1 S2 T1 T2 B1 B2 B3", "S1 S2 T1 T2 B1 SPY< B2 B3"];
    let state = plainTurns(started(rows, 1), TURN_LIMIT - 3);
    expect(state.turn).toBe(0);
    state = script(state, [
      [0, spyOn(1)],
      [1, END],
      [0, spyOn(1)],
    ]);
    expect(state.turns).toBe(1000);
    expect(state.winner).toBe(1);
    expect(spy.outcome(state)).toEqual({ kind: "won", seats: [1] });
    expect(spySummary(state).status).toBe("over");
    expect(state.history.at(-1)).toEqual({ type: "win", seat: 1 });
  });
});

describe("length in random games (property)", () => {
  it("the turn count never passes 1,000: a game still going at the 1,000th turn's end is a draw", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 40 }),
        (players, seed, left) => {
          const rng = new Rng(seedRng(`length-${seed}`));
          let state = newGame(players, "drawn", `length-${seed}`);
          for (let seat = 0; seat < players; seat++) {
            state = act(state, seat, { type: "arrange", base: rng.shuffle(handFor(players)), facing: "right" });
          }
          // A legal way to come near the bound quickly: plain turns, then random play.
          state = plainTurns(state, TURN_LIMIT - left);
          while (state.phase === "playing") {
            const turns = state.turns;
            state = act(state, state.turn, spy.randomAction(spy.view(state, state.turn), rng));
            expect(state.turns).toBeLessThanOrEqual(TURN_LIMIT);
            expect(state.turns - turns).toBeLessThanOrEqual(1);
          }
          expect(state.turns).toBeLessThanOrEqual(TURN_LIMIT);
          const outcome = spy.outcome(state);
          if (state.turns < TURN_LIMIT || state.winner !== null) {
            expect(outcome).toEqual({ kind: "won", seats: [state.winner] });
          } else {
            expect(outcome).toEqual({ kind: "draw", reason: "turnLimit" });
            expect(state.eliminated.filter((out) => !out).length).toBeGreaterThan(1);
          }
          expect(spy.toAct(state)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
