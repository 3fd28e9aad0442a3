/**
 * The room's configuration (shared/room/config.ts) and its creation over HTTP (party/http.ts), without a runtime:
 * a variable set to 0 is 0, and a room asked for without a table size gets its game's smallest table.
 */
import type * as Party from "partykit/server";
import { describe, expect, it } from "vitest";
import { createRoom } from "../../party/http";
import { registerGameRules } from "../../shared/games";
import { Limits } from "../../shared/protocol";
import { roomConfig } from "../../shared/room/config";
import { highCardManifest } from "../fixtures/high-card/manifest";
import { highCard } from "../fixtures/high-card/rules";

describe("room configuration", () => {
  it("a number variable set to 0 is 0; unset, empty, negative or not a number is the default", () => {
    const zero = roomConfig({ ROOM_IDLE_MS: "0", BOT_DELAY_MS: "0", SILENT_AFTER_MS: "0", SPECTATOR_FRAME_MS: "0" });
    expect([zero.idleMs, zero.botDelayMs, zero.silentAfterMs, zero.spectatorFrameMs]).toEqual([0, 0, 0, 0]);
    const defaults = roomConfig({});
    expect(defaults.idleMs).toBe(Limits.idleDays * 24 * 60 * 60 * 1000);
    expect(defaults.silentAfterMs).toBe(Limits.silentAfterMs);
    expect(defaults.rate).toEqual(Limits.rate);
    for (const raw of ["", "-5", "soon", "Infinity"]) {
      expect(roomConfig({ ROOM_IDLE_MS: raw, STANDIN_AFTER_MS: raw }).idleMs).toBe(defaults.idleMs);
      expect(roomConfig({ STANDIN_AFTER_MS: raw }).standInAfterMs).toBe(Limits.standInAfterMs);
    }
    expect(roomConfig({ STANDIN_AFTER_MS: "2500" }).standInAfterMs).toBe(2500);
    expect(roomConfig({ ALLOW_TEST_SEEDS: "1" }).testSeeds).toBe(true);
    expect(roomConfig({ ALLOW_TEST_SEEDS: "yes" }).testSeeds).toBe(false);
  });
});

/** Storage that keeps what the room puts. */
function memoryStorage(): { storage: Party.Storage; puts: Record<string, unknown> } {
  const puts: Record<string, unknown> = {};
  const storage = {
    put: async (entries: Record<string, unknown>) => {
      Object.assign(puts, entries);
    },
  } as unknown as Party.Storage;
  return { storage, puts };
}

const post = (request: unknown) =>
  new Request("http://room/parties/main/ABCDEFG", {
    method: "POST",
    body: JSON.stringify({ code: "ABCDEFG", hostToken: "H".repeat(22), request }),
  }) as unknown as Party.Request;

describe("creating a room", () => {
  // A game whose smallest table is 3 (High card's rules accept 2 to 4; its manifest here offers 3 and 4).
  registerGameRules(
    { ...highCardManifest, id: "trio" as "high-card", playerCounts: [3, 4] },
    { ...highCard, id: "trio" },
  );

  it("without a table size, the game's smallest table (not 2, which a game of 3 or more refuses)", async () => {
    for (const [game, players] of [
      ["trio", 3],
      ["spy", 2],
    ] as const) {
      const { storage, puts } = memoryStorage();
      const { response, created } = await createRoom(post({ game }), false, storage, roomConfig({}));
      expect(response.status).toBe(201);
      expect(created?.model.record.players).toBe(players);
      expect(puts.room).toMatchObject({ game, players });
    }
  });

  it("a refused request stores nothing and says why", async () => {
    const { storage, puts } = memoryStorage();
    const exists = await createRoom(post({ game: "spy" }), true, storage, roomConfig({}));
    expect(exists.response.status).toBe(409);
    const seeded = await createRoom(post({ game: "spy", testSeed: "s" }), false, storage, roomConfig({}));
    expect(seeded.response.status).toBe(400);
    expect(await seeded.response.json()).toMatchObject({ code: "TEST_SEED_REFUSED" });
    const unknown = await createRoom(post({ game: "chess" }), false, storage, roomConfig({}));
    expect(unknown.response.status).toBe(400);
    expect(puts).toEqual({});
  });
});
