/**
 * A very large picture (a 1,000-turn game's whole history) goes out as several
 * frames, none over the budget, that a client folds back into exactly the picture.
 */
import { describe, expect, it } from "vitest";
import { applyDelta, type StateMessage } from "../../client/picture";
import type { ServerMessage } from "../../shared/protocol";
import { FRAME_BUDGET, pictureFrames } from "../../shared/room/sync";

function picture(events: number): StateMessage {
  return {
    type: "state",
    version: 12_345,
    lobbyVersion: 7,
    matchVersion: 10_004,
    toAct: [],
    outcome: { kind: "draw", reason: "turnLimit" },
    room: { code: "K7MX2QP" } as StateMessage["room"],
    you: { seat: 0, host: true },
    game: {
      turn: null,
      bases: [["SPY", "🙂".repeat(20)]],
      history: Array.from({ length: events }, (_, i) => ({ type: "flip", seat: i % 4, note: "ಕನ್ನಡ".repeat(i % 7) })),
    },
    chat: Array.from({ length: 50 }, (_, n) => ({
      n,
      seat: 0,
      name: "🙂".repeat(24),
      text: "🙂".repeat(280),
      team: false,
      at: n,
    })),
  };
}

const bytes = (frame: string) => new TextEncoder().encode(frame).length;

describe("a whole picture in frames", () => {
  it("a small picture is one frame, as it always was", () => {
    const small = picture(10);
    expect(pictureFrames(small)).toEqual([JSON.stringify(small)]);
  });

  it("a huge one is split into frames under the budget that fold back into exactly the picture", () => {
    const huge = picture(12_000);
    expect(bytes(JSON.stringify(huge))).toBeGreaterThan(3 * FRAME_BUDGET);
    const frames = pictureFrames(huge);
    expect(frames.length).toBeGreaterThan(3);
    for (const frame of frames) expect(bytes(frame)).toBeLessThanOrEqual(FRAME_BUDGET);
    let held: StateMessage | null = null;
    for (const frame of frames) {
      const msg = JSON.parse(frame) as ServerMessage;
      held = msg.type === "state" ? msg : msg.type === "delta" ? applyDelta(held, msg) : held;
      expect(held).not.toBeNull();
    }
    expect(held?.game).toEqual(huge.game);
    expect({ ...held, chat: huge.chat }).toEqual(huge);
  });
});
