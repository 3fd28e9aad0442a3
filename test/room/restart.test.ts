import { afterAll, describe, expect, it } from "vitest";
import type { LogEntry } from "../../shared/room";
import { createRoom, TestClient } from "./client";
import { expectFinishedAsReplayed, playGame } from "./play";
import { type DevServer, startDevServer, TEST_VARS } from "./server";

/**
 * Durability: stop the dev server mid-game, start it again on the same
 * storage, reconnect with the seat tokens and finish. Nothing accepted may be
 * lost: the final view equals the view of a replay of every accepted action.
 */
describe("restart", () => {
  let server: DevServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it.each(["sequence", "spy"])("a %s game survives a restart of the dev server and finishes", async (gameId) => {
    server = await startDevServer({ vars: TEST_VARS, pages: false });
    const testSeed = `restart-${gameId}`;
    const { code, hostToken } = await createRoom(server.host, { game: gameId, players: 2, testSeed });
    let clients: TestClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const c = await TestClient.connect(server.host, code, seat === 0 ? { hostToken } : {});
      await c.request({ type: "sit", seat, name: `P${seat}` });
      clients.push(c);
    }
    await clients[0]?.request({ type: "start" });
    const startVersion = clients[0]?.state?.version as number;
    const firstHalf = await playGame(clients, gameId, `${testSeed}-a`, (log) => log.length >= 12);
    const tokens = clients.map((c) => c.seatToken as string);
    expect((await clients[0]?.request({ type: "chat", text: "said once" }, `once-${gameId}`))?.type).toBe("ack");
    const versionBefore = startVersion + firstHalf.log.length;
    for (const c of clients) c.close();

    const { port, persistDir } = server;
    await server.stop();
    server = await startDevServer({ port, persistDir, vars: TEST_VARS, pages: false });

    clients = [];
    for (let seat = 0; seat < 2; seat++) {
      // The host's browser keeps its host token too (without it, hosting would pass on after the grace).
      const hello =
        seat === 0 ? { seatToken: tokens[seat] as string, hostToken } : { seatToken: tokens[seat] as string };
      clients.push(await TestClient.connect(server.host, code, hello));
    }
    expect(clients.map((c) => c.state?.you.seat)).toEqual([0, 1]);
    expect(clients[0]?.state?.version).toBe(versionBefore);
    // A message retried after the restart is answered again and applied once: the room remembered it.
    expect((await clients[0]?.request({ type: "chat", text: "said once" }, `once-${gameId}`))?.type).toBe("ack");
    const again = await TestClient.connect(server.host, code);
    expect(again.state?.chat.filter((line) => line.text === "said once")).toHaveLength(1);
    again.close();
    const secondHalf = await playGame(clients, gameId, `${testSeed}-b`);
    const log = [...firstHalf.log, ...secondHalf.log] as LogEntry[];
    await expectFinishedAsReplayed(clients, gameId, testSeed, startVersion, log);
    for (const c of clients) c.close();
    await server.stop();
    server = undefined;
  });
});
