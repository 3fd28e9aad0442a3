import type { RngState } from "../../engine";
import type { Cell } from "./board";
import type { Card } from "./cards";

/** A player or team: 0 blue, 1 green, 2 red. Seat i belongs to side i mod sides. */
export type Side = 0 | 1 | 2;

/** Number of sides in a game. */
export type SideCount = 2 | 3;

/** Normalised options (after `check`): how many sides play. */
export interface SequenceOptions {
  readonly sides: SideCount;
}

/** Where the game stands. */
export type SequenceStatus = "playing" | "won" | "draw";

/** A completed sequence: permanent, its chips locked. `cells` are the five spaces in line order. */
export interface RecordedSequence {
  readonly side: Side;
  readonly cells: readonly Cell[];
}

/** Every action a seat can send (docs/replay-format.md, Actions — Sequence). */
export type SequenceAction =
  /** Discard a dead card and draw a replacement (once per turn, before playing). */
  | { readonly type: "exchange"; readonly card: Card }
  /** Play an ordinary card or a two-eyed Jack and place a chip. */
  | { readonly type: "play"; readonly card: Card; readonly cell: Cell }
  /** Play a one-eyed Jack and remove an opponent's chip. */
  | { readonly type: "remove"; readonly card: Card; readonly cell: Cell }
  /** Only when no card in hand can be played. */
  | { readonly type: "pass" };

/**
 * Public record of what happened, in order. Never holds a drawn card: it is in
 * the state and in every view as it is.
 */
export type SequenceEvent =
  | { readonly type: "exchange"; readonly seat: number; readonly card: Card }
  | { readonly type: "play"; readonly seat: number; readonly card: Card; readonly cell: Cell }
  | { readonly type: "remove"; readonly seat: number; readonly card: Card; readonly cell: Cell }
  /** `timeout`: the turn timer ran out and the server passed for the seat. */
  | { readonly type: "pass"; readonly seat: number; readonly timeout: boolean }
  | { readonly type: "sequence"; readonly side: Side; readonly cells: readonly Cell[] }
  /** The discard piles (`cards` of them, all public) became the new draw pile. */
  | { readonly type: "reshuffle"; readonly cards: number }
  | { readonly type: "won"; readonly side: Side; readonly seats: readonly number[] }
  /** No winner: as many passes in a row as players, or the TURN_LIMIT-th turn ended. */
  | { readonly type: "draw"; readonly reason: DrawReason };

/** Why a game ended in a draw: nobody could play (`passes`), or the bound on length (`turnLimit`). */
export type DrawReason = "passes" | "turnLimit";

/** The whole game. Never leaves the room: clients get `SequenceView`. */
export interface SequenceState {
  readonly players: number;
  readonly sides: SideCount;
  readonly status: SequenceStatus;
  /** Seat to act; null once the game is over. */
  readonly turn: number | null;
  /** Winning side; null unless won. */
  readonly winner: Side | null;
  /** Passes in a row; reaching `players` ends the game in a draw. */
  readonly passes: number;
  /** Turns ended so far (a play, a removal or a pass; an exchange does not end one); TURN_LIMIT ends the game. */
  readonly turns: number;
  /** Whether the seat to act has already exchanged a dead card this turn. */
  readonly exchanged: boolean;
  /** The chip on each space, row-major (index row * 10 + col); corners are always null. */
  readonly chips: readonly (Side | null)[];
  /** Completed sequences, in the order they were made. */
  readonly sequences: readonly RecordedSequence[];
  /** Each seat's hand in the order the cards came in. */
  readonly hands: readonly (readonly Card[])[];
  /** The draw pile, top first. */
  readonly deck: readonly Card[];
  /** Each seat's discard pile, oldest first. */
  readonly discards: readonly (readonly Card[])[];
  readonly rng: RngState;
  readonly history: readonly SequenceEvent[];
}

/** Everything one seat (or a spectator, seat null) may know. */
export interface SequenceView {
  /** Whose view this is; null for a spectator. */
  readonly seat: number | null;
  /** This seat's own hand (null for a spectator). Teammates' hands are never here. */
  readonly hand: readonly Card[] | null;
  readonly players: number;
  readonly sides: SideCount;
  /** Side of each seat. */
  readonly seatSides: readonly Side[];
  /** Sequences a side needs to win. */
  readonly sequencesToWin: number;
  readonly status: SequenceStatus;
  readonly turn: number | null;
  readonly winner: Side | null;
  readonly passes: number;
  /** Turns ended so far; the game ends in a draw at TURN_LIMIT. */
  readonly turns: number;
  /** Whether the seat to act has already exchanged a dead card this turn (exchanges are announced). */
  readonly exchanged: boolean;
  /** The chip on each space, row-major (index row * 10 + col). */
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  /** Number of cards in each seat's hand. */
  readonly handCounts: readonly number[];
  /** Number of cards in the draw pile. */
  readonly deckCount: number;
  readonly discards: readonly (readonly Card[])[];
  readonly history: readonly SequenceEvent[];
}
