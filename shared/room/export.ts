/**
 * A finished match as a replay file (docs/replay-format.md): the one game
 * record, which `npm run replay` plays to the same end and the replay page
 * steps through. Only once the match is over: its seed decides every hidden
 * card, so before the end it would give the game away.
 */
import type { AnyGame, GameFile } from "../engine";
import { generatorOf } from "./record";
import type { LogEntry, RoomModel, RoomRecord } from "./types";

/** A finished game's file but its actions. */
export type GameFileHead = Omit<GameFile, "actions">;

export function finishedGame(game: AnyGame, model: RoomModel): GameFile | null {
  const { state, log } = model;
  const head = finishedHead(model.record);
  if (!head || state === null || game.outcome(state) === null) return null;
  return { ...head, actions: fileActions(log) };
}

/** The file of the record's match but its actions, once the match is over (null before). */
export function finishedHead(record: RoomRecord): GameFileHead | null {
  const match = record.match;
  if (record.phase !== "over" || !match) return null;
  const names = record.seats.map((s, i) =>
    s.kind === "human" ? s.name : s.kind === "bot" ? `computer (${s.level})` : `seat ${i + 1}`,
  );
  return {
    game: record.game,
    players: match.players,
    options: match.options,
    first: match.first,
    seed: match.seed,
    ...(match.deal !== undefined ? { deal: match.deal } : {}),
    // A file names its generator only when it is not the one the format assumes (a match begun before it).
    ...(generatorOf(match) === "sfc32" ? { generator: "sfc32" as const } : {}),
    names,
  };
}

/** A match's log as a file's actions: the message ids are the room's own business. */
export const fileActions = (log: readonly LogEntry[]): LogEntry[] =>
  log.map((entry) => ("timeout" in entry ? entry : { seat: entry.seat, action: entry.action }));
