import { CELL_COUNT, CHIP_CELLS, cardCells, cellAt } from "./board";
import { ALL_CARDS, type Card, cardIndex, cardKind } from "./cards";
import { lockedCells } from "./sequences";
import { sideOf } from "./table";
import type { RecordedSequence, SequenceAction, SequenceState, Side } from "./types";

/**
 * What decides the acting seat's legal actions. Both the full state and that
 * seat's own view provide it, so `actions` and `viewActions` share one code path
 * and cannot disagree.
 */
export interface Position {
  readonly hand: readonly Card[];
  readonly chips: readonly (Side | null)[];
  readonly sequences: readonly RecordedSequence[];
  readonly side: Side;
  readonly exchanged: boolean;
}

/** The position of `seat` in the full state. */
export const statePosition = (state: SequenceState, seat: number): Position => ({
  hand: state.hands[seat] ?? [],
  chips: state.chips,
  sequences: state.sequences,
  side: sideOf(seat, state.sides),
  exchanged: state.exchanged,
});

/** Dead: both spaces of an ordinary card hold a chip. Jacks have no space and are never dead. */
export const isDead = (card: Card, chips: readonly (Side | null)[]): boolean =>
  cardKind(card) === "ordinary" && cardCells(card).every((cell) => chips[cell] !== null);

/** A chip a one-eyed Jack of `side` may take: an opponent's chip not locked in a sequence. */
export const isRemovable = (chip: Side | null, side: Side, locked: boolean): boolean =>
  chip !== null && chip !== side && !locked;

/** Whether some card in hand can be played now (if not, the seat may pass). Exchanges do not count. */
export function hasPlayableCard(position: Position): boolean {
  const { chips, side } = position;
  let locked: boolean[] | undefined;
  for (const card of position.hand) {
    switch (cardKind(card)) {
      case "ordinary":
        if (cardCells(card).some((cell) => chips[cell] === null)) return true;
        break;
      case "twoEyedJack":
        if (CHIP_CELLS.some((cell) => chips[cell] === null)) return true;
        break;
      case "oneEyedJack":
        locked ??= lockedCells(position.sequences);
        if (CHIP_CELLS.some((cell) => isRemovable(chips[cell] ?? null, side, locked?.[cell] ?? false))) return true;
        break;
    }
  }
  return false;
}

// Listing every action for a two-eyed Jack means up to 96 objects per card per
// call; bots and benches list actions on every step. Each possible action object
// is therefore built once here, frozen, and shared: listing only pushes references.
const PASS: SequenceAction = Object.freeze({ type: "pass" });
const EXCHANGES: readonly SequenceAction[] = ALL_CARDS.map((card) => Object.freeze({ type: "exchange", card }));
const BOARD_ACTIONS: readonly (SequenceAction | undefined)[] = ALL_CARDS.flatMap((card) => {
  const kind = cardKind(card);
  const type = kind === "oneEyedJack" ? "remove" : "play";
  const cells = kind === "ordinary" ? cardCells(card) : CHIP_CELLS;
  const row = new Array<SequenceAction | undefined>(CELL_COUNT).fill(undefined);
  for (const cell of cells) row[cell] = Object.freeze({ type, card, cell: cellAt(cell) });
  return row;
});
const boardAction = (card: Card, cell: number): SequenceAction =>
  BOARD_ACTIONS[cardIndex(card) * CELL_COUNT + cell] as SequenceAction;

/**
 * Every legal action of the seat to act, in a stable order: one `exchange` per
 * distinct dead card (unless already exchanged this turn), then for each
 * distinct card in canonical order (ALL_CARDS) its `play` or `remove` actions by
 * space in reading order, then `pass` exactly when no card can be played. Two
 * copies of a card give the same actions and are listed once. The returned
 * action objects are shared and frozen.
 */
export function legalActions(position: Position): SequenceAction[] {
  const { chips, side } = position;
  const cards = [...new Set(position.hand)].sort((a, b) => cardIndex(a) - cardIndex(b));
  const result: SequenceAction[] = [];
  if (!position.exchanged) {
    for (const card of cards) if (isDead(card, chips)) result.push(EXCHANGES[cardIndex(card)] as SequenceAction);
  }
  const exchanges = result.length;
  let locked: boolean[] | undefined;
  for (const card of cards) {
    switch (cardKind(card)) {
      case "ordinary":
        for (const cell of cardCells(card)) if (chips[cell] === null) result.push(boardAction(card, cell));
        break;
      case "twoEyedJack":
        for (const cell of CHIP_CELLS) if (chips[cell] === null) result.push(boardAction(card, cell));
        break;
      case "oneEyedJack":
        locked ??= lockedCells(position.sequences);
        for (const cell of CHIP_CELLS) {
          if (isRemovable(chips[cell] ?? null, side, locked[cell] ?? false)) result.push(boardAction(card, cell));
        }
        break;
    }
  }
  if (result.length === exchanges) result.push(PASS);
  return result;
}
