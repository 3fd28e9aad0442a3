/**
 * Storage layout of a room (Durable Object storage, values ≤ 128 KiB each):
 * - `room`: the RoomRecord (seats, settings, phase, current match, log length);
 * - `log:<match>:<chunk>`: the match's accepted actions, LOG_CHUNK per key, so no
 *   value grows with the game (an arrangement is the largest entry, ~150 bytes);
 * - `chat`: the last chat lines;
 * - `answers:<person>`: one person's retry memory (model/answers.ts), with when it was last written.
 * The game state itself is not stored: it is rebuilt by replaying the log, which
 * is also the proof that nothing accepted was lost.
 */
export const LOG_CHUNK = 64;

export const logChunkKey = (match: number, chunk: number) => `log:${match}:${String(chunk).padStart(5, "0")}`;

/** Keys of every chunk holding the first `length` entries of a match's log. */
export function logKeys(match: number, length: number): string[] {
  return Array.from({ length: Math.ceil(length / LOG_CHUNK) }, (_, i) => logChunkKey(match, i));
}

export const ANSWERS_PREFIX = "answers:";
