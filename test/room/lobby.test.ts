import { describe, expect, inject, it } from "vitest";
import { Limits, RoomErrors } from "../../shared/protocol";
import { createRoom, TestClient } from "./client";

const host = inject("pkHost");

async function room(game: string, players: number, options: unknown = {}) {
  const { code, hostToken } = await createRoom(host, { game, players, options });
  const hostClient = await TestClient.connect(host, code, { hostToken });
  return { code, hostToken, hostClient };
}

describe("lobby", () => {
  it("seats take trimmed printable names of 1–24 characters and show colours and connection", async () => {
    const { code, hostClient } = await room("spy", 3);
    expect((await hostClient.request({ type: "sit", seat: 0, name: "   " })).type).toBe("error");
    expect((await hostClient.request({ type: "sit", seat: 0, name: "x".repeat(25) })).type).toBe("error");
    expect((await hostClient.request({ type: "sit", seat: 0, name: "bad\u0007" })).type).toBe("error");
    expect((await hostClient.request({ type: "sit", seat: 0, name: "  Ana  " })).type).toBe("ack");
    const state = hostClient.state;
    expect(state?.you).toMatchObject({ seat: 0, host: true });
    expect(state?.room.seats[0]).toMatchObject({ kind: "human", name: "Ana", color: "green", connected: true });
    expect(state?.room.seats.map((s) => s.color)).toEqual(["green", "red", "blue"]);
    const other = await TestClient.connect(host, code);
    expect((await other.request({ type: "sit", seat: 0, name: "Ben" })).code).toBe(RoomErrors.SEAT_TAKEN);
    hostClient.close();
    const seen = await other.next(
      (m) => m.type === "state" && m.room.seats[0]?.kind === "human" && !m.room.seats[0].connected,
    );
    expect(seen.type).toBe("state");
    other.close();
  });

  it("Sequence seats alternate sides (seat i on side i mod sides)", async () => {
    const { hostClient } = await room("sequence", 6, { sides: 2 });
    expect((await hostClient.request({ type: "configure", players: 6, options: { sides: 3 } })).type).toBe("ack");
    expect(hostClient.state?.room.seats.map((s) => s.side)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(hostClient.state?.room.seats.map((s) => s.color)).toEqual(["blue", "green", "red", "blue", "green", "red"]);
    hostClient.close();
  });

  it("a player changes seat and leaves; only the host configures, kicks, swaps, picks first and starts", async () => {
    const { code, hostClient } = await room("spy", 2);
    const ben = await TestClient.connect(host, code);
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    for (const msg of [
      { type: "configure", players: 3, options: {} },
      { type: "kick", seat: 1 },
      { type: "swap", from: 0, to: 1 },
      { type: "first", seat: 1 },
      { type: "start" },
      { type: "reserve", seat: 0, bot: true },
    ] as const) {
      expect((await ben.request(msg)).code).toBe(RoomErrors.NOT_HOST);
    }
    expect((await hostClient.request({ type: "configure", players: 3, options: {} })).type).toBe("ack");
    expect((await ben.request({ type: "sit", seat: 2, name: "Ben" })).type).toBe("ack");
    expect(ben.state?.you.seat).toBe(2);
    expect((await hostClient.request({ type: "start" })).code).toBe(RoomErrors.TABLE_NOT_READY);
    expect((await hostClient.request({ type: "swap", from: 2, to: 0 })).type).toBe("ack");
    // The host's ack says nothing of when Ben's own picture arrives: waited for, as the kick's below.
    const swapped = await ben.stateAtLeast(hostClient.state?.version ?? 0);
    expect(swapped.you.seat).toBe(0);
    expect((await hostClient.request({ type: "first", seat: 0 })).type).toBe("ack");
    expect(hostClient.state?.room.first).toBe(0);
    expect((await hostClient.request({ type: "kick", seat: 0 })).type).toBe("ack");
    const kicked = await ben.stateAtLeast(hostClient.state?.version ?? 0);
    expect(kicked.you.seat).toBeNull();
    expect((await ben.request({ type: "leave" })).code).toBe(RoomErrors.NOT_SEATED);
    hostClient.close();
    ben.close();
  });

  it("after a game the host proposes a rematch with the same seats, which starts once Ben accepts; or goes back to the lobby", async () => {
    const { code, hostClient } = await room("spy", 2);
    const ben = await TestClient.connect(host, code);
    await hostClient.request({ type: "sit", seat: 0, name: "Ana" });
    await ben.request({ type: "sit", seat: 1, name: "Ben" });
    expect((await hostClient.request({ type: "rematch" })).code).toBe(RoomErrors.WRONG_PHASE);
    await hostClient.request({ type: "start" });
    const { playGame } = await import("./play");
    await playGame([hostClient, ben], "spy", "rematch");
    expect(hostClient.state?.room.phase).toBe("over");
    expect((await hostClient.request({ type: "rematch" })).type).toBe("ack");
    // Nobody is dropped into a game they did not accept: Ben sees the proposal, the table stays as it was.
    const proposed = await ben.stateAtLeast(hostClient.state?.version ?? 0);
    expect(proposed.room.phase).toBe("over");
    expect(proposed.room.rematch).toMatchObject({ by: 0, accepted: [0] });
    expect((await ben.request({ type: "rematch" })).type).toBe("ack");
    const again = await hostClient.stateAtLeast(ben.state?.version ?? 0);
    expect(again.room.phase).toBe("playing");
    expect((again.game as { phase: string }).phase).toBe("arranging");
    expect((await hostClient.request({ type: "lobby" })).type).toBe("ack");
    expect(hostClient.state?.room.phase).toBe("lobby");
    expect(hostClient.state?.game).toBeNull();
    hostClient.close();
    ben.close();
  });
});

describe("chat", () => {
  it("players and spectators chat, labelled; long lines are refused", async () => {
    const { code, hostClient } = await room("spy", 2);
    await hostClient.request({ type: "sit", seat: 0, name: "Ana" });
    const watcher = await TestClient.connect(host, code);
    const heard = watcher.next((m) => m.type === "chat");
    expect((await hostClient.request({ type: "chat", text: "hi all" })).type).toBe("ack");
    expect(await heard).toMatchObject({ type: "chat", entry: { seat: 0, name: "Ana", text: "hi all", team: false } });
    const heardBack = hostClient.next((m) => m.type === "chat" && m.entry.text === "watching");
    expect((await watcher.request({ type: "chat", text: "watching" })).type).toBe("ack");
    expect(await heardBack).toMatchObject({ entry: { seat: null, text: "watching" } });
    const long = await watcher.request({ type: "chat", text: "x".repeat(Limits.maxChatLength + 1) });
    expect(long.code).toBe(RoomErrors.BAD_CHAT);
    hostClient.close();
    watcher.close();
  });

  it("Sequence team chat reaches teammates only, and is off during play unless the room allows it", async () => {
    const { code, hostClient } = await room("sequence", 4);
    const others = [
      await TestClient.connect(host, code),
      await TestClient.connect(host, code),
      await TestClient.connect(host, code),
    ];
    await hostClient.request({ type: "sit", seat: 0, name: "A" });
    for (const [i, c] of others.entries()) await c.request({ type: "sit", seat: i + 1, name: `P${i + 1}` });
    const mate = others[1] as TestClient; // seat 2: same side as seat 0
    const rival = others[0] as TestClient; // seat 1
    const mateHeard = mate.next((m) => m.type === "chat");
    let rivalHeard = false;
    rival.socket.addEventListener("message", (e: MessageEvent) => {
      if (String(e.data).includes("secret plan")) rivalHeard = true;
    });
    expect((await hostClient.request({ type: "chat", text: "secret plan", team: true })).type).toBe("ack");
    expect(await mateHeard).toMatchObject({ entry: { team: true, text: "secret plan" } });
    await hostClient.request({ type: "start" });
    const off = await hostClient.request({ type: "chat", text: "psst", team: true });
    expect(off.code).toBe(RoomErrors.TEAM_CHAT_OFF);
    await hostClient.request({ type: "settings", settings: { turnSeconds: null, teamChat: true, notes: true } });
    expect((await hostClient.request({ type: "chat", text: "ok now", team: true })).type).toBe("ack");
    // A later message on the same socket proves the team line was never delivered to the rival.
    await rival.request({ type: "chat", text: "done" });
    expect(rivalHeard).toBe(false);
    for (const c of [hostClient, ...others]) c.close();
  });
});

describe("spectators", () => {
  it("the cap counts spectators only: past it a friend with a free seat to take gets in and sits; once the table is full one more watcher is refused", async () => {
    const { code, hostClient } = await room("spy", 2);
    await hostClient.request({ type: "sit", seat: 0, name: "Host" });
    const watchers: TestClient[] = [];
    for (let i = 0; i < Limits.maxSpectators; i++) watchers.push(await TestClient.connect(host, code));
    expect(watchers.at(-1)?.state?.room.spectators).toBe(Limits.maxSpectators);
    const friend = await TestClient.connect(host, code);
    expect(friend.state?.you.seat).toBeNull();
    expect((await friend.request({ type: "sit", seat: 1, name: "Friend" })).type).toBe("ack");
    const extra = new TestClient(host, code);
    await new Promise((r) => extra.socket.addEventListener("open", r, { once: true }));
    const refused = await extra.request({ type: "hello" });
    expect(refused.code).toBe(RoomErrors.ROOM_FULL);
    // A seat holder is always let in, however many watch.
    const again = await TestClient.connect(host, code, { seatToken: friend.seatToken as string });
    expect(again.state?.you.seat).toBe(1);
    for (const c of [hostClient, ...watchers, friend, extra, again]) c.close();
  });
});
