import { CELL_COUNT, type Cell, cellAt, cellIndex, isCorner, LINES_THROUGH, type Line } from "./board";
import type { RecordedSequence, Side } from "./types";

const indexOf = ([row, col]: Cell): number => cellIndex(row, col);

function sharedSpaces(a: readonly number[], b: readonly number[]): number {
  let count = 0;
  for (const cell of a) if (b.includes(cell)) count++;
  return count;
}

/** Bigger sets win; among equal sizes, the one whose id-sorted lines come first element by element. */
function isBetter(candidate: readonly Line[], best: readonly Line[]): boolean {
  if (candidate.length !== best.length) return candidate.length > best.length;
  for (let i = 0; i < candidate.length; i++) {
    const a = (candidate[i] as Line).id;
    const b = (best[i] as Line).id;
    if (a !== b) return a < b;
  }
  return false;
}

/**
 * The sequences a new chip of `side` at `placed` completes (spec Decision: the
 * largest set of new five-space lines through the chip, each sharing at most one
 * space with every recorded sequence of that side and with each other; ties go
 * to the set whose sorted lines come first in (row, column, direction) order).
 *
 * At most 20 lines pass through a space, and lines through it in different
 * directions share only that space, so there are at most 7^4 compatible subsets:
 * an exhaustive search is cheap and obviously matches the rule.
 */
export function completedSequences(
  chips: readonly (Side | null)[],
  side: Side,
  placed: number,
  recorded: readonly RecordedSequence[],
): RecordedSequence[] {
  const own = (index: number) => chips[index] === side || isCorner(index);
  const candidates = (LINES_THROUGH[placed] ?? []).filter((line) => line.cells.every(own));
  if (candidates.length === 0) return [];
  const ownRecorded = recorded.filter((sequence) => sequence.side === side).map((s) => s.cells.map(indexOf));
  const fresh = candidates.filter((line) => ownRecorded.every((cells) => sharedSpaces(line.cells, cells) <= 1));

  // Candidates are in id order and the search only appends later ones, so `chosen` stays sorted.
  let best: Line[] = [];
  const chosen: Line[] = [];
  const search = (from: number): void => {
    if (isBetter(chosen, best)) best = chosen.slice();
    for (let i = from; i < fresh.length; i++) {
      const line = fresh[i] as Line;
      if (chosen.every((other) => sharedSpaces(line.cells, other.cells) <= 1)) {
        chosen.push(line);
        search(i + 1);
        chosen.pop();
      }
    }
  };
  search(0);
  return best.map((line) => ({ side, cells: line.cells.map(cellAt) }));
}

/** Spaces whose chips are locked because they belong to a completed sequence. */
export function lockedCells(sequences: readonly RecordedSequence[]): boolean[] {
  const locked = new Array<boolean>(CELL_COUNT).fill(false);
  for (const sequence of sequences) for (const cell of sequence.cells) locked[indexOf(cell)] = true;
  return locked;
}

/** Completed sequences per side. */
export function sequenceCounts(sequences: readonly RecordedSequence[], sides: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (const sequence of sequences) counts[sequence.side] = (counts[sequence.side] ?? 0) + 1;
  return counts;
}
