import { describe, expect, it } from "vitest";
import { sequence } from "../../shared/games/sequence";
import { act, pass, picture, play, start, withChips } from "./helpers";

describe("summary (docs/replay-format.md: Final summary — Sequence)", () => {
  it("has exactly the documented fields, in order, with sorted hands and discards oldest first", () => {
    let state = start({
      hands: [
        ["7H", "2S", "10C", "AD"],
        ["QS", "AD", "9H"],
      ],
      deck: ["KC", "5D", "4S"],
    });
    state = act(state, 0, play("7H", 5, 3));
    state = act(state, 1, play("QS", 2, 9));
    const expected = {
      status: "playing",
      winner: null,
      turn: 0,
      sides: 2,
      board: [
        "*........*",
        "..........",
        ".........g",
        "..........",
        "..........",
        "...b......",
        "..........",
        "..........",
        "..........",
        "*........*",
      ],
      sequences: [0, 0],
      hands: [
        ["10C", "2S", "AD", "KC"],
        ["5D", "9H", "AD"],
      ],
      deck: 1,
      discards: [["7H"], ["QS"]],
    };
    expect(JSON.stringify(sequence.summary(state))).toBe(JSON.stringify(expected));
  });

  it("shows locked chips in uppercase, red for a third side, and the winner with no turn", () => {
    const position = picture({ "1,0": "r", "1,1": "r", "1,2": "r", "1,3": "r", "1,5": "r", "4,4": "b", "6,6": "g" });
    const state = act(
      withChips(start({ players: 3, first: 2, hands: [[], [], ["2C"]] }), position),
      2,
      play("2C", 1, 4),
    );
    expect(sequence.summary(state)).toEqual({
      status: "won",
      winner: 2,
      turn: null,
      sides: 3,
      board: [
        "*........*",
        "RRRRRr....",
        "..........",
        "..........",
        "....b.....",
        "..........",
        "......g...",
        "..........",
        "..........",
        "*........*",
      ],
      sequences: [0, 0, 1],
      hands: [[], [], []],
      deck: 0,
      discards: [[], [], ["2C"]],
    });
  });

  it("a drawn game has status draw, no winner and no turn", () => {
    const state = act(act(start({}), 0, pass), 1, pass);
    expect(sequence.summary(state)).toMatchObject({ status: "draw", winner: null, turn: null });
  });
});
