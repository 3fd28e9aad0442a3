/**
 * Storage layout of a room (Durable Object storage, values ≤ 128 KiB each):
 * - `room` and `progress`: the RoomRecord, split so that a move rewrites only
 *   the few small fields it changes (`progress`: versions, log length, turn deadline);
 * - `log:<match>:<index>`: each accepted entry of the match's log under its own
 *   key, written once and never rewritten (an arrangement is the largest, ~150 bytes);
 * - `chat`: the last chat lines;
 * - `answers:<person>`: one person's retry memory (model/answers.ts), with when
 *   it was last written. A game action's id is kept with its log entry instead.
 * The game state itself is not stored: it is rebuilt by replaying the log, which
 * is also the proof that nothing accepted was lost.
 */

import type * as Party from "partykit/server";
import type { AnyGame } from "../shared/engine";
import { findGame } from "../shared/games";
import type { ChatEntry } from "../shared/protocol";
import {
  type Answer,
  type Change,
  type LogEntry,
  type Outcome,
  type RoomModel,
  type RoomRecord,
  replayMatch,
} from "./model";

/** The record's fields that most changes touch: stored under `progress`, apart from the rest. */
const PROGRESS_FIELDS = [
  "version",
  "lobbyVersion",
  "phase",
  "logLength",
  "freshFrom",
  "turnDeadline",
  "lastActive",
] as const;
type ProgressField = (typeof PROGRESS_FIELDS)[number];
export type Progress = Pick<RoomRecord, ProgressField>;
export type StableRecord = Omit<RoomRecord, ProgressField>;

export function progressOf(record: RoomRecord): Progress {
  const out: Record<string, unknown> = {};
  for (const field of PROGRESS_FIELDS) out[field] = record[field];
  return out as unknown as Progress;
}

export function stableOf(record: RoomRecord): StableRecord {
  const out: Record<string, unknown> = { ...record };
  for (const field of PROGRESS_FIELDS) delete out[field];
  return out as StableRecord;
}

/** Whether the part stored under `room` changed (the model keeps unchanged fields by reference). */
export function stableChanged(before: RoomRecord | undefined, after: RoomRecord): boolean {
  if (!before) return true;
  for (const key of Object.keys(after) as (keyof RoomRecord)[]) {
    if (!(PROGRESS_FIELDS as readonly string[]).includes(key) && before[key] !== after[key]) return true;
  }
  return false;
}

/** Whether the part stored under `progress` changed. */
export function progressChanged(before: RoomRecord | undefined, after: RoomRecord): boolean {
  return !before || PROGRESS_FIELDS.some((field) => before[field] !== after[field]);
}

/** All of one match's log keys start with this; listing them returns the log in order. */
export const logPrefix = (match: number) => `log:${match}:`;

export const logKey = (match: number, index: number) => `${logPrefix(match)}${String(index).padStart(6, "0")}`;

export const ANSWERS_PREFIX = "answers:";

/** Storage deletes at most this many keys per call. */
export const DELETE_BATCH = 128;

/** A room as stored, with its game state rebuilt by replaying the current match's log; null: no such room. */
export async function readRoom(storage: Party.Storage): Promise<{ game: AnyGame; model: RoomModel } | null> {
  const stable = await storage.get<StableRecord>("room");
  if (!stable) return null;
  const record = { ...stable, ...(await storage.get<Progress>("progress")) } as RoomRecord;
  const game = findGame(record.game);
  if (!game) throw new Error(`room holds unknown game ${record.game}`);
  const chat = (await storage.get<ChatEntry[]>("chat")) ?? [];
  const answers = new Map<string, readonly Answer[]>();
  const stamped = await storage.list<{ at: number; answers: Answer[] }>({ prefix: ANSWERS_PREFIX });
  // Oldest first, as the retry memory keeps them.
  for (const [key, value] of [...stamped].sort((a, b) => a[1].at - b[1].at)) {
    answers.set(key.slice(ANSWERS_PREFIX.length), value.answers);
  }
  let state: unknown = null;
  let log: LogEntry[] = [];
  if (record.match && record.phase !== "lobby") {
    log = [...(await storage.list<LogEntry>({ prefix: logPrefix(record.match.number) })).values()];
    if (log.length !== record.logLength) throw new Error(`log holds ${log.length} entries, record ${record.logLength}`);
    state = replayMatch(game, record.match, log);
  }
  return { game, model: { record, state, log, chat, answers } };
}

export function writeNewRoom(storage: Party.Storage, record: RoomRecord): Promise<void> {
  return storage.put({ room: stableOf(record), progress: progressOf(record) });
}

/**
 * Writes what a change changed, in one put: the record's parts that moved, the
 * new log entry, the chat, the sender's retry memory. Then clears what the
 * change left behind (a finished match's log, a forgotten person's memory):
 * were that to fail, only garbage would stay, never a record without its log.
 */
export async function writeChange(
  storage: Party.Storage,
  before: RoomRecord | undefined,
  change: Change,
  outcome: Outcome | null,
): Promise<void> {
  const writes: Record<string, unknown> = {};
  if (stableChanged(before, change.record)) writes.room = stableOf(change.record);
  if (progressChanged(before, change.record)) writes.progress = progressOf(change.record);
  const match = change.record.match;
  if (change.logged && match) writes[logKey(match.number, change.record.logLength - 1)] = change.logged;
  if (change.chat && outcome) writes.chat = outcome.model.chat;
  const remembered = outcome?.remembered;
  if (remembered && outcome) {
    writes[ANSWERS_PREFIX + remembered.person] = {
      at: Date.now(),
      answers: outcome.model.answers.get(remembered.person) ?? [],
    };
  }
  await storage.put(writes);
  const deletes: string[] = [];
  if (remembered?.forgotten) deletes.push(ANSWERS_PREFIX + remembered.forgotten);
  // A new match or a return to the lobby ends the old match: its log goes.
  if ((change.newMatch || change.game === null) && before?.match && before.logLength > 0) {
    deletes.push(...(await storage.list({ prefix: logPrefix(before.match.number) })).keys());
  }
  for (let i = 0; i < deletes.length; i += DELETE_BATCH) await storage.delete(deletes.slice(i, i + DELETE_BATCH));
}
