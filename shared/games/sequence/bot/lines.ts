import { CELL_COUNT, cellIndex, isCorner, LINES, LINES_THROUGH } from "../board";
import type { RecordedSequence, Side } from "../types";

// Hot loops read typed arrays at indices that are in range by construction;
// `as number` says so instead of a `?? 0` that would hide a real bug.

/** Number of five-space lines on the board (192). */
export const LINE_COUNT = LINES.length;

/** The five spaces of each line: `LINE_CELLS[line * 5 + k]`. */
export const LINE_CELLS: Uint8Array = Uint8Array.from(LINES.flatMap((line) => line.cells));

/** Free corners on each line: they count as a chip of every side. */
const CORNERS: Uint8Array = Uint8Array.from(LINES, (line) => line.cells.filter(isCorner).length);

/** Line ids through each space, as plain numbers for the hot loops. */
export const LINE_IDS_THROUGH: readonly (readonly number[])[] = LINES_THROUGH.map((lines) =>
  lines.map((line) => line.id),
);

/**
 * Per-line counts of one board, computed once per decision so that scoring a
 * move only reads the (at most 20) lines through its space.
 */
export interface Tally {
  /** Chips of each side on each line: `chips[line * 3 + side]` (corners not included). */
  readonly chips: Uint8Array;
  /**
   * Bit `s` is set when side `s` may still record a new sequence on the line: it
   * shares at most one space with each sequence `s` has already recorded.
   */
  readonly usable: Uint8Array;
}

export function tally(chips: readonly (Side | null)[], sequences: readonly RecordedSequence[]): Tally {
  const counts = new Uint8Array(LINE_COUNT * 3);
  for (let line = 0; line < LINE_COUNT; line++) {
    for (let k = line * 5; k < line * 5 + 5; k++) {
      const chip = chips[LINE_CELLS[k] as number];
      if (chip !== null && chip !== undefined) counts[line * 3 + chip] = (counts[line * 3 + chip] as number) + 1;
    }
  }
  const usable = new Uint8Array(LINE_COUNT).fill(0b111);
  if (sequences.length > 0) {
    const inSequence = new Uint8Array(CELL_COUNT);
    for (const sequence of sequences) {
      inSequence.fill(0);
      for (const [row, col] of sequence.cells) inSequence[cellIndex(row, col)] = 1;
      for (let line = 0; line < LINE_COUNT; line++) {
        let shared = 0;
        for (let k = line * 5; k < line * 5 + 5; k++) shared += inSequence[LINE_CELLS[k] as number] as number;
        if (shared > 1) usable[line] = (usable[line] as number) & ~(1 << sequence.side);
      }
    }
  }
  return { chips: counts, usable };
}

/** Spaces of `side` on a line: its chips plus free corners. */
export const ownOn = (t: Tally, line: number, side: Side): number =>
  (t.chips[line * 3 + side] as number) + (CORNERS[line] as number);

/** Chips of sides other than `side` on a line. */
export const othersOn = (t: Tally, line: number, side: Side): number =>
  (t.chips[line * 3] as number) +
  (t.chips[line * 3 + 1] as number) +
  (t.chips[line * 3 + 2] as number) -
  (t.chips[line * 3 + side] as number);

/** A line `side` can still complete: usable for it and free of other sides' chips. */
export const isOpenFor = (t: Tally, line: number, side: Side): boolean =>
  ((t.usable[line] as number) & (1 << side)) !== 0 && othersOn(t, line, side) === 0;
