/**
 * The viewing seat's legal moves, sorted for the board. Everything here only
 * filters the legal actions the shell hands the board (the game's `viewActions`):
 * the client never decides legality itself.
 */
import type { Card, SequenceAction, SequenceEvent } from "../../../shared/games/sequence/without-bots";

type BoardAction = Extract<SequenceAction, { type: "play" | "remove" }>;

const isBoardAction = (action: SequenceAction): action is BoardAction =>
  action.type === "play" || action.type === "remove";

/** Row-major index of a wire cell. */
export const indexOf = (cell: readonly [number, number]): number => cell[0] * 10 + cell[1];

/** For a chosen card: each space it may act on (row-major index) and the action that does it. */
export function legalCells(actions: readonly SequenceAction[], card: Card | null): Map<number, BoardAction> {
  const cells = new Map<number, BoardAction>();
  if (card === null) return cells;
  for (const action of actions)
    if (isBoardAction(action) && action.card === card) cells.set(indexOf(action.cell), action);
  return cells;
}

/** Cards in hand that may be exchanged as dead right now. */
export function exchangeableCards(actions: readonly SequenceAction[]): Set<Card> {
  return new Set(actions.flatMap((action) => (action.type === "exchange" ? [action.card] : [])));
}

/** Cards in hand that have at least one legal play or removal. */
export function playableCards(actions: readonly SequenceAction[]): Set<Card> {
  return new Set(actions.filter(isBoardAction).map((action) => action.card));
}

export const canPass = (actions: readonly SequenceAction[]): boolean => actions.some((a) => a.type === "pass");

/** The last play or removal: where, and which (a removal is marked where the chip was). */
export interface LastMove {
  readonly index: number;
  readonly type: "play" | "remove";
}

/** The last play or removal in a history, for the board's marker. */
export function lastMove(history: readonly SequenceEvent[]): LastMove | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const event = history[i];
    if (event?.type === "play" || event?.type === "remove") return { index: indexOf(event.cell), type: event.type };
  }
  return null;
}
