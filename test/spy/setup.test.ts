import { describe, expect, it } from "vitest";
import { FULL_SET, handFor, SMALL_SET, SpyErrors, seating, spy } from "../../shared/games/spy";
import { newGame } from "./helpers";

describe("options and player count", () => {
  it("accepts 2 to 4 players with options absent or {}", () => {
    for (const players of [2, 3, 4]) {
      expect(spy.check(players, undefined)).toEqual({ ok: true, value: {} });
      expect(spy.check(players, {})).toEqual({ ok: true, value: {} });
    }
  });

  it("refuses any other player count with BAD_PLAYER_COUNT", () => {
    for (const players of [-1, 0, 1, 5, 6, 2.5, Number.NaN]) {
      const result = spy.check(players, {});
      expect(result.ok ? null : result.error.code).toBe(SpyErrors.BAD_PLAYER_COUNT);
    }
  });

  it("refuses any options other than absent or {} with BAD_OPTIONS", () => {
    for (const options of [null, [], 0, "x", true, { sides: 2 }, { variant: "x" }]) {
      const result = spy.check(2, options);
      expect(result.ok ? null : result.error.code).toBe(SpyErrors.BAD_OPTIONS);
    }
  });

  it("setup refuses a deal (bases come from arrange actions) with BAD_SETUP", () => {
    const result = spy.setup(2, {}, { seed: "s", deal: { hands: [] } });
    expect(result.ok ? null : result.error.code).toBe(SpyErrors.BAD_SETUP);
  });
});

describe("colour sets", () => {
  it("2 players play green and red full sets of 8 cards", () => {
    expect(handFor(2)).toEqual(["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"]);
    expect(FULL_SET).toHaveLength(8);
  });

  it("3 and 4 players remove both Bomb 2: every hand is SPY S1 S2 T1 T2 B1 B3", () => {
    for (const players of [3, 4]) {
      expect(handFor(players)).toEqual(["SPY", "S1", "S2", "T1", "T2", "B1", "B3"]);
      expect(handFor(players)).not.toContain("B2");
    }
    expect(SMALL_SET).toHaveLength(7);
  });
});

describe("Decision: first player random unless the host picks one", () => {
  it("uses the given first seat", () => {
    for (const first of [0, 1, 2]) expect(newGame(3, first).first).toBe(first);
  });

  it("draws the first seat from the seed when none is given: same seed, same seat; seeds vary it", () => {
    const firsts = Array.from({ length: 60 }, (_, i) => newGame(4, "drawn", `seed-${i}`).first);
    expect(new Set(firsts)).toEqual(new Set([0, 1, 2, 3]));
    expect(newGame(4, "drawn", "same").first).toBe(newGame(4, "drawn", "same").first);
  });

  it("refuses a first seat that is not a seat with BAD_SETUP", () => {
    for (const first of [-1, 2, 1.5]) {
      const result = spy.setup(2, {}, { seed: "s", first });
      expect(result.ok ? null : result.error.code).toBe(SpyErrors.BAD_SETUP);
    }
  });

  it("a new game is arranging, nobody has arranged, nobody is out", () => {
    const state = newGame(3, 1);
    expect(state.phase).toBe("arranging");
    expect(state.bases).toEqual([null, null, null]);
    expect(state.eliminated).toEqual([false, false, false]);
    expect(spy.outcome(state)).toBeNull();
  });
});

describe("seating", () => {
  it("gives seats green, red, blue, yellow in order, with no teams; nothing for an unplayable table", () => {
    expect(seating(3, {})).toEqual([
      { color: "green", side: null },
      { color: "red", side: null },
      { color: "blue", side: null },
    ]);
    expect(seating(5, {})).toEqual([]);
    expect(seating(2, { x: 1 })).toEqual([]);
  });
});
