/**
 * What the replay page needs of a game: its rules (to play the record again in
 * the browser), a view that shows every card, a board to draw that view with,
 * and what each move did in words. Only the rules' pure functions: no bots, no
 * room. Types only (and the line that erases them): importing this file loads no game.
 * It sits with the games' contract (./contract.ts), not with the replay page, so the
 * dependency goes one way: client/replay/ uses client/games/, which uses nothing of it.
 */
import type { FunctionComponent } from "preact";
import type { AnyGame } from "../../shared/engine";
import type { RoomView } from "../../shared/protocol";
import type { MessageKey } from "../i18n";

export interface ReplayBoardProps<V> {
  /** Everything, every hidden card shown (the game's reveal). */
  readonly view: V;
  /** The room as it was at the end: names and colours of the seats. Nobody can act in it. */
  readonly room: RoomView;
  /**
   * The move that wrote each line of the log, by line (client/replay/frames.ts `movesOfLines`), where the game
   * says how many lines a view's log shows: a log numbered by move, as the page's counter counts.
   */
  readonly lineMoves?: readonly number[] | undefined;
}

export interface ReplayGame<V = unknown> {
  /** The game's name in the catalog. */
  readonly name: MessageKey;
  /** The game's own setup, apply and timeout: what replaying a record needs. */
  readonly rules: Pick<AnyGame, "setup" | "apply" | "timeout">;
  /** Each seat's colour and side, as the room seated them. */
  readonly seating: (players: number, options: unknown) => { color: string; side: number | null }[];
  /** The view of someone who sees everything (shared/games/<id>/reveal.ts). */
  readonly reveal: (state: unknown) => V;
  readonly Board: FunctionComponent<ReplayBoardProps<V>>;
  /** What the move from `before` to `after` did, in plain sentences (for the live region and the move line). */
  readonly said: (before: V, after: V, room: RoomView) => string[];
  /**
   * How many lines the view's log shows, for a log that numbers its lines (Spy's): one move may write several
   * (a spy, the blast, the win), and the page numbers them by the move that wrote them.
   */
  readonly logLines?: (view: V) => number;
  /** What the first frame shows, where the shell's "every card is face up" is not so (Spy: no base is arranged yet). */
  readonly start?: (view: V) => string;
}

/**
 * A game's replay part with its view type erased, as the registry holds it:
 * safe because the page hands a board only the views that game's own `reveal` made.
 */
export function shellReplayGame<V>(game: ReplayGame<V>): ReplayGame {
  return game as unknown as ReplayGame;
}
