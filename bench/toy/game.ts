/**
 * The toy game (board.ts) as a game of this project's room, so bench/vs-floor.ts
 * can run the room on the same work as the bare room and the other frameworks.
 * Registered by the bench's server entry only (server-entry.ts), like the
 * tests' fixture game (test/fixtures/high-card): never in the site's build.
 *
 * Nothing is hidden: every seat's view is the board and whose turn it is. When
 * the board is full the seat with more cells wins (with 81 cells, seat 0: the
 * toy is about the work of a move, not about winning). A turn that times out
 * claims the lowest free cell.
 */
import {
  CommonErrors,
  fail,
  type Game,
  ok,
  type Result,
  type Rng,
  type RuleError,
  ruleError,
} from "../../shared/engine";
import type { GameManifest } from "../../shared/games/manifest";
import { claim, emptyBoard, freeCells, isFreeCell, isFull } from "./board";

export interface ToyState {
  readonly board: string;
  /** The seat to claim next. */
  readonly turn: number;
}

export interface ToyAction {
  readonly type: "claim";
  readonly cell: number;
}

export interface ToyView {
  /** The viewer's seat, null for a spectator. */
  readonly seat: number | null;
  readonly board: string;
  /** The seat to claim next, null once the board is full. */
  readonly turn: number | null;
}

type ToyOptions = Record<string, never>;

export const TOY_ID = "toy";

/** Not offered by the site: registered by the bench's server only. */
export const toyManifest: GameManifest<typeof TOY_ID> = {
  id: TOY_ID,
  title: "Toy",
  nameKey: "toy.name",
  lineKey: "home.toy.line",
  playerCounts: [2],
  options: [],
  settings: [],
};

function check(players: number, options: unknown): Result<ToyOptions, RuleError> {
  if (players !== 2) return fail(ruleError(CommonErrors.BAD_PLAYER_COUNT, "The toy is for 2 players."));
  const empty =
    options === undefined ||
    (typeof options === "object" && options !== null && !Array.isArray(options) && Object.keys(options).length === 0);
  return empty ? ok({}) : fail(ruleError(CommonErrors.BAD_OPTIONS, "The toy has no options."));
}

const claimsOf = (board: string): ToyAction[] => freeCells(board).map((cell) => ({ type: "claim", cell }));

const cellsOf = (board: string, seat: number): number => board.split(String(seat)).length - 1;

export const toyGame: Game<ToyState, ToyAction, ToyView, ToyOptions> = {
  id: TOY_ID,
  check,
  seating: (players, options) =>
    check(players, options).ok
      ? [
          { color: "c0", side: null },
          { color: "c1", side: null },
        ]
      : [],
  setup(_players, _options, params) {
    const first = params.first ?? 0;
    if (first !== 0 && first !== 1) return fail(ruleError(CommonErrors.BAD_SETUP, "The first seat is 0 or 1."));
    if (params.deal !== undefined) return fail(ruleError(CommonErrors.BAD_SETUP, "The toy has no deal."));
    return ok({ board: emptyBoard(), turn: first });
  },
  apply(state, seat, action: unknown) {
    if (typeof action !== "object" || action === null || (action as { type?: unknown }).type !== "claim") {
      return fail(ruleError(CommonErrors.BAD_ACTION, "An action is { type: 'claim', cell }."));
    }
    if (seat !== 0 && seat !== 1) return fail(ruleError(CommonErrors.BAD_SEAT, "No such seat."));
    if (isFull(state.board)) return fail(ruleError(CommonErrors.GAME_OVER, "The board is full."));
    if (seat !== state.turn) return fail(ruleError(CommonErrors.NOT_YOUR_TURN, "The other seat claims now."));
    const cell = (action as { cell?: unknown }).cell;
    if (!isFreeCell(state.board, cell)) return fail(ruleError("NOT_FREE", "That cell is not free."));
    return ok({ board: claim(state.board, cell, seat), turn: 1 - seat });
  },
  view: (state, seat) => ({ seat, board: state.board, turn: isFull(state.board) ? null : state.turn }),
  actions: (state, seat) => (isFull(state.board) || seat !== state.turn ? [] : claimsOf(state.board)),
  viewActions: (view) => (view.seat === null || view.turn !== view.seat ? [] : claimsOf(view.board)),
  randomAction(view, rng: Rng) {
    const claims = toyGame.viewActions(view);
    return claims[rng.int(claims.length)] ?? null;
  },
  bot: (view) => toyGame.viewActions(view)[0] ?? null,
  toAct: (state) => (isFull(state.board) ? [] : [state.turn]),
  timeout(state) {
    const cell = freeCells(state.board)[0];
    return cell === undefined ? null : { board: claim(state.board, cell, state.turn), turn: 1 - state.turn };
  },
  outcome(state) {
    if (!isFull(state.board)) return null;
    const [zero, one] = [cellsOf(state.board, 0), cellsOf(state.board, 1)];
    return zero === one ? { kind: "draw", reason: "tie" } : { kind: "won", seats: [zero > one ? 0 : 1] };
  },
  summary: (state) => ({ board: state.board }),
};
