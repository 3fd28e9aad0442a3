import { describe, expect, it } from "vitest";
import { type PlaceCode, SpyErrors, spy } from "../../shared/games/spy";
import { act, END, FLIP, lastEvents, move, refused, row, script, spyOn, started, WRAP } from "./helpers";

const A = "SPY> S1 S2 T1 T2 B1 B2 B3";
const B = "B3 B2 B1 T2 T1 S2 S1 SPY<";

const moveSizes = (state: Parameters<typeof spy.actions>[0], seat: number) =>
  spy.actions(state, seat).flatMap((action) => (action.type === "move" ? [action.steps] : []));

describe("flip (free)", () => {
  it("turns the Spy around, several times, before and after the move, without ending the turn", () => {
    let state = started([A, B]);
    state = act(state, 0, FLIP);
    expect(row(state, 0)[0]).toBe("SPY<");
    state = act(state, 0, FLIP);
    expect(row(state, 0)[0]).toBe("SPY>");
    expect(state.moved).toBe(false);
    state = act(state, 0, move(1));
    state = act(state, 0, FLIP);
    expect(row(state, 0)).toEqual(["S1", "SPY<", "S2", "T1", "T2", "B1", "B2", "B3"]);
    expect(state.turn).toBe(0);
    expect(lastEvents(state, 1)).toEqual([{ type: "flip", seat: 0, facing: "left" }]);
  });

  it("is listed on every turn of the seat to act, and only for it", () => {
    const state = started([A, B]);
    expect(spy.actions(state, 0)).toContainEqual(FLIP);
    expect(spy.actions(state, 1)).toEqual([]);
    expect(refused(state, 1, FLIP).code).toBe(SpyErrors.NOT_YOUR_TURN);
  });

  it("refuses malformed turn actions with BAD_ACTION", () => {
    const state = started([A, B]);
    for (const action of [
      null,
      "flip",
      [],
      { type: "flip", facing: "left" },
      { type: "move" },
      { type: "move", steps: "2" },
      { type: "move", steps: 1.5 },
      { type: "spy" },
      { type: "spy", target: "1" },
      { type: "jump" },
    ]) {
      expect(refused(state, 0, action).code).toBe(SpyErrors.BAD_ACTION);
    }
  });
});

describe("wrap (free) — Decision: a Spy at an end may go to the other end, again and again (within the turn's free actions), facing unchanged", () => {
  it("moves the Spy from one end to the other; the other cards keep their order", () => {
    let state = started([A, B]);
    state = act(state, 0, WRAP);
    expect(row(state, 0)).toEqual(["S1", "S2", "T1", "T2", "B1", "B2", "B3", "SPY>"]);
    expect(lastEvents(state, 1)).toEqual([{ type: "wrap", seat: 0, position: 7 }]);
    state = act(state, 0, WRAP);
    expect(row(state, 0)).toEqual(["SPY>", "S1", "S2", "T1", "T2", "B1", "B2", "B3"]);
    state = act(state, 0, WRAP);
    expect(state.moved).toBe(false);
    expect(state.turn).toBe(0);
  });

  it("is not a move: the turn's move may still follow it", () => {
    let state = started(["S1 S2 T1 T2 B1 B2 B3 SPY<", B]);
    state = act(state, 0, WRAP); // now at 0 facing left, facing B3 at 7
    expect(state.moved).toBe(false);
    expect(moveSizes(state, 0)).toEqual([3]);
    state = act(state, 0, move(3));
    expect(row(state, 0)).toEqual(["S1", "S2", "T1", "T2", "SPY<", "B1", "B2", "B3"]);
  });

  it("is refused away from the ends (NOT_AT_END) and listed only at an end", () => {
    let state = started([A, B]);
    expect(spy.actions(state, 0)).toContainEqual(WRAP);
    state = act(state, 0, move(1));
    expect(spy.actions(state, 0)).not.toContainEqual(WRAP);
    expect(refused(state, 0, WRAP).code).toBe(SpyErrors.NOT_AT_END);
  });

  it("is allowed after the move when the move ended at an end", () => {
    let state = started(["S1 S2 T1 T2 B1 B2 SPY> B3", B]);
    state = act(state, 0, move(3)); // faces B3 at 7: trade, wrap, trade, trade
    expect(row(state, 0)).toEqual(["S1", "S2", "SPY>", "T1", "T2", "B1", "B2", "B3"]);
    state = started(["S1 S2 T1 T2 B1 SPY> B2 B3", B]);
    state = act(state, 0, move(2));
    expect(row(state, 0)).toEqual(["S1", "S2", "T1", "T2", "B1", "B2", "B3", "SPY>"]);
    state = act(state, 0, WRAP);
    expect(row(state, 0)).toEqual(["SPY>", "S1", "S2", "T1", "T2", "B1", "B2", "B3"]);
  });
});

describe("move: exactly the number of the faced card", () => {
  const numbers: [PlaceCode, number][] = [
    ["S1", 1],
    ["S2", 2],
    ["T1", 1],
    ["T2", 2],
    ["B1", 1],
    ["B2", 2],
    ["B3", 3],
  ];
  it.each(numbers)("facing %s the Spy moves exactly %i", (card, steps) => {
    const rest = ["S1", "S2", "T1", "T2", "B1", "B2", "B3"].filter((code) => code !== card);
    const state = started([`SPY> ${card} ${rest.join(" ")}`, B]);
    expect(moveSizes(state, 0)).toEqual([steps]);
    for (const wrong of [-1, 0, 1, 2, 3, 4, 8].filter((n) => n !== steps)) {
      expect(refused(state, 0, move(wrong)).code).toBe(SpyErrors.WRONG_STEPS);
    }
    const after = act(state, 0, move(steps));
    expect(after.bases[0]?.spy).toBe(steps);
    expect(lastEvents(after, 1)).toEqual([{ type: "move", seat: 0, steps, facing: "right" }]);
  });

  it("the number is that of the card faced at the start of the move, after any flip", () => {
    let state = started(["S2 SPY> B3 S1 T1 T2 B1 B2", B]);
    expect(moveSizes(state, 0)).toEqual([3]);
    state = act(state, 0, FLIP);
    expect(moveSizes(state, 0)).toEqual([2]);
    state = act(state, 0, move(2)); // left from 1: trade with S2, wrap to the right end, trade with B2
    expect(row(state, 0)).toEqual(["S2", "B3", "S1", "T1", "T2", "B1", "SPY<", "B2"]);
  });

  it("WRONG_STEPS names only the number of the seat's own card", () => {
    const state = started([A, B]);
    const error = refused(state, 0, move(2));
    expect(error.message).toContain("1");
    expect(error.message).not.toMatch(/S1|S2|T1|T2|B1|B2|B3/);
  });
});

describe("move: wrap-around", () => {
  it("at the end it faces out of, the Spy first goes to the other end for free, then steps on", () => {
    let state = started(["S1 S2 T1 T2 B1 B2 B3 SPY>", B]);
    state = act(state, 0, move(1));
    expect(row(state, 0)).toEqual(["S1", "SPY>", "S2", "T1", "T2", "B1", "B2", "B3"]);

    state = started(["SPY< S1 S2 T1 T2 B1 B2 B3", B]);
    state = act(state, 0, move(3));
    expect(row(state, 0)).toEqual(["S1", "S2", "T1", "T2", "SPY<", "B1", "B2", "B3"]);
  });

  it("a move may cross the end in its middle", () => {
    let state = started(["B1 B2 B3 S1 S2 T1 SPY> T2", B]);
    state = act(state, 0, move(2)); // trades with T2, wraps, trades with B1
    expect(row(state, 0)).toEqual(["B1", "SPY>", "B2", "B3", "S1", "S2", "T1", "T2"]);
  });
});

describe("move: exposed card and exploded bomb", () => {
  it("facing an exposed card the player chooses 1 or 2", () => {
    // Seat 1 (Spy at 7 facing left, facing its 6) examines seat 0's position 1: S1, the target.
    const state = act(started([A, B], 1), 1, spyOn(0));
    expect(row(state, 0)[1]).toBe("S1*");
    expect(moveSizes(state, 0)).toEqual([1, 2]);
    expect(row(act(state, 0, move(1)), 0)).toEqual(["S1*", "SPY>", "S2", "T1", "T2", "B1", "B2", "B3"]);
    expect(row(act(state, 0, move(2)), 0)).toEqual(["S1*", "S2", "SPY>", "T1", "T2", "B1", "B2", "B3"]);
    const error = refused(state, 0, move(3));
    expect(error.code).toBe(SpyErrors.WRONG_STEPS);
    expect(error.message).toContain("exposed");
  });

  it("a lit bomb, and a bomb that exploded, is not exposed: the Spy moves by its number", () => {
    // 3 players, L = 7: seats 1 and 2 face their position 5 and examine seat 0's position 1 (B3).
    const rows = ["SPY> B3 S1 S2 T1 T2 B1", "S1 S2 T1 T2 B1 B3 SPY<", "S1 S2 T1 T2 B1 B3 SPY<"];
    const lit = script(started(rows, 1), [
      [1, spyOn(0)],
      [2, END],
    ]);
    expect(row(lit, 0)[1]).toBe("B3!");
    expect(moveSizes(lit, 0)).toEqual([3]);

    const exploded = script(started(rows, 1), [
      [1, spyOn(0)],
      [2, spyOn(0)],
    ]);
    expect(exploded.bases[0]?.marks[0]).toBe("exploded");
    expect(exploded.eliminated).toEqual([false, false, true]);
    expect(exploded.turn).toBe(0);
    expect(moveSizes(exploded, 0)).toEqual([3]);
    expect(refused(exploded, 0, move(1)).code).toBe(SpyErrors.WRONG_STEPS);
    expect(refused(exploded, 0, move(2)).code).toBe(SpyErrors.WRONG_STEPS);
    expect(row(act(exploded, 0, move(3)), 0)).toEqual(["B3!", "S1", "S2", "SPY>", "T1", "T2", "B1"]);
  });
});

describe("move: at most once per turn", () => {
  it("a second move is refused (ALREADY_MOVED) and no longer listed; the next turn may move again", () => {
    let state = started([A, B]);
    state = act(state, 0, move(1));
    expect(state.moved).toBe(true);
    expect(spy.actions(state, 0).some((action) => action.type === "move")).toBe(false);
    expect(refused(state, 0, move(2)).code).toBe(SpyErrors.ALREADY_MOVED);
    state = act(state, 0, FLIP);
    expect(refused(state, 0, move(1)).code).toBe(SpyErrors.ALREADY_MOVED);
    state = act(state, 0, END);
    expect(state.moved).toBe(false);
    expect(moveSizes(state, 1)).toEqual([1]);
  });
});
