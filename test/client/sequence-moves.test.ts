import { describe, expect, it } from "vitest";
import {
  canPass,
  exchangeableCards,
  indexOf,
  lastMove,
  legalCells,
  playableCards,
} from "../../client/games/sequence/moves";
import {
  cardKind,
  isDead,
  lockedCells,
  type SequenceState,
  type SequenceView,
  sequence,
} from "../../shared/games/sequence";
import { randomGame, TABLES } from "../sequence/helpers";

/** Cells of a card's board actions, as the engine lists them. */
const engineCells = (actions: ReturnType<typeof sequence.viewActions>, card: string): number[] =>
  actions.flatMap((a) => (a.type !== "exchange" && a.type !== "pass" && a.card === card ? [indexOf(a.cell)] : []));

const sorted = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b);

/**
 * Reachable positions from random legal games: every table, seeded shuffles and
 * small random deals (which run into dead cards and empty decks), sampled all
 * along each game.
 */
function* positions(): Generator<SequenceState> {
  for (const table of TABLES) {
    for (let seed = 0; seed < 6; seed++) {
      const game = randomGame({ table, seed, dealSeed: seed % 2 === 0 ? undefined : seed, maxSteps: 400 });
      for (let i = 0; i < game.states.length; i += 7) yield game.states[i] as SequenceState;
      yield game.states.at(-1) as SequenceState;
    }
  }
}

describe("Sequence board highlighting", () => {
  it("highlights exactly the cells of each hand card's legal actions, Jacks included", () => {
    const seen = { ordinary: 0, twoEyedJack: 0, oneEyedJack: 0, exchange: 0, pass: 0 };
    for (const state of positions()) {
      for (let seat = 0; seat < state.players; seat++) {
        const view: SequenceView = sequence.view(state, seat);
        const actions = sequence.viewActions(view);
        const fromState = sequence.actions(state, seat);
        const locked = lockedCells(view.sequences);
        for (const card of view.hand ?? []) {
          const cells = legalCells(actions, card);
          expect(sorted(cells.keys())).toEqual(sorted(engineCells(actions, card)));
          expect(sorted(cells.keys())).toEqual(sorted(engineCells(fromState, card)));
          for (const [cell, action] of cells) {
            expect(action.card).toBe(card);
            expect(indexOf(action.cell)).toBe(cell);
          }
          // Sanity of the highlight against what the player sees on the board.
          const kind = cardKind(card);
          for (const cell of cells.keys()) {
            if (kind === "oneEyedJack") {
              expect(view.chips[cell]).not.toBeNull();
              expect(view.chips[cell]).not.toBe(view.seatSides[seat]);
              expect(locked[cell]).toBe(false);
            } else {
              expect(view.chips[cell]).toBeNull();
            }
          }
          if (cells.size > 0) seen[kind]++;
          expect(playableCards(actions).has(card)).toBe(cells.size > 0);
          // Dead: flagged for exchange exactly when the engine offers the exchange.
          const exchange = actions.some((a) => a.type === "exchange" && a.card === card);
          expect(exchangeableCards(actions).has(card)).toBe(exchange);
          expect(exchange).toBe(state.turn === seat && !view.exchanged && isDead(card, view.chips));
          if (exchange) seen.exchange++;
        }
        expect(canPass(actions)).toBe(actions.some((a) => a.type === "pass"));
        if (canPass(actions)) seen.pass++;
        if (seat !== state.turn) expect(actions).toEqual([]);
      }
      // A spectator holds no cards and has nothing to highlight.
      const spectator = sequence.view(state, null);
      expect(spectator.hand).toBeNull();
      expect(sequence.viewActions(spectator)).toEqual([]);
    }
    // The sample must reach every kind of card and both special moves, or it proves little.
    expect(seen.ordinary).toBeGreaterThan(50);
    expect(seen.twoEyedJack).toBeGreaterThan(5);
    expect(seen.oneEyedJack).toBeGreaterThan(5);
    expect(seen.exchange).toBeGreaterThan(0);
  });

  it("highlights nothing when no card is chosen", () => {
    const game = randomGame({ table: { players: 2, sides: 2 }, seed: 1, maxSteps: 10 });
    const state = game.states.at(-1) as SequenceState;
    const view = sequence.view(state, state.turn);
    expect(legalCells(sequence.viewActions(view), null).size).toBe(0);
  });
});

describe("the last move marked on the board", () => {
  it("is the space of the latest play or removal, and says which, whatever events came after it", () => {
    expect(lastMove([])).toBeNull();
    const history = [
      { type: "play", seat: 0, card: "7H", cell: [2, 3] },
      { type: "remove", seat: 1, card: "JS", cell: [2, 3] },
      { type: "pass", seat: 0 },
    ] as unknown as Parameters<typeof lastMove>[0];
    expect(lastMove(history)).toEqual({ index: 23, type: "remove" });
    expect(lastMove(history.slice(0, 1))).toEqual({ index: 23, type: "play" });
  });
});
