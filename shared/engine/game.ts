import type { RuleError } from "./errors";
import type { Random } from "./random";
import type { Result } from "./result";
import type { DealGenerator } from "./rng";

/**
 * Why a game ended without a winner, in words every game shares (each has a
 * message in the client's catalog): the TURN_LIMIT-th turn ended (`turnLimit`),
 * every player passed in a row, nobody able to play (`passes`), or the best
 * scores are equal (`tie`).
 */
export type DrawReason = "turnLimit" | "passes" | "tie";

/**
 * How a finished game ended. `seats` are all winning seats (a whole team in
 * Sequence). Public: the room sends it to everyone, so the client says who won
 * without reading any game's view.
 */
export type Outcome =
  | { readonly kind: "won"; readonly seats: readonly number[] }
  | { readonly kind: "draw"; readonly reason: DrawReason };

/** How well a computer player plays. */
export const BOT_LEVELS = ["easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a game needs besides its options to lay out a new game. */
export interface SetupParams {
  /** Seeds every random choice of the game (deal, shuffles, reshuffles). */
  readonly seed: string;
  /** Seat to act first; when absent the game draws it from the seeded RNG. */
  readonly first?: number;
  /** A fixed deal for tests and bug reports, in the game's own format (docs/replay-format.md). */
  readonly deal?: unknown;
  /** The generator the deal draws from; absent: "sha256" (rng.ts: "sfc32" only for games begun before it). */
  readonly generator?: DealGenerator;
}

/**
 * The one contract every game implements. All functions are pure: they never
 * mutate their inputs and touch no clock, network, storage or Math.random.
 * S: full state (never leaves the room); A: action; V: one seat's view; O: options.
 */
export interface Game<S, A, V, O> {
  readonly id: string;
  /** Accepts a player count and raw options (any JSON), or explains why not. Returns normalised options. */
  check(players: number, options: unknown): Result<O, RuleError>;
  /**
   * Each seat's colour and side at a table, for the lobby and for team chat: the side
   * a seat plays for (a Sequence player or team), or null in a game where every seat
   * plays for itself (Spy). [] when `check` refuses the table.
   */
  seating(players: number, options: unknown): { color: string; side: number | null }[];
  /** A new game. Refuses a bad `first` or `deal`; options must have passed `check`. */
  setup(players: number, options: O, params: SetupParams): Result<S, RuleError>;
  /** The only way state changes. `action` may be any JSON value; never throws. */
  apply(state: S, seat: number, action: unknown): Result<S, RuleError>;
  /** Everything `seat` may know (null: a spectator). The only door out of the room. */
  view(state: S, seat: number | null): V;
  /** Every legal action of `seat` now, in a stable order. */
  actions(state: S, seat: number): A[];
  /** The same list as `actions`, computed from that seat's own view (client highlighting, bots). */
  viewActions(view: V): A[];
  /**
   * One legal action of the viewing seat chosen at random, or null when it has none.
   * Usually a uniform pick from `viewActions`; a game whose legal set is too large to
   * list (Spy's arrangements) draws from it directly. Used by scripted clients and benches.
   */
  randomAction(view: V, rng: Random): A | null;
  /**
   * A computer player's next action for the viewing seat, or null when that seat has
   * nothing to do. It sees only the seat's view (fair by construction: it cannot
   * read the true state) and draws all randomness from `rng`, so the same view and
   * seed give the same choice. Its work is bounded by iterations, not time.
   */
  bot(view: V, level: BotLevel, rng: Random): A | null;
  /** Seats that may act now (empty when the game is over). */
  toAct(state: S): number[];
  /**
   * The seats the game cannot go on without, in `toAct`'s order: a subset of
   * `toAct`. The room sends this as the public "whose turn it is" (the state
   * message's `toAct`), so a player is told it is their turn only when the game
   * waits for them. Left out, it is `toAct` (see `waitingFor` below); a game
   * gives it when some seats may act without being waited for (Spy's arranging:
   * every seat may re-arrange, but play starts once the last seat has arranged).
   */
  waitingFor?(state: S): number[];
  /** What happens when the turn timer runs out: the game's own way to pass the turn. Null when nothing can be forced. */
  timeout(state: S): S | null;
  /** How the game ended, or null while it goes on. */
  outcome(state: S): Outcome | null;
  /** The final summary of docs/replay-format.md for this game. */
  summary(state: S): unknown;
  /**
   * How many events the views' public history holds now, for a game whose views carry one: the room
   * notes which of them a computer made for a seat whose player was away (a stand-in), so that player's
   * log can say so after a reload. Left out, the room notes nothing.
   */
  historyLength?(state: S): number;
}

/** A game with its type parameters erased, as the room and the replay tool hold it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of different types; each is type-checked where it is defined
export type AnyGame = Game<any, any, any, any>;

/** The seats `game` waits for in `state`: its own `waitingFor`, else everyone who may act. */
export function waitingFor(game: AnyGame, state: unknown): number[] {
  return game.waitingFor ? game.waitingFor(state) : game.toAct(state);
}
