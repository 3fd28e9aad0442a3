import { describe, expect, inject, it } from "vitest";
import { findGame } from "../../shared/games";
import { RoomErrors } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { playGame } from "./play";

const host = inject("pkHost");
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/;

/** A room with `players` seated clients (seat i = clients[i]); the host is clients[0]. */
async function table(game: string, players: number, options: unknown = {}, testSeed?: string) {
  const { code, hostToken } = await createRoom(host, { game, players, options, ...(testSeed ? { testSeed } : {}) });
  const clients: TestClient[] = [];
  for (let seat = 0; seat < players; seat++) {
    const client = await TestClient.connect(host, code, seat === 0 ? { hostToken } : {});
    const reply = await client.request({ type: "sit", seat, name: `P${seat}` });
    expect(reply.type).toBe("ack");
    clients.push(client);
  }
  return { code, hostToken, clients, hostClient: clients[0] as TestClient };
}

const closeAll = (clients: TestClient[]) => {
  for (const c of clients) c.close();
};

describe("rooms by short link", () => {
  it("creating a room returns an unambiguous code that names the room and its page", async () => {
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 3 });
    expect(code).toMatch(CODE);
    expect(hostToken.length).toBeGreaterThanOrEqual(22);
    const info = await (await fetch(`http://${host}/parties/main/${code}`)).json();
    expect(info).toMatchObject({ code, game: "spy", phase: "lobby", players: 3, free: 3 });
    const page = await fetch(`http://${host}/r/${code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<main");
  });

  it("codes are drawn fresh for every room (no code is handed out twice)", async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => createRoom(host, { game: "sequence" })));
    expect(new Set(codes.map((c) => c.code)).size).toBe(20);
  });

  it("a room that was never created answers 'no such room' over HTTP and WebSocket", async () => {
    const res = await fetch(`http://${host}/parties/main/ZZZZZZZ`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe(RoomErrors.NO_SUCH_ROOM);
    const client = new TestClient(host, "ZZZZZZZ");
    await new Promise((r) => client.socket.addEventListener("open", r, { once: true }));
    const error = await client.request({ type: "hello" });
    expect(error).toMatchObject({ code: RoomErrors.NO_SUCH_ROOM });
    client.close();
    // Still not created afterwards.
    expect((await fetch(`http://${host}/parties/main/ZZZZZZZ`)).status).toBe(404);
  });

  it("rooms can only be created through /api/rooms, with a known game and valid options", async () => {
    expect((await fetch(`http://${host}/parties/main/ABCDEFG`, { method: "POST", body: "{}" })).status).toBe(405);
    const json = { "content-type": "application/json" };
    const bad = await fetch(`http://${host}/api/rooms`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ game: "chess" }),
    });
    expect(bad.status).toBe(400);
    const badCount = await fetch(`http://${host}/api/rooms`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ game: "sequence", players: 5 }),
    });
    expect(badCount.status).toBe(400);
    expect((await badCount.json()).code).toBe("BAD_PLAYER_COUNT");
  });
});

describe("whole games over WebSockets, each client choosing from its own view", () => {
  const cases: [string, number, unknown][] = [
    ["spy", 2, {}],
    ["spy", 3, {}],
    ["spy", 4, {}],
    ["sequence", 2, {}],
    ["sequence", 4, {}],
  ];
  it.each(cases)("%s with %i players is played to the end", async (game, players, options) => {
    const { clients, hostClient } = await table(game, players, options);
    expect((await hostClient.request({ type: "start" })).type).toBe("ack");
    await playGame(clients, game, `${game}-${players}`);
    for (const c of clients) {
      const state = await c.stateAtLeast(hostClient.state?.version ?? 0);
      expect(state.room.phase).toBe("over");
    }
    const g = findGame(game);
    const final = hostClient.state?.game;
    expect(g && final).toBeTruthy();
    closeAll(clients);
  });
});
