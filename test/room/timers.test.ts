import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RoomErrors } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { type DevServer, startDevServer } from "./server";

const host = inject("pkHost");

/**
 * The idle-room test needs a server of its own (a short room lifetime); it starts now, while the turn timer
 * test below waits out its 10 s, rather than after it.
 */
const idleServer: Promise<DevServer> = startDevServer({ vars: { ROOM_IDLE_MS: "1500" }, pages: false });
// Its failure is reported by the test that awaits it, not as an unhandled rejection meanwhile.
idleServer.catch(() => {});
afterAll(async () => {
  await (await idleServer.catch(() => null))?.stop();
});

describe("turn timer", () => {
  it("when the turn timer runs out the player passes (Sequence), driven by the room's alarm", async () => {
    const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
    const a = await TestClient.connect(host, code, { hostToken });
    const b = await TestClient.connect(host, code);
    await a.request({ type: "sit", seat: 0, name: "Ana" });
    await b.request({ type: "sit", seat: 1, name: "Ben" });
    await a.request({ type: "settings", settings: { turnSeconds: 10, teamChat: false, notes: true } });
    await a.request({ type: "start" });
    const started = await b.stateAtLeast(a.state?.version ?? 0);
    const turn = (started.game as { turn: number }).turn;
    expect(started.room.turnDeadline).toBeGreaterThan(Date.now());
    const passed = await a.next(
      (m) => m.type === "state" && (m.game as { turn: number } | null)?.turn === 1 - turn,
      20_000,
    );
    if (passed.type !== "state") throw new Error("state expected");
    const history = (passed.game as { history: { type: string; seat?: number; timeout?: boolean }[] }).history;
    expect(history.at(-1)).toMatchObject({ type: "pass", seat: turn, timeout: true });
    expect(passed.room.turnDeadline).toBeGreaterThan(Date.now());
    for (const c of [a, b]) c.close();
  });

  it("the timer is off by default", async () => {
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 2 });
    const a = await TestClient.connect(host, code, { hostToken });
    expect(a.state?.room.settings.turnSeconds).toBeNull();
    expect(a.state?.room.turnDeadline).toBeNull();
    a.close();
  });
});

describe("idle rooms delete themselves through a storage alarm", () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await idleServer;
  });

  it("a room idle past its lifetime answers 'no such room'", async () => {
    const { code } = await createRoom(server.host, { game: "spy" });
    expect((await fetch(`http://${server.host}/parties/main/${code}`)).status).toBe(200);
    // Poll rather than sleep a fixed time: the machine may be slow, the alarm fires when it fires.
    let res = await fetch(`http://${server.host}/parties/main/${code}`);
    for (let i = 0; i < 120 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await fetch(`http://${server.host}/parties/main/${code}`);
    }
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe(RoomErrors.NO_SUCH_ROOM);
  });
});
