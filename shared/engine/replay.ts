import type { AnyGame } from "./game";
import { applyEntry, type LogEntry, startGame } from "./log";

/** One line of replay output for one action (docs/replay-format.md). */
export type ReplayLine =
  | { readonly i: number; readonly ok: true }
  | { readonly i: number; readonly ok: false; readonly error: string; readonly message: string };

/** A replayed game: a line per action, the final summary and the final state. */
export interface Replayed {
  readonly lines: ReplayLine[];
  readonly final: unknown;
  readonly state: unknown;
}

/** Why a replay file cannot be replayed at all (the tool exits 2 with this message). */
export class UnusableReplay extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Replays a parsed replay file (docs/replay-format.md) with the rules engine. Throws
 * UnusableReplay for a file that cannot be replayed; refused actions are
 * reported in their line and change nothing.
 */
export function replay(input: unknown, findGame: (id: unknown) => AnyGame | null): Replayed {
  if (!isRecord(input)) throw new UnusableReplay("the file must hold a JSON object");
  const game = findGame(input.game);
  if (!game) throw new UnusableReplay(`unknown game: ${JSON.stringify(input.game ?? null)}`);
  const players = input.players;
  if (typeof players !== "number" || !Number.isInteger(players)) {
    throw new UnusableReplay("players must be a whole number");
  }
  const checked = game.check(players, input.options);
  if (!checked.ok) throw new UnusableReplay(`${checked.error.code}: ${checked.error.message}`);
  // Left out: seat 0. null: drawn from the seed, as a room does when nobody chose (a downloaded game says so).
  const first = input.first === undefined ? 0 : input.first;
  if (first !== null && (typeof first !== "number" || !Number.isInteger(first) || first < 0 || first >= players)) {
    throw new UnusableReplay(`first must be a seat from 0 to ${players - 1}, or null`);
  }
  const seed = typeof input.seed === "string" ? input.seed : JSON.stringify(input.seed ?? "");
  const actions = input.actions ?? [];
  if (!Array.isArray(actions)) throw new UnusableReplay("actions must be a list");
  const generator = input.generator ?? "sha256";
  if (generator !== "sha256" && generator !== "sfc32")
    throw new UnusableReplay('generator must be "sha256" or "sfc32"');
  const start = {
    players,
    options: checked.value,
    seed,
    first,
    generator,
    ...("deal" in input ? { deal: input.deal } : {}),
  } as const;
  const setup = startGame(game, start);
  if (!setup.ok) throw new UnusableReplay(`${setup.error.code}: ${setup.error.message}`);

  let state: unknown = setup.value;
  const lines: ReplayLine[] = actions.map((entry: unknown, i): ReplayLine => {
    const timedOut = isRecord(entry) && entry.timeout === true && !("seat" in entry);
    const seat = isRecord(entry) ? entry.seat : undefined;
    if (!timedOut && (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= players)) {
      return { i, ok: false, error: "BAD_SEAT", message: `Each action needs a seat from 0 to ${players - 1}.` };
    }
    const logEntry: LogEntry = timedOut
      ? { timeout: true }
      : { seat: seat as number, action: isRecord(entry) ? entry.action : undefined };
    const result = applyEntry(game, state, logEntry);
    if (!result.ok) return { i, ok: false, error: result.error.code, message: result.error.message };
    state = result.value;
    return { i, ok: true };
  });
  return { lines, final: game.summary(state), state };
}

/** The tool's stdout for a replay: JSON Lines, one per action, then the final summary. */
export function replayOutput(replayed: Replayed): string {
  const out = replayed.lines.map((line) => JSON.stringify(line));
  out.push(JSON.stringify({ final: replayed.final }));
  return `${out.join("\n")}\n`;
}
