/**
 * A player who leaves mid-game never freezes it: once the seat the game waits
 * for has been away past the grace period (2 s on the test server), anyone at
 * the table lets a computer play for it, and the player gets it back on return.
 * Both ways round: the guest leaves, and the host leaves.
 */
import { describe, expect, inject, it } from "vitest";
import { RoomErrors, type ServerMessage } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";

const host = inject("pkHost");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks for a computer to play seat `seat`, again while the room answers NOT_AWAY: the grace counts from when the
 * room saw the socket close, which a busy machine may see later than the test closed it.
 */
async function standInOnceAway(client: TestClient, seat: number): Promise<Awaited<ReturnType<TestClient["request"]>>> {
  for (const deadline = Date.now() + 30_000; ; await sleep(200)) {
    const reply = await client.request({ type: "standin", seat });
    if (reply.code !== RoomErrors.NOT_AWAY || Date.now() > deadline) return reply;
  }
}

/** A 2-player Sequence game with `first` to act first. */
async function game(first: number) {
  const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
  const ana = await TestClient.connect(host, code, { hostToken });
  const ben = await TestClient.connect(host, code);
  await ana.request({ type: "sit", seat: 0, name: "Ana" });
  await ben.request({ type: "sit", seat: 1, name: "Ben" });
  await ana.request({ type: "first", seat: first });
  await ana.request({ type: "start" });
  await ben.stateAtLeast(ana.state?.version ?? 0);
  return { code, hostToken, ana, ben };
}

// Each test has its own room, and waits out the 2 s grace: at once (in both groups).
describe.concurrent("a player who leaves mid-game", () => {
  it("the guest closes the tab: after the grace period the host lets the computer play, and Ben takes his seat back", async () => {
    const { code, ana, ben } = await game(1);
    const token = ben.seatToken as string;
    const isBen = (m: ServerMessage, connected: boolean) =>
      m.type === "state" && m.room.seats[1]?.kind === "human" && m.room.seats[1].connected === connected;
    const left = ana.next((m) => isBen(m, false));
    ben.close();
    const away = await left;
    expect(away.type === "state" && away.room.seats[1]).toMatchObject({ connected: false, away: expect.any(Number) });
    expect(await ana.request({ type: "standin", seat: 1 })).toMatchObject({ code: RoomErrors.NOT_AWAY });
    await sleep(2_100);
    expect((await standInOnceAway(ana, 1)).type).toBe("ack");
    // The computer moves for Ben: the game waits for Ana again. Its move may come in the same read as the ack,
    // before a waiter for the next message could be set: wait on the picture held.
    const moved = await ana.stateWhere((m) => m.matchVersion === 1);
    expect(moved.toAct).toEqual([0]);
    const seen = ana.next((m) => isBen(m, true));
    const back = await TestClient.connect(host, code, { seatToken: token });
    expect(back.state?.you.seat).toBe(1);
    const returned = await seen;
    expect(returned.type === "state" && returned.room.seats[1]).not.toHaveProperty("standIn");
    for (const c of [ana, back]) c.close();
  });

  it("the host closes the tab: the guest lets the computer play for the host's seat", async () => {
    const { ana, ben } = await game(0);
    ana.close();
    await sleep(2_100);
    expect((await standInOnceAway(ben, 0)).type).toBe("ack");
    const moved = await ben.stateWhere((m) => m.matchVersion === 1);
    expect(moved.toAct).toEqual([1]);
    expect(moved.room.seats[0]).toMatchObject({
      kind: "human",
      name: "Ana",
      standIn: "medium",
    });
    ben.close();
  });

  it("a ping is answered with a pong and nothing else", async () => {
    const { ana, ben } = await game(0);
    const version = ana.state?.version;
    const pong = ana.next((m) => m.type === "pong");
    ana.sendRaw(JSON.stringify({ type: "ping", id: "are-you-there" }));
    expect(await pong).toEqual({ type: "pong", replyTo: "are-you-there" });
    await ana.request({ type: "chat", text: "sync" });
    expect(ana.state?.version).toBe(version);
    for (const c of [ana, ben]) c.close();
  });
});

describe.concurrent("nobody waits on the host", () => {
  /** A 3-seat Spy table: Ben sits first, then Ana (the host), then Cy. */
  async function table() {
    const { code, hostToken } = await createRoom(host, { game: "spy", players: 3 });
    const ben = await TestClient.connect(host, code);
    const ana = await TestClient.connect(host, code, { hostToken });
    const cy = await TestClient.connect(host, code);
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    await ana.request({ type: "sit", seat: 0, name: "Ana" });
    await cy.request({ type: "sit", seat: 2, name: "Cy" });
    await cy.stateAtLeast(ana.state?.version ?? 0);
    return { code, hostToken, ana, ben, cy };
  }

  it("the host closes the tab in the lobby: after the grace, the longest-seated player here hosts and starts", async () => {
    const { code, hostToken, ana, ben, cy } = await table();
    expect(ben.state?.room.host).toEqual({ seat: 0 });
    const anaToken = ana.seatToken as string;
    ana.close();
    const away = await ben.stateWhere((s) => s.room.host.away !== undefined);
    expect(away.you.host).toBe(false);
    expect((await ben.request({ type: "start" })).code).toBe(RoomErrors.NOT_HOST);
    // The room's alarm passes hosting at the end of the grace (2 s here), with nobody asking.
    const passed = await ben.stateWhere((s) => s.you.host, 8_000);
    expect(passed.room.host).toEqual({ seat: 1 });
    await cy.stateAtLeast(passed.version);
    expect(cy.state?.room.host).toEqual({ seat: 1 });
    expect(cy.state?.you.host).toBe(false);
    // Ana comes back with both her tokens: a player like the others, in her seat, no longer hosting.
    const back = await TestClient.connect(host, code, { seatToken: anaToken, hostToken });
    expect(back.state?.you).toMatchObject({ seat: 0, host: false });
    expect((await back.request({ type: "start" })).code).toBe(RoomErrors.NOT_HOST);
    // Ben starts the game; then he may hand hosting back to Ana.
    expect((await ben.request({ type: "start" })).type).toBe("ack");
    expect((await ben.request({ type: "host", seat: 0 })).type).toBe("ack");
    const handed = await back.stateWhere((s) => s.you.host);
    expect(handed.room.host).toEqual({ seat: 0 });
    for (const c of [back, ben, cy]) c.close();
  });

  it("the host leaves after a game: hosting passes, and any player proposes the next game, which starts when all accept", async () => {
    const { code, hostToken, ana, ben, cy } = await table();
    const anaToken = ana.seatToken as string;
    await ana.request({ type: "start" });
    const { playGame } = await import("./play");
    await playGame([ana, ben, cy], "spy", "host-leaves-after");
    expect(ben.state?.room.phase).toBe("over");
    ana.close();
    await ben.stateWhere((s) => s.you.host, 8_000);
    // Cy proposes (she is not the host); Ben sees it and says yes. Nobody is dropped into a game without a
    // say: it waits for Ana too (a computer may take her seat only once she has not answered for a minute).
    expect((await cy.request({ type: "rematch" })).type).toBe("ack");
    const proposed = await ben.stateWhere((s) => s.room.rematch !== null);
    expect(proposed.room.rematch).toMatchObject({ by: 2, accepted: [2], computer: [] });
    expect((await ben.request({ type: "rematch" })).type).toBe("ack");
    const waiting = await cy.stateWhere((s) => s.room.rematch?.accepted.length === 2);
    expect(waiting.room.phase).toBe("over");
    expect(await cy.request({ type: "standin", seat: 0 })).toMatchObject({ code: RoomErrors.NOT_AWAY });
    const back = await TestClient.connect(host, code, { seatToken: anaToken, hostToken });
    expect(back.state?.room.rematch).toMatchObject({ accepted: [2, 1] });
    expect((await back.request({ type: "rematch" })).type).toBe("ack");
    const started = await cy.stateWhere((s) => s.room.phase === "playing");
    expect(started.room.rematch).toBeNull();
    expect(started.room.host).toEqual({ seat: 1 });
    for (const c of [back, ben, cy]) c.close();
  });
});
