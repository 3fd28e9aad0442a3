import { CHIP_CELLS, cardCells, cellIndex } from "../board";
import { ALL_CARDS, type Card, cardKind } from "../cards";
import { isRemovable } from "../legal";
import { lockedCells } from "../sequences";
import type { RecordedSequence, SequenceAction, SequenceView, Side } from "../types";
import { MEDIUM_WEIGHTS, Scorer } from "./score";
import { type Board, boardFacts, handSituation } from "./situation";

/**
 * Reading the other seats' hands from how they played. A seat that played card
 * P when a card C in its hand would have scored clearly better (by the medium
 * heuristic, whose score of a card depends only on the board) probably did not
 * hold C then. Hands list cards in the order they came in, and a seat draws one
 * card after each play, removal or exchange; so the card k-th from the end of a
 * hand now came in after that seat's k-th last move, and every older card was in
 * the hand during it. Sampling a hand slot by slot, the oldest first, with each
 * card weighted by how well it fits the moves it sat through, gives deals that
 * agree with the play (an approximation of the posterior: it takes every card a
 * seat played since as drawn before, and ignores the pool shrinking as it is dealt).
 */

import type { HandModel } from "./sample";

/** The best heuristic score of each card on a board, for a seat of `side`, and the score of the move it made. */
function misfits(board: Board, seat: number, action: SequenceAction, temperature: number): Float64Array {
  const facts = boardFacts(board);
  const scorer = new Scorer(handSituation(facts, seat, []), MEDIUM_WEIGHTS);
  const played = scorer.action(action);
  const side = (seat % board.sides) as Side;
  const locked = lockedCells(board.sequences);
  const best = (card: Card, cells: readonly number[], type: "play" | "remove"): number => {
    let top = Number.NEGATIVE_INFINITY;
    for (const cell of cells) {
      const chip = board.chips[cell] ?? null;
      const legal = type === "play" ? chip === null : isRemovable(chip, side, locked[cell] ?? false);
      if (!legal) continue;
      top = Math.max(top, scorer.action({ type, card, cell: [Math.floor(cell / 10), cell % 10] }));
    }
    return top;
  };
  const twoEyed = best("JD", CHIP_CELLS, "play");
  const oneEyed = best("JS", CHIP_CELLS, "remove");
  return Float64Array.from(ALL_CARDS, (card) => {
    const kind = cardKind(card);
    const top =
      kind === "twoEyedJack" ? twoEyed : kind === "oneEyedJack" ? oneEyed : best(card, cardCells(card), "play");
    return Math.exp(-Math.max(0, top - played) / temperature);
  });
}

/**
 * For every seat but the viewer's, the slot weights implied by its latest
 * moves (`horizon` of them at most). Replays the public history from the empty
 * board to see each of those moves on the board it was made on.
 */
export function handModel(view: SequenceView, viewer: number, temperature: number, horizon: number): HandModel {
  // Each seat's moves that were followed by a draw, most recent first: [history index, is a board move].
  const moves = new Map<number, number[]>();
  for (let at = view.history.length - 1; at >= 0; at--) {
    const event = view.history[at];
    if (!event || event.type === "pass" || !("seat" in event) || event.seat === viewer) continue;
    const list = moves.get(event.seat) ?? [];
    if (list.length < horizon) list.push(at);
    moves.set(event.seat, list);
  }
  const fits = new Map<number, Float64Array>();
  const wanted = new Set([...moves.values()].flat());
  const chips: (Side | null)[] = new Array(view.chips.length).fill(null);
  const sequences: RecordedSequence[] = [];
  let discards: Card[][] = view.discards.map(() => []);
  view.history.forEach((event, at) => {
    switch (event.type) {
      case "play":
      case "remove": {
        if (wanted.has(at)) {
          const board: Board = { chips, sequences, sides: view.sides, discards };
          const { type, card, cell } = event;
          fits.set(at, misfits(board, event.seat, { type, card, cell }, temperature));
        }
        chips[cellIndex(event.cell[0], event.cell[1])] =
          event.type === "play" ? ((event.seat % view.sides) as Side) : null;
        discards[event.seat]?.push(event.card);
        break;
      }
      case "exchange":
        discards[event.seat]?.push(event.card);
        break;
      case "sequence":
        sequences.push({ side: event.side, cells: event.cells });
        break;
      case "reshuffle":
        discards = discards.map(() => []);
        break;
    }
  });
  const model = new Map<number, Float64Array[]>();
  view.handCounts.forEach((count, seat) => {
    if (seat === viewer) return;
    const recent = moves.get(seat) ?? [];
    model.set(
      seat,
      Array.from({ length: count }, (_, slot) => {
        // The card in `slot` (0 = oldest) came in before the seat's last (count - 1 - slot) moves and sat through them.
        const weights = new Float64Array(ALL_CARDS.length).fill(1);
        for (const at of recent.slice(0, count - 1 - slot)) {
          const fit = fits.get(at);
          if (fit)
            for (let card = 0; card < weights.length; card++)
              weights[card] = (weights[card] as number) * (fit[card] as number);
        }
        return weights;
      }),
    );
  });
  return model;
}
