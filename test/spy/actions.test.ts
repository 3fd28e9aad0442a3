import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../shared/engine";
import { handFor, spy } from "../../shared/games/spy";
import { act, arrangement, END, FLIP, move, newGame, spyOn, started, WRAP } from "./helpers";

describe("listed actions while playing", () => {
  it("lists, in order: flip, wrap (at an end), each allowed move (before the move), spy on each open opponent, end", () => {
    const rows = ["SPY> S1 S2 T1 T2 B1 B3", "SPY> S1 S2 T1 T2 B1 B3", "B1 B3 S1 S2 T1 SPY> T2"];
    const state = started(rows);
    // Seat 0 faces 1 and examines 5 of each opponent: seat 1's B1, seat 2's Spy.
    expect(spy.actions(state, 0)).toEqual([FLIP, WRAP, move(1), spyOn(1), END]);
    expect(spy.actions(state, 1)).toEqual([]);
    expect(spy.actions(state, 2)).toEqual([]);
    const moved = act(state, 0, move(1));
    expect(spy.actions(moved, 0)).toEqual([FLIP, spyOn(1), spyOn(2), END]);
  });

  it("toAct is only the seat to act while playing", () => {
    const state = started(["SPY> S1 S2 T1 T2 B1 B2 B3", "S1 S2 T1 T2 B1 SPY< B2 B3"], 1);
    expect(spy.toAct(state)).toEqual([1]);
  });
});

describe("Decision: randomAction", () => {
  it("while arranging draws a random valid arrangement of the viewer's own cards: order, Spy place and facing vary", () => {
    const rng = new Rng(seedRng("arrangements"));
    const state = act(newGame(3), 0, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    const spyPlaces = new Set<number>();
    const facings = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const action = spy.randomAction(spy.view(state, i % 3), rng);
      if (action?.type !== "arrange") throw new Error("expected an arrangement");
      expect(action.base.slice().sort()).toEqual([...handFor(3)].sort());
      expect(spy.apply(state, i % 3, action).ok).toBe(true);
      spyPlaces.add(action.base.indexOf("SPY"));
      facings.add(action.facing);
    }
    expect(spyPlaces.size).toBe(7);
    expect(facings.size).toBe(2);
    expect(spy.randomAction(spy.view(state, null), rng)).toBeNull();
  });

  it("while playing picks from the listed actions of the viewing seat, every one of them in time", () => {
    const rng = new Rng(seedRng("picks"));
    const state = started(["SPY> S1 S2 T1 T2 B1 B2 B3", "S1 S2 T1 T2 B1 SPY< B2 B3"]);
    const listed = spy.actions(state, 0);
    const picked = new Set<string>();
    for (let i = 0; i < 200; i++) picked.add(JSON.stringify(spy.randomAction(spy.view(state, 0), rng)));
    expect(picked).toEqual(new Set(listed.map((action) => JSON.stringify(action))));
    expect(spy.randomAction(spy.view(state, 1), rng)).toBeNull();
  });
});
