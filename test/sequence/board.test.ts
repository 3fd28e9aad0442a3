import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_CARDS, BOARD_LAYOUT, cardCells, cardKind } from "../../shared/games/sequence";
import { LINES, LINES_THROUGH } from "../../shared/games/sequence/board";

// The board file of the rules, beside docs/rules/sequence.md.
const specBoard: unknown = JSON.parse(
  readFileSync(new URL("../../docs/rules/sequence-board.json", import.meta.url), "utf8"),
);

describe("board (spec: Components)", () => {
  it("the board layout equals docs/rules/sequence-board.json", () => {
    expect(BOARD_LAYOUT).toEqual(specBoard);
  });

  it("has free corners XX at the four corners only", () => {
    const corners = BOARD_LAYOUT.flatMap((row, r) => row.flatMap((space, c) => (space === "XX" ? [[r, c]] : [])));
    expect(corners).toEqual([
      [0, 0],
      [0, 9],
      [9, 0],
      [9, 9],
    ]);
  });

  it("every non-Jack card appears on exactly two spaces, and Jacks on none (96 card spaces)", () => {
    const counts = new Map<string, number>();
    for (const space of BOARD_LAYOUT.flat()) counts.set(space, (counts.get(space) ?? 0) + 1);
    for (const card of ALL_CARDS) {
      const expected = cardKind(card) === "ordinary" ? 2 : 0;
      expect(counts.get(card) ?? 0, card).toBe(expected);
      expect(cardCells(card), card).toHaveLength(expected);
    }
    expect([...counts.keys()].sort()).toEqual([...ALL_CARDS.filter((c) => !c.startsWith("J")), "XX"].sort());
  });

  it("the card index points at the spaces showing each card, in reading order", () => {
    expect(cardCells("2C")).toEqual([14, 36]);
    expect(cardCells("10H")).toEqual([18, 65]);
    expect(cardCells("JD")).toEqual([]);
  });

  it("lists every five-space line once (60 across, 60 down, 36 per diagonal) in (row, col, direction) order", () => {
    expect(LINES).toHaveLength(192);
    const count = (direction: string) => LINES.filter((line) => line.direction === direction).length;
    expect([count("right"), count("down"), count("downRight"), count("downLeft")]).toEqual([60, 60, 36, 36]);
    const order = ["right", "down", "downRight", "downLeft"];
    for (let i = 1; i < LINES.length; i++) {
      const a = LINES[i - 1];
      const b = LINES[i];
      if (!a || !b) throw new Error("missing line");
      expect(
        a.start < b.start || (a.start === b.start && order.indexOf(a.direction) < order.indexOf(b.direction)),
      ).toBe(true);
      expect(b.id).toBe(i);
    }
    // A line is named by its first space in reading order: a down-left line starts at its top-right end.
    expect(LINES.find((line) => line.direction === "downLeft")?.cells).toEqual([4, 13, 22, 31, 40]);
    expect(LINES_THROUGH[0]).toHaveLength(3);
    expect(LINES_THROUGH[44]?.length).toBe(20);
  });
});
