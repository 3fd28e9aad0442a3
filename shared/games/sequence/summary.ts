import { BOARD_SIZE, cellIndex, isCorner } from "./board";
import type { Card } from "./cards";
import { lockedCells, sequenceCounts } from "./sequences";
import type { SequenceState, SequenceStatus, SideCount } from "./types";

/** The Sequence final summary of docs/replay-format.md: the object inside `{"final": ...}`. */
export interface SequenceSummary {
  readonly status: SequenceStatus;
  readonly winner: number | null;
  readonly turn: number | null;
  readonly sides: SideCount;
  /** 10 rows of 10: `*` corner, `.` empty, `b`/`g`/`r` side 0/1/2, uppercase when locked in a sequence. */
  readonly board: string[];
  readonly sequences: number[];
  /** Each hand sorted as strings. */
  readonly hands: Card[][];
  readonly deck: number;
  readonly discards: Card[][];
}

const CHIP_LETTERS = ["b", "g", "r"] as const;

export function summary(state: SequenceState): SequenceSummary {
  const locked = lockedCells(state.sequences);
  const board = Array.from({ length: BOARD_SIZE }, (_, row) => {
    let line = "";
    for (let col = 0; col < BOARD_SIZE; col++) {
      const index = cellIndex(row, col);
      const chip = state.chips[index] ?? null;
      const letter = isCorner(index) ? "*" : chip === null ? "." : CHIP_LETTERS[chip];
      line += locked[index] ? letter.toUpperCase() : letter;
    }
    return line;
  });
  return {
    status: state.status,
    winner: state.winner,
    turn: state.turn,
    sides: state.sides,
    board,
    sequences: sequenceCounts(state.sequences, state.sides),
    hands: state.hands.map((hand) => hand.slice().sort()),
    deck: state.deck.length,
    discards: state.discards.map((pile) => pile.slice()),
  };
}
