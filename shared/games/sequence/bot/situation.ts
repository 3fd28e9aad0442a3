import { CELL_COUNT, spaceAt } from "../board";
import { ALL_CARDS, type Card, cardIndex, cardKind } from "../cards";
import { sequenceCounts } from "../sequences";
import { sequencesToWin } from "../table";
import type { RecordedSequence, SequenceState, SequenceView, Side, SideCount } from "../types";
import { type Tally, tally } from "./lines";

/** What scoring a move needs to know: the board from the mover's side, and what the mover knows of the cards. */
export interface Situation {
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  readonly sides: SideCount;
  /** The side that moves. */
  readonly side: Side;
  readonly hand: readonly Card[];
  /** Sequences the mover's side already holds, and how many win. */
  readonly made: number;
  readonly needed: number;
  readonly tally: Tally;
  /**
   * For each space, copies of its card the mover holds (`held`) and copies the
   * mover has not seen (`unseen`: in other hands or the draw pile). A space
   * whose card is held can be filled at will; one whose copies are all spent
   * only by a two-eyed Jack.
   */
  readonly held: Uint8Array;
  readonly unseen: Uint8Array;
  /** Two-eyed Jacks in the mover's hand. */
  readonly wilds: number;
}

/** The board and the public piles: what every seat knows. */
export interface Board {
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  readonly sides: SideCount;
  readonly discards: readonly (readonly Card[])[];
}

/** Index in ALL_CARDS of the card each space shows; -1 on the corners. */
export const CELL_CARD: Int8Array = Int8Array.from({ length: CELL_COUNT }, (_, cell) => {
  const space = spaceAt(cell);
  return space === "XX" ? -1 : cardIndex(space);
});

/** Copies of every card in some piles, by card index. */
function countCards(piles: readonly (readonly Card[])[]): Uint8Array {
  const counts = new Uint8Array(ALL_CARDS.length);
  for (const pile of piles) for (const card of pile) counts[cardIndex(card)] = (counts[cardIndex(card)] as number) + 1;
  return counts;
}

/** What a board says to every seat, worked out once and shared by the situations of any hand on it. */
export interface BoardFacts {
  readonly board: Board;
  readonly tally: Tally;
  readonly discarded: Uint8Array;
  readonly counts: readonly number[];
}

/** `known`: the board's tally when the caller already has it. */
export const boardFacts = (board: Board, known?: Tally): BoardFacts => ({
  board,
  tally: known ?? tally(board.chips, board.sequences),
  discarded: countCards(board.discards),
  counts: sequenceCounts(board.sequences, board.sides),
});

/** The situation of `seat` holding `hand` on a board. */
export function handSituation(facts: BoardFacts, seat: number, hand: readonly Card[]): Situation {
  const { board, discarded } = facts;
  const side = (seat % board.sides) as Side;
  const inHand = countCards([hand]);
  const held = new Uint8Array(CELL_COUNT);
  const unseen = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const card = CELL_CARD[cell] as number;
    if (card < 0) continue;
    held[cell] = inHand[card] as number;
    unseen[cell] = Math.max(0, 2 - (inHand[card] as number) - (discarded[card] as number));
  }
  let wilds = 0;
  for (const card of hand) if (cardKind(card) === "twoEyedJack") wilds++;
  return {
    chips: board.chips,
    sequences: board.sequences,
    sides: board.sides,
    side,
    hand,
    made: facts.counts[side] ?? 0,
    needed: sequencesToWin(board.sides),
    tally: facts.tally,
    held,
    unseen,
    wilds,
  };
}

/** The viewing seat's situation, from its own view (a bot's real decision). */
export const viewSituation = (view: SequenceView, seat: number): Situation =>
  handSituation(boardFacts(view), seat, view.hand ?? []);

/** Any seat's situation in a full (sampled) state, for the moves simulated in a search. */
export const stateSituation = (state: SequenceState, seat: number, known?: Tally): Situation =>
  handSituation(boardFacts(state, known), seat, state.hands[seat] ?? []);
