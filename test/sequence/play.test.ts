import { describe, expect, it } from "vitest";
import { sequence } from "../../shared/games/sequence";
import { act, boardOf, picture, play, refused, remove, start, withChips } from "./helpers";

describe("ordinary card (spec: A turn, 2)", () => {
  it("places a chip of the player's side on either space showing the card", () => {
    const base = start({ hands: [["7H", "2S"], ["QS"]], deck: ["KC", "5D"] });
    for (const [row, col] of [
      [4, 8],
      [5, 3],
    ] as const) {
      const after = act(base, 0, play("7H", row, col));
      expect(after.chips[row * 10 + col]).toBe(0);
      expect(after.chips.filter((chip) => chip !== null)).toHaveLength(1);
    }
  });

  it("the played card goes face up on the player's own discard pile and the top card is drawn", () => {
    const state = act(start({ hands: [["7H", "2S"], ["QS"]], deck: ["KC", "5D"] }), 0, play("7H", 5, 3));
    expect(state.discards).toEqual([["7H"], []]);
    expect(state.hands[0]).toEqual(["2S", "KC"]);
    expect(state.deck).toEqual(["5D"]);
  });

  it("turns go in seat order and wrap around", () => {
    let state = start({ players: 3, first: 1, hands: [["2S"], ["3S"], ["4S"]], deck: ["AC", "AD", "AS"] });
    expect(sequence.toAct(state)).toEqual([1]);
    state = act(state, 1, play("3S", 0, 2));
    expect(state.turn).toBe(2);
    state = act(state, 2, play("4S", 0, 3));
    expect(state.turn).toBe(0);
    state = act(state, 0, play("2S", 0, 1));
    expect(state.turn).toBe(1);
  });

  it("seats of one team place chips of the team's colour", () => {
    let state = start({ players: 4, hands: [["2S"], ["3S"], ["4S"], ["5S"]], deck: [] });
    state = act(state, 0, play("2S", 0, 1));
    state = act(state, 1, play("3S", 0, 2));
    state = act(state, 2, play("4S", 0, 3));
    state = act(state, 3, play("5S", 0, 4));
    expect(boardOf(state)[0]).toBe("*bgbg....*");
  });

  it("the space must be one showing the card (WRONG_CELL)", () => {
    const state = start({ hands: [["7H"], []] });
    expect(refused(state, 0, play("7H", 5, 4))).toBe("WRONG_CELL");
  });

  it("the space must be empty (CELL_TAKEN)", () => {
    const state = withChips(start({ hands: [["7H"], []] }), picture({ "5,3": "g" }));
    expect(refused(state, 0, play("7H", 5, 3))).toBe("CELL_TAKEN");
    expect(act(state, 0, play("7H", 4, 8)).chips[48]).toBe(0);
  });

  it("the card must be in the player's hand (NOT_IN_HAND)", () => {
    const state = start({ hands: [["7H"], ["2S"]] });
    expect(refused(state, 0, play("2S", 0, 1))).toBe("NOT_IN_HAND");
  });

  it("only the seat to act may act (NOT_YOUR_TURN), and a seat must exist (BAD_SEAT)", () => {
    const state = start({ hands: [["7H"], ["2S"]] });
    expect(refused(state, 1, play("2S", 0, 1))).toBe("NOT_YOUR_TURN");
    expect(refused(state, 2, play("7H", 5, 3))).toBe("BAD_SEAT");
    expect(refused(state, -1, play("7H", 5, 3))).toBe("BAD_SEAT");
  });

  it("malformed actions are refused with BAD_ACTION", () => {
    const state = start({ hands: [["7H"], ["2S"]] });
    for (const action of [
      null,
      "pass",
      [],
      {},
      { type: "draw" },
      { type: "play", card: "7H" },
      { type: "play", card: "7H", cell: [5] },
      { type: "play", card: "7H", cell: [5, 10] },
      { type: "play", card: "7H", cell: [5, 3.5] },
      { type: "play", card: "7H", cell: "5,3" },
      { type: "play", card: "7X", cell: [5, 3] },
      { type: "play", card: "7H", cell: [5, 3], extra: true },
      { type: "pass", card: "7H" },
      { type: "exchange" },
    ]) {
      expect(refused(state, 0, action), JSON.stringify(action)).toBe("BAD_ACTION");
    }
  });
});

describe("corners (spec: Corners can never take a chip)", () => {
  it("no card places a chip on a free corner (CORNER)", () => {
    const state = start({ hands: [["JD", "JC", "2S"], []] });
    for (const [row, col] of [
      [0, 0],
      [0, 9],
      [9, 0],
      [9, 9],
    ] as const) {
      expect(refused(state, 0, play("JD", row, col))).toBe("CORNER");
      expect(refused(state, 0, play("JC", row, col))).toBe("CORNER");
      expect(refused(state, 0, play("2S", row, col))).toBe("CORNER");
    }
  });

  it("a corner holds no chip a one-eyed Jack could remove (CORNER)", () => {
    const state = start({ hands: [["JS"], []] });
    expect(refused(state, 0, remove("JS", 0, 0))).toBe("CORNER");
  });
});

describe("two-eyed Jack (spec: JD, JC are wild)", () => {
  it("places a chip on any empty non-corner space", () => {
    for (const card of ["JD", "JC"]) {
      const base = start({ hands: [[card], []], deck: ["AS"] });
      for (const [row, col] of [
        [0, 1],
        [4, 4],
        [9, 8],
        [5, 0],
      ] as const) {
        const after = act(base, 0, play(card, row, col));
        expect(after.chips[row * 10 + col]).toBe(0);
        expect(after.discards[0]).toEqual([card]);
      }
    }
  });

  it("cannot place on a taken space (CELL_TAKEN)", () => {
    const state = withChips(start({ hands: [["JD"], []] }), picture({ "4,4": "g", "4,5": "b" }));
    expect(refused(state, 0, play("JD", 4, 4))).toBe("CELL_TAKEN");
    expect(refused(state, 0, play("JD", 4, 5))).toBe("CELL_TAKEN");
  });

  it("cannot remove a chip (CANNOT_REMOVE)", () => {
    const state = withChips(start({ hands: [["JD", "7H"], []] }), picture({ "4,4": "g" }));
    expect(refused(state, 0, remove("JD", 4, 4))).toBe("CANNOT_REMOVE");
    expect(refused(state, 0, remove("7H", 4, 4))).toBe("CANNOT_REMOVE");
  });
});

describe("one-eyed Jack (spec: JS, JH remove one opponent's chip)", () => {
  const position = picture({ "4,4": "g", "4,5": "b", "4,6": "r" });

  it("removes an opponent's chip; the card goes to the discard pile and a card is drawn", () => {
    for (const card of ["JS", "JH"]) {
      const state = withChips(start({ hands: [[card], []], deck: ["AS"] }), position);
      const after = act(state, 0, remove(card, 4, 4));
      expect(after.chips[44]).toBeNull();
      expect(after.discards[0]).toEqual([card]);
      expect(after.hands[0]).toEqual(["AS"]);
      expect(after.history).toEqual([{ type: "remove", seat: 0, card, cell: [4, 4] }]);
    }
  });

  it("removes any opponent's chip when there are three sides", () => {
    const state = withChips(start({ players: 3, hands: [["JS", "JH"], [], []] }), position);
    expect(act(state, 0, remove("JS", 4, 4)).chips[44]).toBeNull();
    expect(act(state, 0, remove("JS", 4, 6)).chips[46]).toBeNull();
  });

  it("cannot remove one's own chip (OWN_CHIP)", () => {
    const state = withChips(start({ hands: [["JS"], []] }), position);
    expect(refused(state, 0, remove("JS", 4, 5))).toBe("OWN_CHIP");
  });

  it("cannot remove a teammate's chip (OWN_CHIP)", () => {
    // 4 players: seats 0 and 2 are side 0 (blue); seat 2 placed the chip.
    let state = start({ players: 4, hands: [["2S"], ["3S"], ["4S"], ["5S"]], deck: [] });
    state = act(state, 0, play("2S", 0, 1));
    state = act(state, 1, play("3S", 0, 2));
    state = act(state, 2, play("4S", 0, 3));
    state = { ...state, hands: [["JS"], ["JH"], [], []] };
    state = act(state, 3, { type: "pass" });
    expect(refused(state, 0, remove("JS", 0, 3))).toBe("OWN_CHIP");
    expect(act(state, 0, remove("JS", 0, 2)).chips[2]).toBeNull();
  });

  it("cannot remove from an empty space (NOT_REMOVABLE)", () => {
    const state = withChips(start({ hands: [["JS"], []] }), position);
    expect(refused(state, 0, remove("JS", 3, 3))).toBe("NOT_REMOVABLE");
  });

  it("cannot place a chip (CANNOT_PLACE)", () => {
    const state = start({ hands: [["JS"], []] });
    expect(refused(state, 0, play("JS", 3, 3))).toBe("CANNOT_PLACE");
  });

  it("cannot remove a chip of a completed sequence (LOCKED_CHIP)", () => {
    // Green completes row 2 columns 1-5 (AS 2D 3D 4D 5D); blue's JS then cannot touch those chips.
    const state = withChips(
      start({ hands: [["JS", "JH"], ["5D"]], first: 1, deck: ["KC", "KC"] }),
      picture({ "2,1": "g", "2,2": "g", "2,3": "g", "2,4": "g", "2,6": "g" }),
    );
    const locked = act(state, 1, play("5D", 2, 5));
    expect(locked.sequences).toHaveLength(1);
    for (const col of [1, 2, 3, 4, 5]) expect(refused(locked, 0, remove("JS", 2, col))).toBe("LOCKED_CHIP");
    // A green chip outside the sequence is not locked.
    expect(act(locked, 0, remove("JH", 2, 6)).chips[26]).toBeNull();
  });

  it("the turn ends with the removal: the player cannot place a chip in the same turn", () => {
    const state = withChips(start({ hands: [["JS", "7H"], ["8H"]], deck: ["AS", "AD"] }), position);
    const after = act(state, 0, remove("JS", 4, 4));
    expect(after.turn).toBe(1);
    expect(refused(after, 0, play("7H", 5, 3))).toBe("NOT_YOUR_TURN");
    expect(sequence.actions(after, 0)).toEqual([]);
  });

  it("the freed space is open to everyone, the removed chip's side included", () => {
    const state = withChips(start({ hands: [["JS"], ["JD"]], deck: ["AS", "AD"] }), position);
    const after = act(act(state, 0, remove("JS", 4, 4)), 1, play("JD", 4, 4));
    expect(after.chips[44]).toBe(1);
  });
});
