/**
 * The shell is game-agnostic: High card, a game registered only by the tests (test/fixtures/), is played
 * through the real room, with a computer player in one seat, to its end; every seat only ever sees its own
 * hand; and the finished game downloads and replays like Spy and Sequence.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../fixtures/high-card/register";
import { replay } from "../../shared/engine";
import { findGame } from "../../shared/games";
import { highCard } from "../fixtures/high-card/rules";
import { startFixtureServer } from "../fixtures/server";
import { createRoom, TestClient } from "./client";
import type { DevServer } from "./server";

let server: DevServer;
beforeAll(async () => {
  server = await startFixtureServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("a game the shell has never heard of", () => {
  it("is played through the room to its end, each seat seeing only its own hand, and replays from its file", async () => {
    const testSeed = `fixture-${Date.now()}`;
    const { code, hostToken } = await createRoom(server.host, { game: "high-card", players: 3, testSeed });
    const ana = await TestClient.connect(server.host, code, { hostToken });
    const ben = await TestClient.connect(server.host, code);
    const watcher = await TestClient.connect(server.host, code);
    expect((await ana.request({ type: "sit", seat: 0, name: "Ana" })).type).toBe("ack");
    expect((await ben.request({ type: "sit", seat: 1, name: "Ben" })).type).toBe("ack");
    expect((await ana.request({ type: "reserve", seat: 2, bot: true, level: "easy" })).type).toBe("ack");
    expect((await ana.request({ type: "start" })).type).toBe("ack");

    // The deal the room made, from the same seed: what each seat may see of it.
    const checked = highCard.check(3, {});
    if (!checked.ok) throw new Error("options");
    const dealt = highCard.setup(3, checked.value, { seed: `${testSeed}:1` });
    if (!dealt.ok) throw new Error(dealt.error.message);
    const hands = dealt.value.hands;

    const players = [ana, ben];
    for (let moves = 0; moves < 40; moves++) {
      const state = await ana.stateWhere((s) => s.room.phase === "over" || s.toAct.some((seat) => seat < 2));
      if (state.room.phase === "over") break;
      const seat = state.toAct[0] as number;
      const client = players[seat] as TestClient;
      const current = await client.stateAtLeast(state.version);
      const [action] = highCard.viewActions(current.game as Parameters<typeof highCard.viewActions>[0]);
      const reply = await client.request({ type: "action", version: current.matchVersion ?? 0, action });
      expect(reply.type, JSON.stringify(reply)).toBe("ack");
      // Ana's picture must show this move before it can tell whose turn is next.
      await ana.stateAtLeast(client.state?.version ?? 0);
    }
    for (const client of [ana, ben, watcher]) {
      expect((await client.stateWhere((s) => s.room.phase === "over")).room.phase).toBe("over");
    }

    // Every picture a player or the watcher held (deltas folded) showed its own cards and nobody else's.
    for (const [seat, client] of [ana, ben, watcher].entries()) {
      const own = seat < 2 ? (hands[seat] ?? []) : [];
      for (const picture of client.pictures) {
        const view = picture.game as { hand: number[] } | null;
        if (view === null) continue;
        for (const card of view.hand) expect(own).toContain(card);
      }
    }

    const res = await fetch(`http://${server.host}/parties/main/${code}?game`);
    expect(res.status).toBe(200);
    const file = await res.json();
    expect(file).toMatchObject({ game: "high-card", players: 3 });
    const replayed = replay(file, findGame);
    expect(replayed.lines.every((line) => line.ok)).toBe(true);
    const final = replayed.final as { over: boolean; tricks: number[] };
    expect(final.over).toBe(true);
    expect(final.tricks.reduce((a, b) => a + b, 0)).toBe(3);
    for (const client of [ana, ben, watcher]) client.close();
  }, 120_000);

  it("is refused by name where the room does not know it", async () => {
    const res = await fetch(`http://${server.host}/api/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "low-card", players: 2 }),
    });
    expect(res.status).toBe(400);
  });
});
