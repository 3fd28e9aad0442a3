import { describe, expect, inject, it } from "vitest";
import { type MeasuredGame, measureGame, TARGETS } from "./bytes";

const host = inject("pkHost");

/** Games per table size: random Spy games are short, so one game's fixed costs (arranging, the start) sway its mean. */
const GAMES = 3;

/**
 * Issue 13: bytes to each seated player per move after its first view, over
 * whole games on the real room (test/room/bytes.ts says what counts), pooled
 * over a few seeded games: Spy ≤ 300 B and Sequence ≤ 400 B on average, and no
 * frame after the first view over 2 KB. The rooms and the moves are seeded and
 * each move waits for the last to reach everyone, so the bytes do not depend
 * on the machine's speed. `npm run bench:bytes` measures more games.
 */
describe("bytes to each player per move", () => {
  it.concurrent.each([
    ["spy", 2],
    ["spy", 4],
    ["sequence", 2],
    ["sequence", 4],
  ] as [MeasuredGame, number][])(
    "%s with %i players: within the target on average, no frame over 2 KB",
    async (game, players) => {
      const results = await Promise.all(
        Array.from({ length: GAMES }, (_, g) => measureGame(host, game, players, `bytes-test-${game}-${players}-${g}`)),
      );
      const moves = results.reduce((n, r) => n + r.moves, 0);
      const bytes = results.reduce((n, r) => n + r.bytes, 0);
      expect(moves).toBeGreaterThan(0);
      expect(bytes / moves / players).toBeLessThanOrEqual(TARGETS[game]);
      expect(Math.max(...results.map((r) => r.largest))).toBeLessThanOrEqual(TARGETS.largestFrame);
    },
  );
});
