import { describe, expect, it } from "vitest";
import { type SequenceState, sequence } from "../../shared/games/sequence";
import { act, boardOf, cardOn, picture, play, refused, start, withChips } from "./helpers";

type Marks = Record<string, string>;
const cells = (...list: [number, number][]) => list;
const row = (r: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i): [number, number] => [r, from + i]);
const marks = (letter: string, list: [number, number][]): Marks =>
  Object.fromEntries(list.map(([r, c]) => [`${r},${c}`, letter]));

/** A game where `seat` holds the card of [r, c] and the board shows `position`. */
function ready(position: Marks, r: number, c: number, setup: Parameters<typeof start>[0] = {}): SequenceState {
  const players = setup.players ?? 2;
  const seat = setup.first ?? 0;
  const hands = Array.from({ length: players }, (_, s) => (s === seat ? [cardOn(r, c)] : []));
  return withChips(start({ hands, deck: ["KC", "KC"], ...setup }), picture(position));
}

describe("sequences (spec: Sequences)", () => {
  it("five chips of a side in a row make a sequence, recorded and announced", () => {
    const state = act(ready(marks("b", row(1, 0, 3)), 1, 4), 0, play("2C", 1, 4));
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
    expect(state.history.slice(1)).toEqual([{ type: "sequence", side: 0, cells: row(1, 0, 4) }]);
    expect(boardOf(state)[1]).toBe("BBBBB.....");
    expect(state.status).toBe("playing");
  });

  it.each([
    ["down", cells([3, 5], [4, 5], [5, 5], [6, 5]), [7, 5] as [number, number]],
    ["down-right", cells([2, 2], [3, 3], [4, 4], [5, 5]), [6, 6] as [number, number]],
    ["down-left", cells([2, 7], [3, 6], [4, 5], [5, 4]), [6, 3] as [number, number]],
  ])("five in a line %s make a sequence", (_, four, [r, c]) => {
    const state = act(ready(marks("g", four), r, c, { first: 1 }), 1, play(cardOn(r, c), r, c));
    expect(state.sequences).toHaveLength(1);
    expect(state.sequences[0]?.side).toBe(1);
    expect([...(state.sequences[0]?.cells ?? [])].sort()).toEqual([...four, [r, c]].sort());
  });

  it("the line may be completed anywhere, not only at an end", () => {
    const state = act(ready(marks("b", cells([5, 1], [5, 2], [5, 4], [5, 5])), 5, 3), 0, play("7H", 5, 3));
    expect(state.sequences).toEqual([{ side: 0, cells: row(5, 1, 5) }]);
  });

  it("a line broken by an opponent's chip or an empty space is no sequence", () => {
    const broken = { ...marks("b", cells([1, 0], [1, 1], [1, 2], [1, 3], [1, 6], [1, 7], [1, 8])), "1,5": "g" };
    const state = act(ready(broken, 1, 4), 0, play("2C", 1, 4));
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
  });

  it("a free corner counts as a chip of every side", () => {
    let state = withChips(
      start({ hands: [["5S"], ["9C"]], deck: ["KC", "KC"] }),
      picture({ ...marks("b", row(0, 1, 3)), ...marks("g", cells([1, 0], [2, 0], [3, 0])) }),
    );
    state = act(state, 0, play("5S", 0, 4));
    state = act(state, 1, play("9C", 4, 0));
    expect(state.sequences).toEqual([
      { side: 0, cells: row(0, 0, 4) },
      { side: 1, cells: cells([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]) },
    ]);
    expect(boardOf(state).slice(0, 5)).toEqual(["*BBBB....*", "G.........", "G.........", "G.........", "G........."]);
  });

  it("a corner is a space two sequences of a side may share", () => {
    let state = withChips(
      start({ hands: [["5S", "9C"], []], deck: ["KC", "KC"] }),
      picture(marks("b", [...row(0, 1, 3), ...cells([1, 0], [2, 0], [3, 0])])),
    );
    state = act(state, 0, play("5S", 0, 4));
    state = act(state, 1, { type: "pass" });
    state = act(state, 0, play("9C", 4, 0));
    expect(state.sequences).toEqual([
      { side: 0, cells: row(0, 0, 4) },
      { side: 0, cells: cells([0, 0], [1, 0], [2, 0], [3, 0], [4, 0]) },
    ]);
    expect(state.status).toBe("won");
  });

  it("a line of nine holds two sequences sharing the middle space, made by one chip", () => {
    const position = marks("b", [...row(1, 0, 3), ...row(1, 5, 8)]);
    const state = act(ready(position, 1, 4), 0, play("2C", 1, 4));
    expect(state.sequences).toEqual([
      { side: 0, cells: row(1, 0, 4) },
      { side: 0, cells: row(1, 4, 8) },
    ]);
    expect(boardOf(state)[1]).toBe("BBBBBBBBB.");
  });

  it("one chip can complete two sequences in different directions; both count", () => {
    const position = marks("b", [...row(4, 0, 3), ...cells([0, 4], [1, 4], [2, 4], [3, 4])]);
    const state = act(ready(position, 4, 4), 0, play("5H", 4, 4));
    // Recorded in line order: the column starts at [0, 4], before the row's [4, 0].
    expect(state.sequences).toEqual([
      { side: 0, cells: cells([0, 4], [1, 4], [2, 4], [3, 4], [4, 4]) },
      { side: 0, cells: row(4, 0, 4) },
    ]);
    expect(state.status).toBe("won");
  });

  it("sequences of a side share at most one space: a line of eight holds one, the ninth chip makes a second", () => {
    let state = withChips(
      start({ hands: [["2C", "10H"], []], deck: ["KC", "KC"] }),
      picture(marks("b", [...row(1, 0, 3), ...row(1, 5, 7)])),
    );
    state = act(state, 0, play("2C", 1, 4));
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
    expect(boardOf(state)[1]).toBe("BBBBBbbb..");
    state = act(state, 1, { type: "pass" });
    state = act(state, 0, play("10H", 1, 8));
    expect(state.sequences).toEqual([
      { side: 0, cells: row(1, 0, 4) },
      { side: 0, cells: row(1, 4, 8) },
    ]);
    expect(state.status).toBe("won");
  });

  it("a new line sharing two or more spaces with a recorded sequence of its side is not a sequence", () => {
    let state = withChips(start({ hands: [["2C", "AH"], []], deck: ["KC", "KC"] }), picture(marks("b", row(1, 0, 3))));
    state = act(state, 0, play("2C", 1, 4));
    state = act(state, 1, { type: "pass" });
    state = act(state, 0, play("AH", 1, 5));
    expect(state.sequences).toHaveLength(1);
    expect(boardOf(state)[1]).toBe("BBBBBb....");
  });

  it("which five (Decision): columns 0-3 and 5, then 4 records columns 0-4; column 5 stays unlocked", () => {
    const state = act(ready(marks("b", [...row(1, 0, 3), [1, 5]]), 1, 4), 0, play("2C", 1, 4));
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
    expect(boardOf(state)[1]).toBe("BBBBBb....");
  });

  it("which five (Decision): on a down-left run of six the line starting higher comes first", () => {
    const run = cells([0, 5], [1, 4], [3, 2], [4, 1], [5, 0]);
    const state = act(ready(marks("b", run), 2, 3), 0, play("3D", 2, 3));
    expect(state.sequences).toEqual([{ side: 0, cells: cells([0, 5], [1, 4], [2, 3], [3, 2], [4, 1]) }]);
    expect(boardOf(state)[5]?.[0]).toBe("b");
  });

  it("which five (Decision): a vertical run of seven completed in its middle records the top five", () => {
    const run = cells([2, 6], [3, 6], [5, 6], [6, 6], [7, 6], [8, 6]);
    const state = act(ready(marks("g", run), 4, 6, { first: 1 }), 1, play("AH", 4, 6));
    expect(state.sequences).toEqual([{ side: 1, cells: cells([2, 6], [3, 6], [4, 6], [5, 6], [6, 6]) }]);
  });

  it("teammates' chips make one side's sequences", () => {
    let state = withChips(
      start({ players: 4, hands: [[], [], ["2C"], []], first: 2, deck: ["KC"] }),
      picture(marks("b", row(1, 0, 3))),
    );
    state = act(state, 2, play("2C", 1, 4));
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
  });

  it("a recorded sequence is permanent: removing a neighbour leaves it and its lock in place", () => {
    let state = withChips(
      start({ hands: [["2C"], ["JS"]], deck: ["KC", "KC"] }),
      picture(marks("b", [...row(1, 0, 3), [1, 5]])),
    );
    state = act(state, 0, play("2C", 1, 4));
    state = act(state, 1, { type: "remove", card: "JS", cell: [1, 5] });
    expect(state.sequences).toEqual([{ side: 0, cells: row(1, 0, 4) }]);
    expect(boardOf(state)[1]).toBe("BBBBB.....");
  });
});

describe("winning (spec: Winning)", () => {
  it("with two sides one sequence is not enough; the second wins", () => {
    const first = act(ready(marks("b", row(1, 0, 3)), 1, 4), 0, play("2C", 1, 4));
    expect(first.status).toBe("playing");
    expect(sequence.outcome(first)).toBeNull();
  });

  it("with three sides one sequence wins", () => {
    const state = act(ready(marks("r", row(1, 0, 3)), 1, 4, { players: 3, first: 2 }), 2, play("2C", 1, 4));
    expect(state.status).toBe("won");
    expect(state.winner).toBe(2);
    expect(sequence.outcome(state)).toEqual({ kind: "won", seats: [2] });
  });

  it("the whole team wins (6 players as three teams of two)", () => {
    const state = act(ready(marks("g", row(1, 0, 3)), 1, 4, { players: 6, sides: 3, first: 4 }), 4, play("2C", 1, 4));
    expect(state.winner).toBe(1);
    expect(sequence.outcome(state)).toEqual({ kind: "won", seats: [1, 4] });
    expect(state.history.at(-1)).toEqual({ type: "won", side: 1, seats: [1, 4] });
  });

  it("the win is immediate: the card goes to the discard pile, no card is drawn, nobody acts again", () => {
    const position = marks("b", [...row(1, 0, 3), ...row(1, 5, 8)]);
    const before = withChips(
      start({ players: 4, hands: [["2C", "AS"], [], [], []], deck: ["KC", "QD"] }),
      picture(position),
    );
    const state = act(before, 0, play("2C", 1, 4));
    expect(state.status).toBe("won");
    expect(state.winner).toBe(0);
    expect(state.turn).toBeNull();
    expect(state.hands[0]).toEqual(["AS"]);
    expect(state.deck).toEqual(["KC", "QD"]);
    expect(state.discards[0]).toEqual(["2C"]);
    expect(sequence.outcome(state)).toEqual({ kind: "won", seats: [0, 2] });
    expect(sequence.toAct(state)).toEqual([]);
    expect(sequence.timeout(state)).toBeNull();
    for (let seat = 0; seat < 4; seat++) expect(sequence.actions(state, seat)).toEqual([]);
    expect(refused(state, 1, { type: "pass" })).toBe("GAME_OVER");
    expect(state.history.map((event) => event.type)).toEqual(["play", "sequence", "sequence", "won"]);
  });
});
