import { beforeAll, describe, expect, it } from "vitest";
import { isSaved, randomArrangement, startingArrangement, swap } from "../../client/games/spy/arrangement";
import { placeLabel } from "../../client/games/spy/labels";
import { handFor, spy } from "../../shared/games/spy";
import { act, arrangement, newGame } from "../spy/helpers";
import { loadEveryPart } from "./catalogs";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

describe("arranging", () => {
  it("starts from a shuffled base drawn in the browser, never the printed order every time (issue 11, problem 3)", () => {
    const fresh = newGame(3);
    const printed = handFor(3).join(" ");
    const starts = Array.from({ length: 40 }, () => startingArrangement(spy.view(fresh, 1)));
    for (const start of starts) {
      expect([...start.row].sort()).toEqual([...handFor(3)].sort());
      expect(spy.apply(fresh, 1, { type: "arrange", base: start.row, facing: start.facing }).ok).toBe(true);
    }
    // 8! · 2 orders: forty draws all printed, or all alike, would mean no shuffle at all.
    expect(starts.filter((s) => s.row.join(" ") === printed && s.facing === "right").length).toBeLessThan(2);
    expect(new Set(starts.map((s) => `${s.row.join(" ")} ${s.facing}`)).size).toBeGreaterThan(30);
    // A given seed draws the same base (the seed comes from crypto.getRandomValues otherwise).
    expect(startingArrangement(spy.view(fresh, 1), [1, 2, 3, 4])).toEqual(
      startingArrangement(spy.view(fresh, 1), [1, 2, 3, 4]),
    );
  });

  it("starts from what the seat already sent", () => {
    const fresh = newGame(3);
    const sent = arrangement("B3 SPY< S1 S2 T1 T2 B1");
    const state = act(fresh, 1, sent);
    const view = spy.view(state, 1);
    expect(startingArrangement(view)).toEqual({ row: sent.base, facing: "left" });
    expect(isSaved(view, { row: sent.base, facing: "left" })).toBe(true);
    expect(isSaved(view, { row: sent.base, facing: "right" })).toBe(false);
    expect(isSaved(view, { row: swap(sent.base, 0, 1), facing: "left" })).toBe(false);
    expect(isSaved(spy.view(state, 0), { row: sent.base, facing: "left" })).toBe(false);
  });

  it("swaps two places", () => {
    expect(swap(["SPY", "S1", "S2"], 0, 2)).toEqual(["S2", "S1", "SPY"]);
  });

  it("draws random arrangements the engine accepts", () => {
    for (const players of [2, 3, 4]) {
      for (let i = 0; i < 20; i++) {
        const state = newGame(players);
        const drawn = randomArrangement(spy.view(state, 0));
        if (!drawn) throw new Error("a seat can always arrange");
        expect(spy.apply(state, 0, { type: "arrange", base: drawn.row, facing: drawn.facing }).ok).toBe(true);
      }
    }
    expect(randomArrangement(spy.view(newGame(2), null))).toBeNull();
  });
});

describe("place labels", () => {
  it("name every place from the catalog", () => {
    expect(placeLabel({ owner: null, position: 2, place: { card: "B3", mark: "none" }, facing: "right" })).toBe(
      "your card 3: Bomb 3",
    );
    expect(placeLabel({ owner: null, position: 0, place: { card: "SPY", mark: "none" }, facing: "right" })).toBe(
      "your card 1: your Spy, facing right",
    );
    expect(placeLabel({ owner: "Ana", position: 4, place: { card: null, mark: "lit" }, facing: "left" })).toBe(
      "Ana's place 5: hidden, lit bomb",
    );
    expect(
      placeLabel({
        owner: "Ana",
        position: 1,
        place: { card: null, mark: "none" },
        facing: "left",
        note: "topSecret",
        examined: true,
      }),
    ).toBe("Ana's place 2: hidden, answered Top Secret, your Spy examines it");
    expect(placeLabel({ owner: "Ben", position: 6, place: { card: "S1", mark: "exposed" }, facing: "left" })).toBe(
      "Ben's place 7: Safe 1, exposed",
    );
  });
});
