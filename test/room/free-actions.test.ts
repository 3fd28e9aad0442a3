import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FREE_ACTIONS_PER_TURN, type SpyView, spy } from "../../shared/games/spy";
import { Limits } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";
import { type DevServer, snapshotSources, startDevServer } from "./server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bound on Spy's free actions, on the real runtime with the production
 * message rate (the shared test server lifts it, so this test runs its own):
 * a player who sends flips and wraps as fast as the rate limit lets them has
 * the ninth and every one after it refused with FREE_ACTION_LIMIT, not with
 * RATE_LIMITED; nothing changes for anyone; and the game goes on.
 */
describe("Spy free actions at the rate limit", () => {
  let server: DevServer;
  const sources = snapshotSources();
  beforeAll(async () => {
    server = await startDevServer({ vars: { ALLOW_TEST_SEEDS: "1" }, cwd: sources.dir, pages: false });
  });
  afterAll(async () => {
    await server?.stop();
    sources.remove();
  });

  it("past 8 flips and wraps in a turn each is refused with FREE_ACTION_LIMIT, changes nothing, and play goes on", async () => {
    const { code, hostToken } = await createRoom(server.host, { game: "spy", players: 2, testSeed: "free-actions" });
    const clients: TestClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const c = await TestClient.connect(server.host, code, seat === 0 ? { hostToken } : {});
      expect((await c.request({ type: "sit", seat, name: `P${seat}` })).type).toBe("ack");
      clients.push(c);
    }
    const [host, guest] = clients as [TestClient, TestClient];
    expect((await host.request({ type: "first", seat: 0 })).type).toBe("ack");
    expect((await host.request({ type: "start" })).type).toBe("ack");
    // Both Spies start on place 0, an end, so a wrap is allowed as well as a flip.
    for (const [seat, c] of clients.entries()) {
      const base = ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"];
      const reply = await c.request({
        type: "action",
        version: seat,
        action: { type: "arrange", base, facing: "right" },
      });
      expect(reply.type).toBe("ack");
    }
    await host.stateAtLeast(guest.state?.version as number);
    const view = () => host.state?.game as SpyView;
    expect(view()).toMatchObject({ phase: "playing", turn: 0, freeActions: 0 });

    // Seat 0 sends as fast as the limit allows: a burst, then one message each time the bucket refills.
    const sent: Promise<{ type: string; code?: string }>[] = [];
    const free = (i: number) => ({ type: i % 2 === 0 ? "flip" : "wrap" }) as const;
    let version = host.state?.matchVersion as number;
    const start = version;
    const burst = 12;
    for (let i = 0; i < burst; i++) {
      // The accepted ones cite the version each is made at; the refused ones the version after the eighth.
      sent.push(
        host.request({
          type: "action",
          version: Math.min(version++, start + MAX_FREE_ACTIONS_PER_TURN),
          action: free(i),
        }),
      );
    }
    const paced = 20;
    for (let i = 0; i < paced; i++) {
      await sleep(1000 / Limits.rate.perSecond);
      sent.push(host.request({ type: "action", version: start + MAX_FREE_ACTIONS_PER_TURN, action: free(i) }));
    }
    const replies = await Promise.all(sent);
    expect(replies.slice(0, MAX_FREE_ACTIONS_PER_TURN).map((r) => r.type)).toEqual(Array(8).fill("ack"));
    for (const r of replies.slice(MAX_FREE_ACTIONS_PER_TURN)) {
      expect(r).toMatchObject({ type: "error", code: "FREE_ACTION_LIMIT" });
    }

    // Nothing changed after the eighth, for either player: versions, the count, the history.
    const after8 = start + MAX_FREE_ACTIONS_PER_TURN;
    const atBound = host.state as NonNullable<TestClient["state"]>;
    expect(atBound.matchVersion).toBe(after8);
    expect((await guest.stateAtLeast(atBound.version)).version).toBe(atBound.version);
    expect(guest.state?.matchVersion).toBe(after8);
    expect(view().freeActions).toBe(MAX_FREE_ACTIONS_PER_TURN);
    expect(view().history.filter((e) => e.type === "flip" || e.type === "wrap")).toHaveLength(8);
    expect(spy.viewActions(view()).some((a) => a.type === "flip" || a.type === "wrap")).toBe(false);
    // A last look, once every answer is in: still the same picture.
    await sleep(200);
    expect(host.state?.version).toBe(atBound.version);
    expect(guest.state?.version).toBe(atBound.version);

    // The player plays on: a move, then the end of the turn.
    const move = spy.viewActions(view()).find((a) => a.type === "move");
    if (!move) throw new Error("no move offered");
    expect((await host.request({ type: "action", version: after8, action: move })).type).toBe("ack");
    expect((await host.request({ type: "action", version: after8 + 1, action: { type: "end" } })).type).toBe("ack");

    // The other player's turn starts with a fresh count of free actions, and the same bound.
    const theirs = (await guest.stateAtLeast(host.state?.version as number)).game as SpyView;
    expect(theirs).toMatchObject({ turn: 1, freeActions: 0 });
    let v = after8 + 2;
    for (let i = 0; i < MAX_FREE_ACTIONS_PER_TURN; i++) {
      expect((await guest.request({ type: "action", version: v++, action: { type: "flip" } })).type).toBe("ack");
    }
    expect(await guest.request({ type: "action", version: v, action: { type: "flip" } })).toMatchObject({
      type: "error",
      code: "FREE_ACTION_LIMIT",
    });
    const end = await guest.request({ type: "action", version: v, action: { type: "end" } });
    expect(end.type).toBe("ack");
    expect(((await host.stateAtLeast(guest.state?.version as number)).game as SpyView).turn).toBe(0);
    for (const c of clients) c.close();
  });
});
