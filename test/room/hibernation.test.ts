import { describe, expect, inject, it } from "vitest";
import type { LogEntry } from "../../shared/room";
import { createRoom, TestClient } from "./client";
import { expectFinishedAsReplayed, playGame } from "./play";

const host = inject("pkHost");

/** The room's in-memory instance marker (the server shows it only when started with ALLOW_TEST_SEEDS=1). */
async function instanceOf(code: string): Promise<string> {
  const response = await fetch(`http://${host}/parties/main/${code}`);
  const { instance } = (await response.json()) as { instance?: string };
  if (!instance) throw new Error("no instance marker: is the server running with ALLOW_TEST_SEEDS=1?");
  return instance;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A hibernating room is evicted after about 10 s without traffic (observed
 * with partykit 0.0.115's dev server) while its sockets stay open. After the
 * wake, the room must rebuild the game from storage and still know which socket
 * holds which seat.
 */
describe("hibernation", () => {
  it("a game idle long enough to be evicted goes on over the same sockets, with nothing lost", async () => {
    const gameId = "sequence";
    const testSeed = "hibernate-sequence";
    const { code, hostToken } = await createRoom(host, { game: gameId, players: 2, testSeed });
    const clients: TestClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const c = await TestClient.connect(host, code, seat === 0 ? { hostToken } : {});
      await c.request({ type: "sit", seat, name: `P${seat}` });
      clients.push(c);
    }
    // A spectator watches across the wake: its frames are paced (shared/room/sync/pacing.ts), and the room still sleeps.
    const watcher = await TestClient.connect(host, code);
    // These scripted players stay silent between moves for longer than a page in front may (18 s in a game,
    // liveness.ts): they say what a page in another tab says, so the room gives them a hidden page's allowance.
    for (const c of [...clients, watcher]) c.sendRaw(JSON.stringify({ type: "ping", id: "hidden", hidden: true }));
    await clients[0]?.request({ type: "start" });
    const startVersion = clients[0]?.state?.version as number;
    const log: LogEntry[] = [];
    log.push(...(await playGame(clients, gameId, `${testSeed}-0`, (played) => played.length >= 6)).log);

    // Idle until the room has been evicted (usually one wait); every try plays on over the same sockets.
    const before = await instanceOf(code);
    // While the room is busy the marker holds still, so a new marker below really means a new instance.
    expect(await instanceOf(code)).toBe(before);
    let woke = false;
    for (let attempt = 1; attempt <= 3 && !woke; attempt++) {
      await sleep(12_000);
      const more = await playGame(clients, gameId, `${testSeed}-${attempt}`, (played) => played.length >= 2);
      log.push(...more.log);
      woke = (await instanceOf(code)) !== before;
    }
    expect(woke).toBe(true);
    expect(clients.map((c) => c.state?.you.seat)).toEqual([0, 1]);

    log.push(...(await playGame(clients, gameId, `${testSeed}-end`)).log);
    await expectFinishedAsReplayed(clients, gameId, testSeed, startVersion, log);
    // Every frame the spectator got fitted the picture it held, and it ends with a newcomer's picture.
    const final = clients[0]?.state?.version as number;
    await watcher.stateAtLeast(final);
    const newcomer = await TestClient.connect(host, code);
    const seen = await watcher.stateWhere((p) => p.room.spectators === 2);
    expect({ ...seen, chat: [] }).toEqual({ ...newcomer.state, chat: [] });
    expect(watcher.frames.filter((f) => f.startsWith('{"type":"state"'))).toHaveLength(1);
    for (const c of [...clients, watcher, newcomer]) c.close();
  });
});
