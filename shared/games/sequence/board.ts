import { ALL_CARDS, type Card, cardKind } from "./cards";

/** A space as the wire names it: [row, column], both 0..9, row 0 first. */
export type Cell = readonly [row: number, col: number];

/** What a space shows: a card, or `XX` for a free corner. */
export type Space = Card | "XX";

export const BOARD_SIZE = 10;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;

/** The printed board, copied from docs/rules/sequence-board.json (a test checks they are equal). */
export const BOARD_LAYOUT: readonly (readonly Space[])[] = [
  ["XX", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "XX"],
  ["6C", "5C", "4C", "3C", "2C", "AH", "KH", "QH", "10H", "10S"],
  ["7C", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "9H", "QS"],
  ["8C", "KS", "6C", "5C", "4C", "3C", "2C", "8D", "8H", "KS"],
  ["9C", "QS", "7C", "6H", "5H", "4H", "AH", "9D", "7H", "AS"],
  ["10C", "10S", "8C", "7H", "2H", "3H", "KH", "10D", "6H", "2D"],
  ["QC", "9S", "9C", "8H", "9H", "10H", "QH", "QD", "5H", "3D"],
  ["KC", "8S", "10C", "QC", "KC", "AC", "AD", "KD", "4H", "4D"],
  ["AC", "7S", "6S", "5S", "4S", "3S", "2S", "2H", "3H", "5D"],
  ["XX", "AD", "KD", "QD", "10D", "9D", "8D", "7D", "6D", "XX"],
];

// Inside the engine a space is an index 0..99 (row * 10 + column); [row, col] is for the wire.
export const cellIndex = (row: number, col: number): number => row * BOARD_SIZE + col;

/** One shared, frozen [row, col] tuple per index, so states, events and actions reuse them instead of allocating. */
export const CELLS: readonly Cell[] = Array.from({ length: CELL_COUNT }, (_, index) =>
  Object.freeze([Math.floor(index / BOARD_SIZE), index % BOARD_SIZE] as const),
);

export const cellAt = (index: number): Cell => CELLS[index] as Cell;

/** What the space at an index shows. */
export const spaceAt = (index: number): Space =>
  BOARD_LAYOUT[Math.floor(index / BOARD_SIZE)]?.[index % BOARD_SIZE] ?? "XX";

/** Free corners never take a chip and count as a chip of every side. */
export const isCorner = (index: number): boolean => spaceAt(index) === "XX";

/** The 96 spaces that can hold a chip, in reading order. */
export const CHIP_CELLS: readonly number[] = Array.from({ length: CELL_COUNT }, (_, index) => index).filter(
  (index) => !isCorner(index),
);

const cellsByCard = new Map<Card, number[]>(
  ALL_CARDS.filter((card) => cardKind(card) === "ordinary").map((card) => [card, []]),
);
for (const index of CHIP_CELLS) cellsByCard.get(spaceAt(index) as Card)?.push(index);

/** The two spaces of an ordinary card in reading order; empty for Jacks (they have no space). */
export const cardCells = (card: Card): readonly number[] => cellsByCard.get(card) ?? [];

/** Line directions in the order the tie-break uses: right, down, down-right, down-left. */
export const DIRECTIONS = ["right", "down", "downRight", "downLeft"] as const;
export type Direction = (typeof DIRECTIONS)[number];
const STEPS: Record<Direction, readonly [dRow: number, dCol: number]> = {
  right: [0, 1],
  down: [1, 0],
  downRight: [1, 1],
  downLeft: [1, -1],
};

/** A straight line of five spaces, named by its first space in reading order and its direction. */
export interface Line {
  /** Rank of the line in (row, column, direction) order: comparing ids compares lines as the spec orders them. */
  readonly id: number;
  readonly start: number;
  readonly direction: Direction;
  /** The five spaces from the first one in reading order. */
  readonly cells: readonly number[];
}

export const SEQUENCE_LENGTH = 5;

function buildLines(): Line[] {
  const lines: Line[] = [];
  for (let start = 0; start < CELL_COUNT; start++) {
    const row = Math.floor(start / BOARD_SIZE);
    const col = start % BOARD_SIZE;
    for (const direction of DIRECTIONS) {
      const [dRow, dCol] = STEPS[direction];
      const endRow = row + dRow * (SEQUENCE_LENGTH - 1);
      const endCol = col + dCol * (SEQUENCE_LENGTH - 1);
      if (endRow >= BOARD_SIZE || endCol < 0 || endCol >= BOARD_SIZE) continue;
      const cells = Array.from({ length: SEQUENCE_LENGTH }, (_, k) => cellIndex(row + dRow * k, col + dCol * k));
      lines.push({ id: lines.length, start, direction, cells });
    }
  }
  return lines;
}

/** Every five-space line of the board (192), in tie-break order. */
export const LINES: readonly Line[] = buildLines();

/** For each space, the lines through it. */
export const LINES_THROUGH: readonly (readonly Line[])[] = Array.from({ length: CELL_COUNT }, (_, index) =>
  LINES.filter((line) => line.cells.includes(index)),
);
