import { describe, expect, it } from "vitest";
import { FULL_DECK, seating, sequence } from "../../shared/games/sequence";
import { start, TABLES } from "./helpers";

const HAND_SIZES: Record<number, number> = { 2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3 };

function newGame(players: number, options: unknown, params: { seed: string; first?: number; deal?: unknown }) {
  const checked = sequence.check(players, options);
  if (!checked.ok) throw new Error(checked.error.message);
  return sequence.setup(players, checked.value, params);
}

describe("players, sides and deal (spec: Players, teams and seating)", () => {
  it.each(TABLES)(
    "$players players as $sides sides: each is dealt per the table from the 104 cards",
    ({ players, sides }) => {
      const result = newGame(players, { sides }, { seed: "deal" });
      if (!result.ok) throw new Error(result.error.message);
      const state = result.value;
      expect(state.sides).toBe(sides);
      expect(state.hands.map((hand) => hand.length)).toEqual(new Array(players).fill(HAND_SIZES[players]));
      expect(state.deck).toHaveLength(104 - players * (HAND_SIZES[players] ?? 0));
      expect([...state.hands.flat(), ...state.deck].sort()).toEqual([...FULL_DECK].sort());
      expect(state.discards).toEqual(new Array(players).fill([]));
      expect(state.chips.every((chip) => chip === null)).toBe(true);
    },
  );

  it("the side count is implied where the table allows only one, and may be given if it matches", () => {
    for (const [players, sides] of [
      [2, 2],
      [3, 3],
      [4, 2],
      [8, 2],
      [9, 3],
      [10, 2],
    ] as const) {
      expect(sequence.check(players, {})).toEqual({ ok: true, value: { sides } });
      expect(sequence.check(players, undefined)).toEqual({ ok: true, value: { sides } });
      expect(sequence.check(players, { sides })).toEqual({ ok: true, value: { sides } });
    }
  });

  it("6 and 12 players must choose 2 or 3 sides (BAD_OPTIONS without it)", () => {
    for (const players of [6, 12]) {
      expect(sequence.check(players, { sides: 2 })).toEqual({ ok: true, value: { sides: 2 } });
      expect(sequence.check(players, { sides: 3 })).toEqual({ ok: true, value: { sides: 3 } });
      const missing = sequence.check(players, {});
      expect(missing.ok || missing.error.code).toBe("BAD_OPTIONS");
    }
  });

  it("other player counts are refused with BAD_PLAYER_COUNT and a clear message", () => {
    for (const players of [0, 1, 5, 7, 11, 13, 14, -2, 2.5, Number.NaN]) {
      const result = sequence.check(players, {});
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe("BAD_PLAYER_COUNT");
        expect(result.error.message).toContain("2, 3, 4, 6, 8, 9, 10, 12");
      }
    }
  });

  it("options other than a matching or omitted `sides` are refused with BAD_OPTIONS", () => {
    const bad: [number, unknown][] = [
      [2, { sides: 3 }],
      [3, { sides: 2 }],
      [4, { sides: 3 }],
      [9, { sides: 2 }],
      [6, { sides: 4 }],
      [6, { sides: "2" }],
      [2, { sides: 2, teamChat: true }],
      [2, { colour: "red" }],
      [2, null],
      [2, []],
      [2, "sides=2"],
    ];
    for (const [players, options] of bad) {
      const result = sequence.check(players, options);
      expect(result.ok ? "accepted" : result.error.code, JSON.stringify(options)).toBe("BAD_OPTIONS");
    }
  });

  it("seat i belongs to side i mod sides, so turns pass from side to side", () => {
    const sixAsThree = sequence.view(start({ players: 6, sides: 3 }), null);
    expect(sixAsThree.seatSides).toEqual([0, 1, 2, 0, 1, 2]);
    const fourAsTwo = sequence.view(start({ players: 4 }), null);
    expect(fourAsTwo.seatSides).toEqual([0, 1, 0, 1]);
    const twelveAsTwo = sequence.view(start({ players: 12, sides: 2 }), null);
    expect(twelveAsTwo.seatSides).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it.each(TABLES)("teams are equal in size: $players players as $sides sides", ({ players, sides }) => {
    const sizes = new Array(sides).fill(0);
    for (const seat of seating(players, { sides })) sizes[seat.side] += 1;
    expect(sizes).toEqual(new Array(sides).fill(players / sides));
  });

  it("the same seed deals the same game; another seed deals another", () => {
    const a = newGame(4, {}, { seed: "same" });
    const b = newGame(4, {}, { seed: "same" });
    const c = newGame(4, {}, { seed: "other" });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });
});

describe("first player (Decision: random unless given)", () => {
  it("is taken from `first` when given", () => {
    for (const first of [0, 1, 2, 3]) {
      const result = newGame(4, {}, { seed: "x", first });
      expect(result.ok && result.value.turn).toBe(first);
    }
  });

  it("is drawn from the seeded RNG when absent: deterministic per seed, every seat possible", () => {
    const firsts = new Set<number | null>();
    for (let i = 0; i < 60; i++) {
      const one = newGame(3, {}, { seed: `first-${i}` });
      const again = newGame(3, {}, { seed: `first-${i}` });
      if (!one.ok || !again.ok) throw new Error("setup refused");
      expect(one.value.turn).toBe(again.value.turn);
      firsts.add(one.value.turn);
    }
    expect([...firsts].sort()).toEqual([0, 1, 2]);
  });

  it("a `first` that is not a seat is refused with BAD_SETUP", () => {
    for (const first of [-1, 4, 1.5, Number.NaN]) {
      const result = newGame(4, {}, { seed: "x", first });
      expect(result.ok || result.error.code).toBe("BAD_SETUP");
    }
  });
});

describe("fixed deal (docs/replay-format.md: deal)", () => {
  it("uses the hands and the deck as given (top first); the rest of the cards are not in play", () => {
    const state = start({ hands: [["7H", "2S"], ["QS"]], deck: ["KC", "5D"] });
    expect(state.hands).toEqual([["7H", "2S"], ["QS"]]);
    expect(state.deck).toEqual(["KC", "5D"]);
  });

  it("hands may have any length, including none, and the deck may be empty", () => {
    const state = start({ players: 3, hands: [[], ["AS", "AS"], []], deck: [] });
    expect(state.hands.map((hand) => hand.length)).toEqual([0, 2, 0]);
  });

  it("a malformed deal, an unknown card or too many copies is refused with BAD_SETUP and a message", () => {
    const bad: unknown[] = [
      null,
      [],
      "deal",
      { hands: [[], []] },
      { deck: [] },
      { hands: [[]], deck: [] },
      { hands: [[], [], []], deck: [] },
      { hands: [[], "AS"], deck: [] },
      { hands: [[], []], deck: "AS" },
      { hands: [["1S"], []], deck: [] },
      { hands: [["as"], []], deck: [] },
      { hands: [[10], []], deck: [] },
      { hands: [["JK"], []], deck: [] },
      { hands: [["AS", "AS"], ["AS"]], deck: [] },
      { hands: [["AS"], []], deck: ["AS", "AS"] },
      { hands: [[], []], deck: [], extra: 1 },
    ];
    for (const deal of bad) {
      const result = newGame(2, {}, { seed: "x", first: 0, deal });
      expect(result.ok ? "accepted" : result.error.code, JSON.stringify(deal)).toBe("BAD_SETUP");
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
    }
  });

  it("two copies of every card is the most a deal may hold", () => {
    const result = newGame(
      2,
      {},
      { seed: "x", deal: { hands: [FULL_DECK.slice(0, 52), []], deck: FULL_DECK.slice(52) } },
    );
    expect(result.ok).toBe(true);
  });
});

describe("seating: sides and chip colours (spec: Chips)", () => {
  it("two sides use blue and green; three sides add red; seats alternate", () => {
    expect(seating(4, {})).toEqual([
      { color: "blue", side: 0 },
      { color: "green", side: 1 },
      { color: "blue", side: 0 },
      { color: "green", side: 1 },
    ]);
    expect(seating(6, { sides: 3 }).map((seat) => seat.color)).toEqual([
      "blue",
      "green",
      "red",
      "blue",
      "green",
      "red",
    ]);
    expect(seating(5, {})).toEqual([]);
  });
});
