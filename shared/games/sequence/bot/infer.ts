import { CHIP_CELLS, cardCells, cellAt, cellIndex } from "../board";
import { ALL_CARDS, type Card, cardKind } from "../cards";
import { isRemovable } from "../legal";
import { lockedCells } from "../sequences";
import type { SequenceAction, SequenceView, Side } from "../types";
import type { HandModel } from "./sample";
import { MEDIUM_WEIGHTS, Scorer } from "./score";
import { type Board, situation } from "./situation";

/*
 * Reading the other seats' hands from how they played. A seat that played a
 * card when another card would have scored clearly better (by the medium
 * heuristic, whose score of a card depends only on the board) probably did not
 * hold that other card then. Hands keep cards in the order they came in, and a
 * seat draws one card after each play, removal or exchange; so the card k-th
 * from the end of a hand now came in after that seat's k-th last move, and the
 * older cards sat in the hand through it. Each hand slot gets, per card, the
 * product of how well the card fits the moves it sat through, and the sampler
 * deals by those weights. It is an approximation of the posterior: it assumes
 * the cards played since a move were already in the hand at that move.
 */

/**
 * How likely a seat is to have held a card that was dead when it played without
 * exchanging first: exchanging a dead card is free and comes before the play,
 * so hardly ever (a person may still forget).
 */
const DEAD_FIT = 0.1;

/**
 * The least any card fits a move: even a seat that missed a win may have held
 * the winning card (a person can overlook it), so no card is ever ruled out.
 */
const MIN_FIT = 1e-4;

/**
 * How likely each of the 52 cards is to have been in the hand of `seat` when it
 * made `action` on `board`: exp(-(best score of the card - score of the move) /
 * temperature) but at least MIN_FIT, and 1 for a card that could not have done
 * better; DEAD_FIT for a dead card, unless the seat had just exchanged (once
 * per turn).
 */
function fitOfCards(
  board: Board,
  seat: number,
  action: SequenceAction,
  temperature: number,
  exchanged: boolean,
): Float64Array {
  const scorer = new Scorer(situation(board, seat), MEDIUM_WEIGHTS);
  const played = scorer.action(action);
  const side = (seat % board.sides) as Side;
  const locked = lockedCells(board.sequences);
  const best = (card: Card, cells: readonly number[], type: "play" | "remove"): number => {
    let top = Number.NEGATIVE_INFINITY;
    for (const cell of cells) {
      const chip = board.chips[cell] ?? null;
      const legal = type === "play" ? chip === null : isRemovable(chip, side, locked[cell] ?? false);
      if (legal) top = Math.max(top, scorer.action({ type, card, cell: cellAt(cell) }));
    }
    return top;
  };
  // All two-eyed Jacks score alike, and so do all one-eyed Jacks.
  const twoEyed = best("JD", CHIP_CELLS, "play");
  const oneEyed = best("JS", CHIP_CELLS, "remove");
  return Float64Array.from(ALL_CARDS, (card) => {
    const kind = cardKind(card);
    const top =
      kind === "twoEyedJack" ? twoEyed : kind === "oneEyedJack" ? oneEyed : best(card, cardCells(card), "play");
    // A dead card can only be played by exchanging it, which costs nothing and comes first.
    if (kind === "ordinary" && top === Number.NEGATIVE_INFINITY) return exchanged ? 1 : DEAD_FIT;
    return Math.max(MIN_FIT, Math.exp(-Math.max(0, top - played) / temperature));
  });
}

/** The side whose chip a removal at history index `at` took: the side that last played on that space before. */
function ownerRemoved(view: SequenceView, at: number, cell: number): Side {
  for (let before = at - 1; before >= 0; before--) {
    const event = view.history[before];
    if (event?.type === "play" && cellIndex(event.cell[0], event.cell[1]) === cell) {
      return (event.seat % view.sides) as Side;
    }
  }
  // Placed before the history began (a test position): some other side's.
  const remover = view.history[at];
  const side = remover && "seat" in remover ? remover.seat % view.sides : 0;
  return ((side + 1) % view.sides) as Side;
}

/** Whether `seat` exchanged a card just before its move at history index `at` (a reshuffle may come between). */
function exchangedBefore(view: SequenceView, at: number, seat: number): boolean {
  for (let before = at - 1; before >= 0; before--) {
    const event = view.history[before];
    if (event?.type === "reshuffle") continue;
    return event?.type === "exchange" && event.seat === seat;
  }
  return false;
}

/**
 * For every seat but the viewer's, the slot weights implied by its latest
 * moves (`horizon` of them at most). Each of those moves is judged on the board
 * it was made on, rebuilt by undoing the public history from the board now.
 */
export function handModel(view: SequenceView, viewer: number, temperature: number, horizon: number): HandModel {
  // Each seat's latest moves that were followed by a draw (history indices, most recent first).
  const moves = new Map<number, number[]>();
  for (let at = view.history.length - 1; at >= 0; at--) {
    const event = view.history[at];
    if (!event || !(event.type === "play" || event.type === "remove" || event.type === "exchange")) continue;
    if (event.seat === viewer) continue;
    const list = moves.get(event.seat) ?? [];
    if (list.length < horizon) list.push(at);
    moves.set(event.seat, list);
  }
  const wanted = new Set([...moves.values()].flat());
  const boardMoves = [...wanted].filter((at) => view.history[at]?.type !== "exchange").length;
  const fits = new Map<number, Float64Array>();
  const chips = view.chips.slice();
  let recorded = view.sequences.length;
  for (let at = view.history.length - 1; at >= 0 && fits.size < boardMoves; at--) {
    const event = view.history[at];
    if (event?.type === "sequence") recorded--;
    if (event?.type !== "play" && event?.type !== "remove") continue;
    const cell = cellIndex(event.cell[0], event.cell[1]);
    chips[cell] = event.type === "play" ? null : ownerRemoved(view, at, cell);
    if (wanted.has(at)) {
      const board: Board = { chips: chips.slice(), sequences: view.sequences.slice(0, recorded), sides: view.sides };
      const { type, card } = event;
      const exchanged = exchangedBefore(view, at, event.seat);
      fits.set(at, fitOfCards(board, event.seat, { type, card, cell: event.cell }, temperature, exchanged));
    }
  }
  const model = new Map<number, Float64Array[]>();
  view.handCounts.forEach((count, seat) => {
    if (seat === viewer) return;
    const recent = moves.get(seat) ?? [];
    const slots = Array.from({ length: count }, (_, slot) => {
      // Slot 0 is the oldest card: it sat through the seat's last (count - 1) moves.
      const weights = new Float64Array(ALL_CARDS.length).fill(1);
      for (const at of recent.slice(0, count - 1 - slot)) {
        const fit = fits.get(at);
        if (!fit) continue;
        for (let card = 0; card < weights.length; card++)
          weights[card] = (weights[card] as number) * (fit[card] as number);
      }
      return weights;
    });
    model.set(seat, slots);
  });
  return model;
}
