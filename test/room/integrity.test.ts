/**
 * The room's integrity in the real runtime, one test per way it was broken:
 * seat-hopping mid-game, stalling the mover with renames, a chat retry said
 * twice, and silent sockets locking friends out.
 */
import { describe, expect, inject, it } from "vitest";
import WS from "ws";
import { findGame } from "../../shared/games";
import { Limits, RoomErrors, type ServerMessage } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";

const host = inject("pkHost");

async function fourPlayerSequence() {
  const { code, hostToken } = await createRoom(host, { game: "sequence", players: 4 });
  const clients = [
    await TestClient.connect(host, code, { hostToken }),
    await TestClient.connect(host, code),
    await TestClient.connect(host, code),
    await TestClient.connect(host, code),
  ];
  for (const [seat, c] of clients.entries()) await c.request({ type: "sit", seat, name: `P${seat}` });
  await clients[0]?.request({ type: "start" });
  for (const c of clients) await c.stateAtLeast(clients[0]?.state?.version ?? 0);
  return { code, hostToken, clients: clients as [TestClient, TestClient, TestClient, TestClient] };
}

// Each test has its own room; the last mostly waits (the hello timeout, then the sockets' close): at once.
describe.concurrent("room integrity (issue 10's findings)", () => {
  it("1. no seat-hopping: a player who leaves mid-game cannot sit in an empty rival seat, nor back in their own", async () => {
    const { clients } = await fourPlayerSequence();
    const [hostClient, hopper] = clients;
    const handOfSeat3 = JSON.stringify((clients[3].state?.game as { hand: unknown } | undefined)?.hand);
    expect(handOfSeat3).toMatch(/^\[".+"\]$/);
    expect((await hostClient.request({ type: "kick", seat: 3 })).type).toBe("ack");
    expect((await hopper.request({ type: "leave" })).type).toBe("ack");
    const hop = await hopper.request({ type: "sit", seat: 3, name: "Hopper" });
    expect(hop).toMatchObject({ type: "error", code: RoomErrors.SEATS_LOCKED });
    const back = await hopper.request({ type: "sit", seat: 1, name: "Hopper" });
    expect(back).toMatchObject({ type: "error", code: RoomErrors.SEATS_LOCKED });
    await hopper.request({ type: "chat", text: "sync" });
    expect(hopper.state?.you.seat).toBeNull();
    // Nothing seat 3 holds reached the hopper after leaving.
    const afterLeave = hopper.frames.slice(hopper.frames.findIndex((f) => f.includes('"KICKED"')));
    expect(afterLeave.join("\n")).not.toContain(handOfSeat3);
    for (const c of clients) c.close();
  });

  it("2. nobody can stall the player to act: renames and settings 8 times a second leave every move good", async () => {
    const { clients } = await fourPlayerSequence();
    const game = findGame("sequence");
    if (!game) throw new Error("sequence");
    let stop = false;
    const griefers = clients.map(async (c, i) => {
      for (let n = 0; !stop; n++) {
        if (i === 0)
          await c.request({ type: "settings", settings: { turnSeconds: null, teamChat: n % 2 === 0, notes: true } });
        else await c.request({ type: "rename", name: `P${i} ${n % 10}` });
        await new Promise((r) => setTimeout(r, 125));
      }
    });
    const replies: string[] = [];
    for (let move = 0; move < 4; move++) {
      const toAct = (clients[0].state?.game as { turn: number } | undefined)?.turn ?? 0;
      const mover = clients[toAct] as TestClient;
      const state = await mover.stateAtLeast(clients[0].state?.version ?? 0);
      const action = game.viewActions(state.game)[0];
      // Think for a moment while the others rename, as a person would.
      await new Promise((r) => setTimeout(r, 300));
      const reply = await mover.request({ type: "action", version: state.matchVersion ?? 0, action });
      replies.push(reply.code ?? reply.type);
      await clients[0].stateWhere((m) => m.matchVersion === (state.matchVersion ?? 0) + 1);
    }
    stop = true;
    await Promise.all(griefers);
    expect(replies).toEqual(["ack", "ack", "ack", "ack"]);
    for (const c of clients) c.close();
  });

  it("3. a chat line retried with the same id is answered again and said once", async () => {
    const { code } = await createRoom(host, { game: "spy", players: 2 });
    const ana = await TestClient.connect(host, code);
    const ben = await TestClient.connect(host, code);
    const heard: string[] = [];
    ben.socket.addEventListener("message", (e: MessageEvent) => {
      const msg = JSON.parse(String(e.data)) as ServerMessage;
      if (msg.type === "chat") heard.push(msg.entry.text);
    });
    const benHeardDone = ben.next((m) => m.type === "chat" && m.entry.text === "done");
    const first = await ana.request({ type: "chat", text: "once" }, "chat-1");
    const retry = await ana.request({ type: "chat", text: "once" }, "chat-1");
    const done = await ana.request({ type: "chat", text: "done" }, "chat-2");
    expect([first, retry, done].map((r) => r.code ?? r.type)).toEqual(["ack", "ack", "ack"]);
    await benHeardDone;
    expect(heard).toEqual(["once", "done"]);
    for (const c of [ana, ben]) c.close();
  });

  it("4. fifty silent watchers do not lock a friend out of a free seat, and sockets that never say hello are closed", async () => {
    const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
    const hostClient = await TestClient.connect(host, code, { hostToken });
    await hostClient.request({ type: "sit", seat: 0, name: "Host" });
    const watchers: TestClient[] = [];
    for (let i = 0; i < Limits.maxSpectators; i++) watchers.push(await TestClient.connect(host, code));
    const friend = await TestClient.connect(host, code);
    expect((await friend.request({ type: "sit", seat: 1, name: "Friend" })).type).toBe("ack");
    expect((await hostClient.request({ type: "start" })).type).toBe("ack");

    const silent = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const ws = new WS(`ws://${host}/parties/main/${code}`);
        const events: string[] = [];
        ws.on("message", (data) => events.push(String(data)));
        const closed = new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
        await new Promise((r) => ws.once("open", r));
        return { ws, events, closed };
      }),
    );
    const codes = await Promise.all(silent.map((s) => s.closed));
    expect(codes.every((c) => c === 4008)).toBe(true);
    expect(silent.every((s) => s.events.some((e) => e.includes(RoomErrors.HELLO_TIMEOUT)))).toBe(true);
    for (const c of [hostClient, friend, ...watchers]) c.close();
  });
});
