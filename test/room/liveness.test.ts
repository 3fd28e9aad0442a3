/**
 * Presence that tells the truth, in the real runtime: a socket that goes
 * silent without closing is noticed from its silence alone, and the time a
 * seat went away is stored, so its grace period counts from the moment the
 * player left across a real eviction of the room. This file's server gives a
 * game 3 s of silence (18 s on a real table) and a 20 s grace, well past the
 * ~10 s it takes an idle room to be evicted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoomErrors, type ServerMessage } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { type DevServer, startDevServer, TEST_VARS } from "./server";

const GRACE_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({
    vars: { ...TEST_VARS, SILENT_AFTER_MS: "3000", STANDIN_AFTER_MS: String(GRACE_MS) },
    pages: false,
  });
});
afterAll(async () => {
  await server?.stop();
});

/** A 2-player Sequence game with seat 1 (Ben) to act first. */
async function game(anaHidden = false) {
  const { code, hostToken } = await createRoom(server.host, { game: "sequence", players: 2 });
  const ana = await TestClient.connect(server.host, code, { hostToken });
  const ben = await TestClient.connect(server.host, code);
  // A hidden tab says so before the game: the room then need not wake to look at it for a long while.
  if (anaHidden) {
    const pong = ana.next((m) => m.type === "pong");
    ana.sendRaw(JSON.stringify({ type: "ping", id: "hidden", hidden: true }));
    await pong;
  }
  await ana.request({ type: "sit", seat: 0, name: "Ana" });
  await ben.request({ type: "sit", seat: 1, name: "Ben" });
  await ana.request({ type: "first", seat: 1 });
  await ana.request({ type: "start" });
  await ben.stateAtLeast(ana.state?.version ?? 0);
  return { code, ana, ben };
}

const benIs = (m: ServerMessage, connected: boolean) =>
  m.type === "state" && m.room.seats[1]?.kind === "human" && m.room.seats[1].connected === connected;

/** The room's in-memory instance marker (shown with ALLOW_TEST_SEEDS=1): a new one means the room was evicted and woke. */
async function instanceOf(code: string): Promise<string> {
  const response = await fetch(`http://${server.host}/parties/main/${code}`);
  return ((await response.json()) as { instance: string }).instance;
}

/** Seconds a NOT_AWAY refusal says to wait, or null for "is here". */
const waitOf = (message: string | undefined) => {
  const match = /wait (\d+) s more/.exec(message ?? "");
  return match ? Number(match[1]) : null;
};

// Each test has its own room, and most of it is a wait (an allowance, an eviction, a grace): at once.
describe.concurrent("liveness", () => {
  it("a socket that goes silent without closing shows its seat away to everyone, and the grace counts from then", async () => {
    const { ana, ben } = await game();
    // Ana's page keeps pinging as a real page does; Ben's phone enters the tunnel.
    const pinging = setInterval(() => ana.sendRaw(JSON.stringify({ type: "ping", id: "p" })), 1000);
    try {
      const away = ana.next((m) => benIs(m, false), 15_000);
      ben.goSilent();
      const seen = await away;
      expect(seen.type === "state" && seen.room.seats[1]).toMatchObject({ connected: false, away: expect.any(Number) });
      // The grace started when the room noticed: nearly all of it is still to wait.
      const early = await ana.request({ type: "standin", seat: 1 });
      expect(early.code).toBe(RoomErrors.NOT_AWAY);
      expect(waitOf(early.message)).toBeGreaterThan(GRACE_MS / 1000 - 5);
      // Ana, pinging all along, is still here and still connected.
      expect((await ana.request({ type: "sync" })).type).toBe("ack");
      expect(ana.state?.room.seats[0]).toMatchObject({ connected: true });
    } finally {
      clearInterval(pinging);
      ana.close();
    }
  });

  it("a page that pings at its pace is never taken for gone", async () => {
    const { ana, ben } = await game();
    const pinging = setInterval(() => {
      for (const c of [ana, ben]) c.sendRaw(JSON.stringify({ type: "ping", id: "p" }));
    }, 1000);
    try {
      // Three allowances long: both still open, both seats here in a fresh picture.
      await sleep(9_000);
      for (const c of [ana, ben]) {
        expect((await c.request({ type: "sync" })).type).toBe("ack");
        const fresh = await c.stateWhere((s) => s.room.seats.every((seat) => seat.kind !== "human" || seat.connected));
        expect(fresh.room.seats.map((seat) => seat.kind === "human" && seat.connected)).toEqual([true, true]);
      }
    } finally {
      clearInterval(pinging);
      ana.close();
      ben.close();
    }
  });

  it("the grace period survives the room's eviction: the stand-in comes 20 s after Ben left, not 20 s after the wake", async () => {
    // Ana's tab is hidden (it said so): it may be silent far longer, and the room can sleep meanwhile.
    const { code, ana, ben } = await game(true);
    const left = ana.next((m) => benIs(m, false));
    ben.close();
    await left;
    const leftAt = Date.now();
    const before = await instanceOf(code);
    // Idle until the room is evicted (about 10 s without traffic in partykit dev).
    await sleep(15_000);
    const refused = await ana.request({ type: "standin", seat: 1 });
    expect(await instanceOf(code)).not.toBe(before);
    // Not "Ben is here", not a fresh 14 s: what is left of the grace that began when Ben left.
    expect(refused.code).toBe(RoomErrors.NOT_AWAY);
    const wait = waitOf(refused.message);
    expect(wait).not.toBeNull();
    expect(wait as number).toBeLessThanOrEqual(Math.ceil((leftAt + GRACE_MS - Date.now()) / 1000) + 1);
    await sleep(Math.max(0, leftAt + GRACE_MS + 500 - Date.now()));
    expect((await ana.request({ type: "standin", seat: 1 })).type).toBe("ack");
    const moved = await ana.stateWhere((m) => m.matchVersion === 1);
    expect(moved.room.seats[1]).toMatchObject({ kind: "human", name: "Ben", standIn: "medium" });
    ana.close();
  });
});
