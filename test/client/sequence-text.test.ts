import { beforeAll, describe, expect, it } from "vitest";
import { cardName, handCardLabel, rankFace, shownCardName, splitCard } from "../../client/games/sequence/card-names";
import { cellLabel, describeEvent } from "../../client/games/sequence/describe";
import { seatNames, sideNames } from "../../client/games/sequence/names";
import { ALL_CARDS, type SequenceEvent } from "../../shared/games/sequence";
import type { SeatView } from "../../shared/protocol";
import { loadEveryPart } from "./catalogs";

// The room's and the games' words in use, as on a room page with a board open.
beforeAll(loadEveryPart);

const empty = { chip: null, locked: false, legal: null, last: false } as const;
/** Row-major index of a 1-based row and column, as people count them. */
const at = (row: number, col: number) => (row - 1) * 10 + (col - 1);

describe("Sequence card words", () => {
  it("names every card in words", () => {
    expect(cardName("7H")).toBe("seven of hearts");
    expect(cardName("10S")).toBe("ten of spades");
    expect(cardName("AD")).toBe("ace of diamonds");
    expect(cardName("QC")).toBe("queen of clubs");
    for (const card of ALL_CARDS) expect(cardName(card)).toMatch(/^[a-z]+ of (spades|hearts|diamonds|clubs)$/);
  });

  it("names a card in a control by the number its face prints, and a letter by its word", () => {
    expect(shownCardName("7H")).toBe("7 of hearts");
    expect(shownCardName("10S")).toBe("10 of spades");
    expect(shownCardName("KD")).toBe("king of diamonds");
    for (const card of ALL_CARDS) {
      const [rank] = splitCard(card);
      expect(shownCardName(card)).toBe(/^\d+$/.test(rank) ? cardName(card).replace(/^[a-z]+/, rank) : cardName(card));
    }
  });

  it("prints ranks as on a card face", () => {
    expect(splitCard("10H")).toEqual(["10", "H"]);
    expect(rankFace("10")).toBe("10");
    expect(rankFace("K")).toBe("K");
  });

  it("says what Jacks and dead cards do", () => {
    expect(handCardLabel("JD", false)).toBe("jack of diamonds, two-eyed: place anywhere");
    expect(handCardLabel("JC", false)).toBe("jack of clubs, two-eyed: place anywhere");
    expect(handCardLabel("JS", false)).toBe("jack of spades, one-eyed: remove a chip");
    expect(handCardLabel("JH", false)).toBe("jack of hearts, one-eyed: remove a chip");
    expect(handCardLabel("7H", false)).toBe("7 of hearts");
    expect(handCardLabel("8C", true)).toBe("8 of clubs, dead card: both spaces are taken");
  });
});

describe("Sequence space labels", () => {
  it("reads row, column (from 1), card and what lies on it", () => {
    expect(cellLabel(at(6, 4), empty)).toBe("row 6, column 4, 7 of hearts, empty");
    expect(cellLabel(at(3, 5), empty)).toBe("row 3, column 5, 4 of diamonds, empty");
    expect(cellLabel(at(6, 4), { ...empty, chip: 0 })).toBe("row 6, column 4, 7 of hearts, blue chip");
    expect(cellLabel(at(1, 2), { ...empty, chip: 2, locked: true })).toBe(
      "row 1, column 2, 2 of spades, red chip in a sequence",
    );
    expect(cellLabel(at(1, 1), empty)).toBe("row 1, column 1, free corner");
    expect(cellLabel(at(10, 10), empty)).toBe("row 10, column 10, free corner");
  });

  it("adds what a click does and marks the last move", () => {
    expect(cellLabel(at(6, 4), { ...empty, legal: "play" })).toBe("row 6, column 4, 7 of hearts, empty. Play here");
    expect(cellLabel(at(6, 4), { ...empty, chip: 1, legal: "remove", last: true })).toBe(
      "row 6, column 4, 7 of hearts, green chip (last move). Remove this chip",
    );
  });
});

describe("Sequence log", () => {
  const names = ["Ana", "Ben", "Cy", "Dee"];
  const teams = ["Blue team", "Green team"];
  const say = (event: SequenceEvent) => describeEvent(event, names, teams);

  it("tells each event in plain words", () => {
    expect(say({ type: "play", seat: 0, card: "7H", cell: [5, 3] })).toBe(
      "Ana played the seven of hearts on row 6, column 4",
    );
    expect(say({ type: "remove", seat: 1, card: "JS", cell: [0, 1] })).toBe(
      "Ben removed the chip on row 1, column 2 with the jack of spades",
    );
    expect(say({ type: "exchange", seat: 1, card: "8C" })).toBe("Ben exchanged a dead card: the eight of clubs");
    expect(say({ type: "pass", seat: 0, timeout: false })).toBe("Ana passed");
    expect(say({ type: "pass", seat: 2, timeout: true })).toBe("Cy ran out of time and passed");
    expect(say({ type: "sequence", side: 0, cells: [] })).toBe("Blue team completed a sequence");
    expect(say({ type: "won", side: 1, seats: [1, 3] })).toBe("Green team won the game");
    expect(say({ type: "draw", reason: "passes" })).toBe("The game ended in a draw");
    expect(say({ type: "reshuffle", cards: 1 })).toBe("The discard piles were shuffled into a new draw pile (1 card)");
    expect(say({ type: "reshuffle", cards: 40 })).toBe(
      "The discard piles were shuffled into a new draw pile (40 cards)",
    );
  });

  it("calls a side by its player's name when one plays alone, by its colour for a team", () => {
    expect(sideNames({ sides: 2, seatSides: [0, 1] }, ["Ana", "Ben"])).toEqual(["Ana", "Ben"]);
    expect(sideNames({ sides: 2, seatSides: [0, 1, 0, 1] }, names)).toEqual(["Blue team", "Green team"]);
    expect(sideNames({ sides: 3, seatSides: [0, 1, 2, 0, 1, 2] }, [...names, "E", "F"])).toEqual([
      "Blue team",
      "Green team",
      "Red team",
    ]);
    const sides = sideNames({ sides: 2, seatSides: [0, 1] }, ["Ana", "Ben"]);
    expect(describeEvent({ type: "sequence", side: 1, cells: [] }, ["Ana", "Ben"], sides)).toBe(
      "Ben completed a sequence",
    );
  });

  it("names seats from the room: players, computers and empty seats", () => {
    const seats: SeatView[] = [
      { kind: "human", color: "blue", side: 0, name: "Ana", connected: true },
      { kind: "bot", color: "green", side: 1, level: "easy" },
      { kind: "empty", color: "blue", side: 0 },
      { kind: "human", color: "green", side: 1, name: "  ", connected: false },
    ];
    // One computer at the table needs no number.
    expect(seatNames({ seats }, 4)).toEqual(["Ana", "Computer (easy)", "Seat 3", "Seat 4"]);
    const twoComputers: SeatView[] = [...seats.slice(0, 2), { kind: "bot", color: "blue", side: 0, level: "hard" }];
    expect(seatNames({ seats: twoComputers }, 3)).toEqual(["Ana", "Computer 2 (easy)", "Computer 3 (hard)"]);
  });
});
