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

import type { RoomRecord } from "./model";

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
