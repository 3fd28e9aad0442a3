import { sequenceCounts } from "../sequences";
import { sequencesToWin } from "../table";
import type { RecordedSequence, SequenceState, SequenceView, Side, SideCount } from "../types";
import { type Tally, tally } from "./lines";

/** What scoring a move needs: the board, seen from the side that moves. */
export interface Situation {
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  readonly sides: SideCount;
  /** The side that moves. */
  readonly side: Side;
  /** Sequences the mover's side already holds, and how many win. */
  readonly made: number;
  readonly needed: number;
  readonly tally: Tally;
}

/** The public board: what every seat knows of the chips. */
export interface Board {
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  readonly sides: SideCount;
}

/** The situation of a seat on `board`; `known` is the board's tally when the caller already has it. */
export function situation(board: Board, seat: number, known?: Tally): Situation {
  const side = (seat % board.sides) as Side;
  return {
    chips: board.chips,
    sequences: board.sequences,
    sides: board.sides,
    side,
    made: sequenceCounts(board.sequences, board.sides)[side] ?? 0,
    needed: sequencesToWin(board.sides),
    tally: known ?? tally(board.chips, board.sequences),
  };
}

/** The viewing seat's situation, from its own view (a bot's real decision). */
export const viewSituation = (view: SequenceView, seat: number): Situation => situation(view, seat);

/** Any seat's situation in a full (sampled) state, for the moves simulated in a search. */
export const stateSituation = (state: SequenceState, seat: number, known?: Tally): Situation =>
  situation(state, seat, known);
