import { describe, expect, it } from "vitest";
import { spySummary } from "../../shared/games/spy";
import { act, arrangement, END, newGame, script, spyOn, started, WRAP } from "./helpers";

describe("summary (docs/replay-format.md, final summary — Spy)", () => {
  it("reproduces the replay.md example exactly, key order included", () => {
    // Seat 1 starts at 7 facing left (faces 6, examines seat 0's 1: S1), then wraps to 0
    // (faces 7, examines seat 0's 0: B1). Seat 0 faces 3 and examines seat 1's 4: B3.
    const state = script(started(["B1 S1 SPY> T2 B3 S2 T1 B2", "T1 S1 B2 B3 T2 S2 B1 SPY<"], 1), [
      [1, spyOn(0)],
      [0, END],
      [1, WRAP],
      [1, spyOn(0)],
      [0, spyOn(1)],
      [1, END],
    ]);
    const expected = {
      status: "playing",
      winner: null,
      turn: 0,
      bases: [
        ["B1!", "S1*", "SPY>", "T2", "B3", "S2", "T1", "B2"],
        ["SPY<", "T1", "S1", "B2", "B3!", "T2", "S2", "B1"],
      ],
      targets: ["S2", "S1"],
      eliminated: [false, false],
    };
    expect(spySummary(state)).toStrictEqual(expected);
    expect(JSON.stringify(spySummary(state))).toBe(JSON.stringify(expected));
  });

  it("while arranging: status arranging, turn null, an empty list for a seat yet to arrange", () => {
    const state = act(newGame(3, 1), 1, arrangement("B1 SPY< S1 S2 T1 T2 B3"));
    expect(spySummary(state)).toStrictEqual({
      status: "arranging",
      winner: null,
      turn: null,
      bases: [[], ["B1", "SPY<", "S1", "S2", "T1", "T2", "B3"], []],
      targets: ["S1", "S1", "S1"],
      eliminated: [false, false, false],
    });
  });

  it("once over: status over, the winner, turn null, null targets for seats that are out; exploded bombs marked !", () => {
    const state = script(started(["SPY> S1 S2 T1 T2 B1 B2 B3", "S1 S2 T1 T2 B1 SPY< B2 B3"]), [
      [0, spyOn(1)],
      [1, END],
      [0, spyOn(1)],
    ]);
    expect(spySummary(state)).toStrictEqual({
      status: "over",
      winner: 1,
      turn: null,
      bases: [
        ["SPY>", "S1", "S2", "T1", "T2", "B1", "B2", "B3"],
        ["S1", "S2", "T1", "T2", "B1", "SPY<", "B2!", "B3"],
      ],
      targets: [null, "S1"],
      eliminated: [true, false],
    });
  });
});
