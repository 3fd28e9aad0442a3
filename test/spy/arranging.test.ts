import { describe, expect, it } from "vitest";
import { SpyErrors, spy, spySummary } from "../../shared/games/spy";
import { act, arrangement, FLIP, newGame, refused, row, started } from "./helpers";

const A = "SPY> S1 S2 T1 T2 B1 B2 B3";
const B = "B3 B2 B1 T2 T1 S2 S1 SPY<";

describe("arranging", () => {
  it("each seat sets its own base in any order, Spy anywhere, facing either way", () => {
    let state = newGame(2);
    state = act(state, 0, arrangement("T2 B1 S1 SPY< B3 S2 T1 B2"));
    expect(row(state, 0)).toEqual(["T2", "B1", "S1", "SPY<", "B3", "S2", "T1", "B2"]);
    expect(row(state, 1)).toEqual([]);
    expect(state.phase).toBe("arranging");
  });

  it("refuses a base that is not exactly the seat's cards with BAD_ARRANGEMENT", () => {
    const state = newGame(3);
    const bad = [
      "SPY> S1 S2 T1 T2 B1 B2", // B2 is not in a 3-player hand
      "SPY> S1 S2 T1 T2 B1", // a card missing
      "SPY> S1 S1 T1 T2 B1 B3", // a card twice
      "SPY> S1 S2 T1 T2 B1 B3 B3", // too many
      "S1 S2 T1 T2 B1 B3 B2", // no Spy
      "SPY> S1 S2 T1 T2 B1 X9", // not a card
    ];
    for (const text of bad) expect(refused(state, 0, arrangement(text)).code).toBe(SpyErrors.BAD_ARRANGEMENT);
  });

  it("refuses a malformed arrange action with BAD_ACTION", () => {
    const state = newGame(2);
    const base = arrangement(A).base;
    for (const action of [
      { type: "arrange", base, facing: "up" },
      { type: "arrange", base },
      { type: "arrange", base: "SPY S1", facing: "left" },
      { type: "arrange", base: [1, 2], facing: "left" },
      { type: "arrange", base, facing: "left", extra: 1 },
    ]) {
      expect(refused(state, 0, action).code).toBe(SpyErrors.BAD_ACTION);
    }
  });

  it("a seat may re-arrange, replacing its arrangement, until every seat has arranged", () => {
    let state = newGame(3);
    state = act(state, 0, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    state = act(state, 0, arrangement("B3 B1 T2 T1 S2 S1 SPY<"));
    expect(row(state, 0)).toEqual(["B3", "B1", "T2", "T1", "S2", "S1", "SPY<"]);
    state = act(state, 1, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(state.phase).toBe("arranging");
  });

  it("play starts the moment the last seat arranges, with the first seat to act", () => {
    let state = newGame(3, 2);
    state = act(state, 0, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    state = act(state, 1, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(spy.toAct(state)).toEqual([2, 0, 1]);
    state = act(state, 2, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(state.phase).toBe("playing");
    expect(spy.toAct(state)).toEqual([2]);
    expect(state.history.slice(-2)).toEqual([
      { type: "arranged", seat: 2 },
      { type: "start", first: 2 },
    ]);
  });

  it("after play starts a base can no longer be re-arranged (WRONG_PHASE)", () => {
    const state = started([A, B]);
    expect(refused(state, 0, arrangement(A)).code).toBe(SpyErrors.WRONG_PHASE);
  });

  it("turn actions are refused while arranging (WRONG_PHASE)", () => {
    const state = act(newGame(2), 0, arrangement(A));
    expect(refused(state, 0, FLIP).code).toBe(SpyErrors.WRONG_PHASE);
    expect(refused(state, 1, { type: "end" }).code).toBe(SpyErrors.WRONG_PHASE);
  });

  it("all bombs start unlit and nothing is exposed", () => {
    const state = started([A, B]);
    for (const base of state.bases) expect(base?.marks.every((mark) => mark === "none")).toBe(true);
    expect(spySummary(state).targets).toEqual(["S1", "S1"]);
  });

  it("Decision: toAct while arranging is every seat, those yet to arrange first; actions lists no arrangement", () => {
    let state = newGame(4);
    expect(spy.toAct(state)).toEqual([0, 1, 2, 3]);
    state = act(state, 1, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(spy.toAct(state)).toEqual([0, 2, 3, 1]);
    for (const seat of [0, 1, 2, 3]) expect(spy.actions(state, seat)).toEqual([]);
  });

  it("Decision: the game waits only for the seats yet to arrange (the public turn), though all may re-arrange", () => {
    let state = newGame(3, 2);
    expect(spy.waitingFor?.(state)).toEqual([0, 1, 2]);
    state = act(state, 1, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(spy.waitingFor?.(state)).toEqual([0, 2]);
    // Re-arranging keeps seat 1 out of the wait: it has arranged.
    state = act(state, 1, arrangement("B3 B1 T2 T1 S2 S1 SPY<"));
    expect(spy.waitingFor?.(state)).toEqual([0, 2]);
    state = act(state, 0, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    expect(spy.waitingFor?.(state)).toEqual([2]);
    state = act(state, 2, arrangement("SPY> S1 S2 T1 T2 B1 B3"));
    // Playing: the seat to act, as toAct.
    expect(spy.waitingFor?.(state)).toEqual([2]);
    expect(spy.waitingFor?.(state)).toEqual(spy.toAct(state));
  });

  it("the arranged event names the seat only, never the order", () => {
    const state = act(newGame(2), 1, arrangement(B));
    expect(state.history).toEqual([{ type: "arranged", seat: 1 }]);
  });

  it("refuses an unknown seat with BAD_SEAT", () => {
    const state = newGame(2);
    expect(refused(state, 2, arrangement(A)).code).toBe(SpyErrors.BAD_SEAT);
    expect(refused(state, -1, arrangement(A)).code).toBe(SpyErrors.BAD_SEAT);
  });
});
