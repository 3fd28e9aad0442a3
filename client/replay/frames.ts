/**
 * A downloaded game (docs/replay-format.md, as the room serves it at
 * /parties/main/CODE?game) played again in the browser: every state from the
 * deal to the end, computed up front with the engine's own startGame and
 * applyEntry, each turned into a view that shows every card. Pure.
 */
import { applyEntry, type GameFile, type LogEntry, startGame } from "../../shared/engine/log";
import type { SeatView } from "../../shared/protocol";
import type { ReplayGame } from "../games/replay-contract";

export type { GameFile };

const isSeat = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isEntry(value: unknown): value is LogEntry {
  if (typeof value !== "object" || value === null) return false;
  if ("timeout" in value) return value.timeout === true;
  return "seat" in value && isSeat(value.seat) && "action" in value;
}

/** The file, if it has the shape of one (the rules check the rest while replaying). */
export function readGameFile(json: unknown): GameFile | null {
  if (typeof json !== "object" || json === null) return null;
  const file = json as Partial<Record<keyof GameFile, unknown>>;
  const ok =
    typeof file.game === "string" &&
    isSeat(file.players) &&
    typeof file.seed === "string" &&
    (file.first === null || isSeat(file.first)) &&
    (file.generator === undefined || file.generator === "sha256" || file.generator === "sfc32") &&
    Array.isArray(file.actions) &&
    file.actions.every(isEntry) &&
    (file.names === undefined || (Array.isArray(file.names) && file.names.every((n) => typeof n === "string")));
  return ok ? ({ ...file, names: file.names ?? [] } as GameFile) : null;
}

/**
 * Every view from the deal (index 0) to the end (index = number of entries),
 * or null when the rules refuse the file: a record the room kept always replays.
 */
export function replayViews<V>(game: ReplayGame<V>, file: GameFile): V[] | null {
  const start = startGame(game.rules, file);
  if (!start.ok) return null;
  let state = start.value;
  const views = [game.reveal(state)];
  for (const entry of file.actions) {
    const next = applyEntry(game.rules, state, entry);
    if (!next.ok) return null;
    state = next.value;
    views.push(game.reveal(state));
  }
  return views;
}

/**
 * The seats as the room named them in the file, for the boards' names: a
 * person's name, a computer player ("computer (hard)"), or an empty seat
 * ("seat 2"), so that names the page writes itself come in the reader's language.
 */
export function seatsOf(
  names: readonly string[],
  seating: readonly { color: string; side: number | null }[],
): SeatView[] {
  return seating.map(({ color, side }, seat) => {
    const name = names[seat] ?? "";
    const bot = name.match(/^computer \((easy|medium|hard)\)$/);
    if (bot) return { kind: "bot", color, side, level: bot[1] as "easy" | "medium" | "hard" };
    if (name === "" || name === `seat ${seat + 1}`) return { kind: "empty", color, side };
    return { kind: "human", color, side, name, connected: false };
  });
}

/**
 * The move that wrote each line of the last view's log, from how many lines each view's log shows, the deal's
 * first: `[0, 1, 1, 3]` (the deal none, move 1 one line, move 2 none, move 3 two) gives `[1, 3, 3]`. A line the
 * deal wrote is move 0.
 */
export function movesOfLines(lines: readonly number[]): number[] {
  const moves: number[] = [];
  lines.forEach((count, step) => {
    while (moves.length < count) moves.push(step);
  });
  return moves;
}
