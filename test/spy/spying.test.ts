import { describe, expect, it } from "vitest";
import { SpyErrors, type SpyState, spy, spySummary } from "../../shared/games/spy";
import {
  act,
  arrangement,
  END,
  FLIP,
  lastEvents,
  move,
  newGame,
  refused,
  row,
  script,
  spyOn,
  started,
  WRAP,
} from "./helpers";

const CARD_CODE = /\b(S1|S2|T1|T2|B1|B2|B3)\b/;
const spiesListed = (state: SpyState, seat: number) =>
  spy.actions(state, seat).flatMap((action) => (action.type === "spy" ? [action.target] : []));

/*
 * Two players, L = 8: the card examined is at L-1-f when one's Spy faces f.
 * Seat 0's Spy at 0 can face 1 (right) or 7 (left); wrapped to 7 it faces 0 (right)
 * or 6 (left): without moving it examines seat 1's positions 6, 0, 7 and 1, where
 * seat 1 keeps S1, S2, T1 and T2. Seat 1's Spy at 3 faces 4 and examines seat 0's 3 (T1).
 */
const SEAT0 = "SPY> S1 S2 T1 T2 B1 B2 B3";
const SEAT1 = "S2 T2 B1 SPY> B2 B3 S1 T1";

describe("mirror rule", () => {
  it("a Spy facing its own position f examines the opponent's position L-1-f", () => {
    let state = started(["S1 SPY> S2 T1 T2 B1 B2 B3", "SPY> T1 T2 B1 B2 S1 S2 B3"]);
    state = act(state, 0, spyOn(1)); // faces 2, examines 5
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 5, answer: { kind: "exposed", card: "S1" } },
    ]);
    state = act(state, 1, spyOn(0)); // faces 1, examines 6
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 1, target: 0, position: 6, answer: { kind: "lit" } },
    ]);
    expect(row(state, 0)).toEqual(["S1", "SPY>", "S2", "T1", "T2", "B1", "B2!", "B3"]);
  });

  it("the faced card wraps around: a Spy at 0 facing left faces L-1 and examines position 0", () => {
    const state = act(started(["SPY< S1 S2 T1 T2 B1 B2 B3", "S1 SPY> S2 T1 T2 B1 B2 B3"]), 0, spyOn(1));
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 0, answer: { kind: "exposed", card: "S1" } },
    ]);
  });

  it("with 3 players (L = 7) position f examines 6-f", () => {
    const state = act(
      started(["S1 S2 SPY> T1 T2 B1 B3", "SPY> S1 S2 T1 T2 B1 B3", "B3 B1 S1 T2 SPY> S2 T1"]),
      0,
      spyOn(2),
    );
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 2, position: 3, answer: { kind: "topSecret" } },
    ]);
  });
});

describe("Decision: spying on the opponent's Spy is refused", () => {
  it("refuses with SPY_ON_SPY, a message naming no card, and does not list it", () => {
    let state = started([SEAT0, "S1 S2 T1 T2 B1 B2 SPY> B3"]); // seat 0 faces 1, examines 6: seat 1's Spy
    const error = refused(state, 0, spyOn(1));
    expect(error.code).toBe(SpyErrors.SPY_ON_SPY);
    expect(error.message).not.toMatch(CARD_CODE);
    expect(error.message).toMatch(/Spy/);
    expect(spiesListed(state, 0)).toEqual([]);
    state = act(state, 0, FLIP); // faces 7, examines 0 (S1)
    expect(spiesListed(state, 0)).toEqual([1]);
    expect(act(state, 0, spyOn(1)).bases[1]?.marks[0]).toBe("exposed");
  });
});

describe("spy answers and exposure order", () => {
  it("a Safe or Top Secret that is not the target answers its type only", () => {
    let state = started([SEAT0, SEAT1]);
    state = script(state, [
      [0, FLIP],
      [0, spyOn(1)], // seat 1's position 0: S2, target is S1
    ]);
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 0, answer: { kind: "safe" } },
    ]);
    expect(state.bases[1]?.marks.every((mark) => mark === "none")).toBe(true);
    state = act(state, 1, spyOn(0)); // seat 0's position 3: T1
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 1, target: 0, position: 3, answer: { kind: "topSecret" } },
    ]);
    expect(JSON.stringify(state.history)).not.toMatch(CARD_CODE);
  });

  it("each base gives up S1, S2, T1, T2 in that order; exposing T2 eliminates its owner and the last player wins at once", () => {
    let state = started([SEAT0, SEAT1]);
    const targets = () => spySummary(state).targets;
    state = act(state, 0, spyOn(1)); // position 6: S1
    expect(row(state, 1)[6]).toBe("S1*");
    expect(targets()).toEqual(["S1", "S2"]);
    state = script(state, [
      [1, END],
      [0, WRAP],
      [0, spyOn(1)], // at 7 facing right faces 0, examines 7: T1 is not the target yet
    ]);
    expect(lastEvents(state, 1)[0]).toMatchObject({ position: 7, answer: { kind: "topSecret" } });
    state = script(state, [
      [1, END],
      [0, WRAP],
      [0, FLIP],
      [0, spyOn(1)], // at 0 facing left faces 7, examines 0: S2
    ]);
    expect(targets()).toEqual(["S1", "T1"]);
    state = script(state, [
      [1, END],
      [0, WRAP],
      [0, FLIP],
      [0, spyOn(1)], // at 7 facing right faces 0, examines 7: T1
    ]);
    expect(targets()).toEqual(["S1", "T2"]);
    expect(state.phase).toBe("playing");
    state = script(state, [
      [1, END],
      [0, FLIP],
      [0, spyOn(1)], // at 7 facing left faces 6, examines 1: T2
    ]);
    expect(lastEvents(state, 3)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 1, answer: { kind: "exposed", card: "T2" } },
      { type: "eliminated", seat: 1, reason: "topSecret2Exposed" },
      { type: "win", seat: 0 },
    ]);
    expect(row(state, 1)).toEqual(["S2*", "T2*", "B1", "SPY>", "B2", "B3", "S1*", "T1*"]);
    expect(state.phase).toBe("over");
    expect(state.winner).toBe(0);
    expect(spy.outcome(state)).toEqual({ kind: "won", seats: [0] });
    expect(spy.toAct(state)).toEqual([]);
    expect(targets()).toEqual(["S1", null]);
    expect(refused(state, 0, FLIP).code).toBe(SpyErrors.GAME_OVER);
    expect(spy.timeout(state)).toBeNull();
  });

  it("Decision: an already exposed card that is not the target answers by type", () => {
    let state = started([SEAT0, SEAT1]);
    state = script(state, [
      [0, spyOn(1)], // exposes S1 at 6
      [1, END],
      [0, spyOn(1)], // S1 again: now only a Safe
    ]);
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 6, answer: { kind: "safe" } },
    ]);
    expect(row(state, 1)[6]).toBe("S1*");
  });

  it("the target belongs to the base: after one player exposes S1, everyone looks for that base's S2", () => {
    // 3 players, L = 7. Seat 0 faces 1 and examines seat 2's 5 (S1); seat 1 faces 6 and examines seat 2's 0 (S2).
    const rows = ["SPY> S1 S2 T1 T2 B1 B3", "SPY< S1 S2 T1 T2 B1 B3", "S2 SPY> T1 T2 B1 S1 B3"];
    let state = script(started(rows, 0), [
      [0, spyOn(2)],
      [1, spyOn(2)],
    ]);
    expect(row(state, 2)).toEqual(["S2*", "SPY>", "T1", "T2", "B1", "S1*", "B3"]);
    expect(spySummary(state).targets).toEqual(["S1", "S1", "T1"]);

    // The other way round, seat 1 finds S2 while S1 is still the target: a Safe, nothing more.
    state = act(started(rows, 1), 1, spyOn(2));
    expect(lastEvents(state, 1)[0]).toMatchObject({ answer: { kind: "safe" } });
    expect(spySummary(state).targets).toEqual(["S1", "S1", "S1"]);
  });
});

describe("elimination by T2 (spec: Elimination and winning)", () => {
  it("exposing T2 eliminates its owner; with two players left the game goes on, the base is revealed and turns skip it", () => {
    // 3 players, L = 7. Without moving, seat 0 examines seat 1's 5 (S1), 0 (S2), 6 (T1) and 1 (T2).
    const seat1 = "S2 T2 SPY< B1 B3 S1 T1";
    const others = (state: SpyState) =>
      script(state, [
        [1, END],
        [2, END],
      ]);
    let state = started(["SPY> S1 S2 T1 T2 B1 B3", seat1, "SPY> S1 S2 T1 T2 B1 B3"]);
    state = others(act(state, 0, spyOn(1))); // faces 1: S1
    state = others(
      script(state, [
        [0, FLIP],
        [0, spyOn(1)], // faces 6: S2
      ]),
    );
    state = others(
      script(state, [
        [0, WRAP],
        [0, FLIP],
        [0, spyOn(1)], // at 6 faces 0: T1
      ]),
    );
    expect(spySummary(state).targets).toEqual(["S1", "T2", "S1"]);
    state = script(state, [
      [0, FLIP],
      [0, spyOn(1)], // at 6 faces 5: T2
    ]);
    expect(lastEvents(state, 2)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 1, answer: { kind: "exposed", card: "T2" } },
      { type: "eliminated", seat: 1, reason: "topSecret2Exposed" },
    ]);
    expect(state.phase).toBe("playing");
    expect(state.winner).toBeNull();
    expect(state.eliminated).toEqual([false, true, false]);
    expect(spySummary(state).targets).toEqual(["S1", null, "S1"]);

    // Turns skip seat 1, which can neither act nor be spied on.
    expect(state.turn).toBe(2);
    expect(refused(state, 1, END).code).toBe(SpyErrors.ELIMINATED);
    expect(refused(state, 2, spyOn(1)).code).toBe(SpyErrors.TARGET_ELIMINATED);
    state = act(state, 2, END);
    expect(state.turn).toBe(0);
    state = act(state, 0, END);
    expect(state.turn).toBe(2);

    // Decision: the whole base is revealed to everyone, spectators included.
    for (const viewer of [0, 2, null]) {
      expect(spy.view(state, viewer).bases[1]?.places.map((place) => place.card)).toEqual(
        seat1.replace("<", "").split(" "),
      );
    }
  });
});

describe("bombs", () => {
  // Seat 0 faces 1 and examines seat 1's 6: B2.
  const rows = [SEAT0, "S1 S2 T1 T2 B1 SPY< B2 B3"];

  it("an unlit bomb answers tssss and becomes lit, in place, its number still hidden", () => {
    const state = act(started(rows), 0, spyOn(1));
    expect(lastEvents(state, 1)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 6, answer: { kind: "lit" } },
    ]);
    expect(row(state, 1)).toEqual(["S1", "S2", "T1", "T2", "B1", "SPY<", "B2!", "B3"]);
    expect(spy.view(state, 0).bases[1]?.places[6]).toEqual({ card: null, mark: "lit" });
    expect(state.turn).toBe(1);
  });

  it("a lit bomb explodes: shown to everyone, the spying player is eliminated, the bomb stays lit in place", () => {
    const state = script(started(rows), [
      [0, spyOn(1)],
      [1, END],
      [0, spyOn(1)],
    ]);
    expect(lastEvents(state, 3)).toMatchObject([
      { type: "spy", seat: 0, target: 1, position: 6, answer: { kind: "exploded", card: "B2" } },
      { type: "eliminated", seat: 0, reason: "foundLitBomb" },
      { type: "win", seat: 1 },
    ]);
    expect(row(state, 1)).toEqual(["S1", "S2", "T1", "T2", "B1", "SPY<", "B2!", "B3"]);
    expect(state.bases[1]?.marks[5]).toBe("exploded");
    expect(spy.view(state, 1).bases[1]?.places[6]).toEqual({ card: "B2", mark: "exploded" });
    expect(spySummary(state)).toMatchObject({ status: "over", winner: 1, turn: null, eliminated: [true, false] });
  });

  it("Decision: a bomb that exploded explodes again when found; elimination, turn skipping and the eliminated base", () => {
    // 3 players, L = 7: seats 0 and 1 face 1 and examine seat 2's 5 (B3).
    const base = "SPY> S1 S2 T1 T2 B1 B3";
    let state = script(started([base, base, "S1 S2 T1 T2 SPY> B3 B1"]), [
      [0, spyOn(2)], // lit
      [1, spyOn(2)], // explodes: seat 1 is out
    ]);
    expect(state.eliminated).toEqual([false, true, false]);
    expect(lastEvents(state, 2)).toMatchObject([
      { type: "spy", seat: 1, target: 2, position: 5, answer: { kind: "exploded", card: "B3" } },
      { type: "eliminated", seat: 1, reason: "foundLitBomb" },
    ]);
    expect(state.turn).toBe(2);

    // An eliminated player cannot be spied on, nor act.
    expect(spiesListed(state, 2)).toEqual([0]);
    expect(refused(state, 2, spyOn(1)).code).toBe(SpyErrors.TARGET_ELIMINATED);
    expect(refused(state, 1, END).code).toBe(SpyErrors.ELIMINATED);

    // Decision: their whole base is revealed to everyone.
    for (const viewer of [0, 2, null]) {
      expect(spy.view(state, viewer).bases[1]?.places.map((place) => place.card)).toEqual(
        base.replace(">", "").split(" "),
      );
    }
    expect(spy.view(state, 0).targets).toEqual(["S1", null, "S1"]);

    // Turns skip the eliminated seat.
    state = act(state, 2, END);
    expect(state.turn).toBe(0);
    state = act(state, 0, END);
    expect(state.turn).toBe(2);
    state = act(state, 2, END);

    // Found again, the exploded bomb explodes again: seat 0 is out and seat 2 wins at once.
    state = act(state, 0, spyOn(2));
    expect(lastEvents(state, 3)).toMatchObject([
      { type: "spy", seat: 0, target: 2, position: 5, answer: { kind: "exploded", card: "B3" } },
      { type: "eliminated", seat: 0, reason: "foundLitBomb" },
      { type: "win", seat: 2 },
    ]);
    expect(spySummary(state)).toMatchObject({ status: "over", winner: 2, eliminated: [true, true, false] });
  });
});

describe("spying ends the turn", () => {
  it("after a spy the next living seat is to act, with a fresh move", () => {
    let state = started([SEAT0, SEAT1]);
    state = act(state, 0, move(1));
    state = act(state, 0, spyOn(1));
    expect(state.turn).toBe(1);
    expect(state.moved).toBe(false);
    expect(refused(state, 0, move(1)).code).toBe(SpyErrors.NOT_YOUR_TURN);
    expect(refused(state, 0, FLIP).code).toBe(SpyErrors.NOT_YOUR_TURN);
  });

  it("end passes the turn without spying", () => {
    const state = act(started([SEAT0, SEAT1]), 0, END);
    expect(state.turn).toBe(1);
    expect(lastEvents(state, 1)).toMatchObject([{ type: "end", seat: 0, timeout: false }]);
  });

  it("refuses spying on oneself or on no seat (BAD_TARGET)", () => {
    const state = started([SEAT0, SEAT1]);
    for (const target of [0, 2, -1, 7]) expect(refused(state, 0, spyOn(target)).code).toBe(SpyErrors.BAD_TARGET);
  });

  it("turns go in seat order from the first seat", () => {
    const base = "SPY> S1 S2 T1 T2 B1 B3";
    let state = started([base, base, base, base], 2);
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(state.turn);
      state = act(state, state.turn, END);
    }
    expect(order).toEqual([2, 3, 0, 1, 2, 3]);
  });
});

describe("Decision: timeout", () => {
  it("while playing ends the turn as end would, marked as a timeout", () => {
    const state = spy.timeout(act(started([SEAT0, SEAT1]), 0, move(1)));
    expect(state?.turn).toBe(1);
    expect(state?.moved).toBe(false);
    expect(state?.history.at(-1)).toEqual({ type: "end", seat: 0, timeout: true });
  });

  it("forces nothing while arranging", () => {
    expect(spy.timeout(newGame(2))).toBeNull();
    expect(spy.timeout(act(newGame(2), 0, arrangement(SEAT0)))).toBeNull();
  });
});
