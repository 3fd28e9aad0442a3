/**
 * Storage layout of a room (Durable Object storage, values ≤ 128 KiB each):
 * - `room`: the RoomRecord (seats, settings, phase, current match, log length);
 * - `log:<match>:<index>`: each accepted entry of the match's log under its own
 *   key, written once and never rewritten (an arrangement is the largest, ~150 bytes);
 * - `chat`: the last chat lines;
 * - `answers:<person>`: one person's retry memory (model/answers.ts), with when
 *   it was last written. A game action's id is kept with its log entry instead.
 * The game state itself is not stored: it is rebuilt by replaying the log, which
 * is also the proof that nothing accepted was lost.
 */

/** All of one match's log keys start with this; listing them returns the log in order. */
export const logPrefix = (match: number) => `log:${match}:`;

export const logKey = (match: number, index: number) => `${logPrefix(match)}${String(index).padStart(6, "0")}`;

export const ANSWERS_PREFIX = "answers:";

/** Storage deletes at most this many keys per call. */
export const DELETE_BATCH = 128;
