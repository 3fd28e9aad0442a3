import { cellIndex, isCorner, LINES, LINES_THROUGH } from "../board";
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
  return { chips: counts, usable: usableLines(sequences) };
}

/**
 * The tally after one chip changed on `cell` (placed: `from` null; removed:
 * `to` null), from the tally before it. Only the lines through the space move;
 * a newly recorded sequence changes which lines are usable, so pass the new
 * sequences then and the usable bits are worked out again.
 */
export function retally(
  before: Tally,
  cell: number,
  from: Side | null,
  to: Side | null,
  sequences?: readonly RecordedSequence[],
): Tally {
  const counts = before.chips.slice();
  for (const line of LINE_IDS_THROUGH[cell] ?? []) {
    if (from !== null) counts[line * 3 + from] = (counts[line * 3 + from] as number) - 1;
    if (to !== null) counts[line * 3 + to] = (counts[line * 3 + to] as number) + 1;
  }
  return { chips: counts, usable: sequences === undefined ? before.usable : usableLines(sequences) };
}

/** Bit `s` of each line: whether side `s` may still record a new sequence on it. */
function usableLines(sequences: readonly RecordedSequence[]): Uint8Array {
  const usable = new Uint8Array(LINE_COUNT).fill(0b111);
  if (sequences.length > 0) {
    // Only lines through a sequence's own spaces can share two of them with it.
    const shared = new Uint8Array(LINE_COUNT);
    for (const sequence of sequences) {
      shared.fill(0);
      for (const [row, col] of sequence.cells) {
        for (const line of LINE_IDS_THROUGH[cellIndex(row, col)] ?? []) {
          shared[line] = (shared[line] as number) + 1;
          if (shared[line] === 2) usable[line] = (usable[line] as number) & ~(1 << sequence.side);
        }
      }
    }
  }
  return usable;
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
