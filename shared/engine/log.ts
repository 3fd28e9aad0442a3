/**
 * The one game record: how a game starts and the entries that happened in it.
 * The room stores its matches this way and rebuilds them on wake-up; the replay
 * tool reads the same entries from a file (docs/replay-format.md), so a game
 * downloaded from a room replays to the same end.
 */
import type { RuleError } from "./errors";
import type { AnyGame } from "./game";
import { fail, ok, type Result } from "./result";
import type { DealGenerator } from "./rng";

/**
 * One accepted change: an action of a seat (with the id of the message that
 * made it, in a room, so a retry is recognised), or a turn that timed out.
 */
export type LogEntry =
  | { readonly seat: number; readonly action: unknown; readonly id?: string }
  | { readonly timeout: true };

/**
 * A finished game as a file (docs/replay-format.md): what the room serves once
 * a match is over, what `npm run replay` reads and what the replay page steps through.
 */
export interface GameFile {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  /** null: the first seat was drawn from the seed. */
  readonly first: number | null;
  readonly seed: string;
  readonly deal?: unknown;
  /** The deal's generator when it is not "sha256": a match begun before the change says "sfc32". */
  readonly generator?: DealGenerator;
  /** Who sat where (people's names; a computer player's level). For people reading it: the tool ignores it. */
  readonly names: readonly string[];
  readonly actions: readonly LogEntry[];
}

/** Everything a game needs to be laid out again exactly. */
export interface GameStart {
  readonly players: number;
  /** Options as the game's `check` returned them. */
  readonly options: unknown;
  readonly seed: string;
  /** The seat to act first; null: drawn from the seed, as a room does when nobody chose. */
  readonly first: number | null;
  /** A fixed deal (tests and bug reports), in the game's own format. */
  readonly deal?: unknown;
  /** Absent: "sha256". */
  readonly generator?: DealGenerator;
}

export function startGame(game: Pick<AnyGame, "setup">, start: GameStart): Result<unknown, RuleError> {
  const params = {
    seed: start.seed,
    ...(start.first === null ? {} : { first: start.first }),
    ...(start.deal === undefined ? {} : { deal: start.deal }),
    ...(start.generator === undefined ? {} : { generator: start.generator }),
  };
  return game.setup(start.players, start.options, params);
}

/** The state after one entry, or why it was refused (a timeout with nothing to force is refused too). */
export function applyEntry(
  game: Pick<AnyGame, "apply" | "timeout">,
  state: unknown,
  entry: LogEntry,
): Result<unknown, RuleError> {
  if ("timeout" in entry) {
    const next = game.timeout(state);
    return next === null ? fail({ code: "NO_TIMEOUT", message: "Nothing is waiting on a turn timer now." }) : ok(next);
  }
  return game.apply(state, entry.seat, entry.action);
}

/**
 * The state a log leads to. The room's log holds accepted entries only, so a
 * refusal here means stored data does not fit the rules: it throws.
 */
export function replayLog(game: AnyGame, start: GameStart, log: readonly LogEntry[]): unknown {
  const setup = startGame(game, start);
  if (!setup.ok) throw new Error(`stored game cannot be set up: ${setup.error.code}`);
  let state = setup.value;
  for (const entry of log) {
    const next = applyEntry(game, state, entry);
    if (!next.ok) throw new Error(`stored entry refused on replay: ${next.error.code}`);
    state = next.value;
  }
  return state;
}
