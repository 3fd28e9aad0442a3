import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import WS from "ws";
import { findGame } from "../../shared/games";
import { Limits, RoomErrors, type ServerMessage } from "../../shared/protocol";
import { PAGE_OUTDATED_CLOSE, PROTOCOL, ROOM_OUTDATED_CLOSE } from "../../shared/wire-version";
import { createRoom, TestClient } from "./client";

const host = inject("pkHost");

async function twoPlayerSequence() {
  const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
  const a = await TestClient.connect(host, code, { hostToken });
  const b = await TestClient.connect(host, code);
  await a.request({ type: "sit", seat: 0, name: "Ana" });
  await b.request({ type: "sit", seat: 1, name: "Ben" });
  await a.request({ type: "start" });
  const state = await b.stateAtLeast(a.state?.version ?? 0);
  return { code, hostToken, a, b, version: state.version, move: state.matchVersion ?? 0 };
}

const errorFor = (client: TestClient, test: (m: Extract<ServerMessage, { type: "error" }>) => boolean) =>
  client.next((m) => m.type === "error" && test(m)) as Promise<Extract<ServerMessage, { type: "error" }>>;

/** The seat whose turn it is, and its client. */
function mover(a: TestClient, b: TestClient) {
  const view = a.state?.game as { turn: number };
  return view.turn === 0 ? { on: a, off: b } : { on: b, off: a };
}

describe("bad input gets a clear error and changes nothing", () => {
  it("malformed JSON, unknown types, extra fields and oversized frames are refused; the room keeps serving", async () => {
    const { a, b, version, move } = await twoPlayerSequence();
    const cases: [string, string][] = [
      ["{not json", RoomErrors.BAD_MESSAGE],
      [JSON.stringify({ type: "teleport", id: "x1" }), RoomErrors.BAD_MESSAGE],
      [
        JSON.stringify({ type: "action", id: "x2", version: move, action: { type: "pass" }, seat: 1 }),
        RoomErrors.BAD_MESSAGE,
      ],
      [
        JSON.stringify({ type: "chat", id: "x3", text: "a".repeat(Limits.maxMessageBytes) }),
        RoomErrors.MESSAGE_TOO_LARGE,
      ],
      ["[]", RoomErrors.BAD_MESSAGE],
    ];
    for (const [frame, code] of cases) {
      const error = errorFor(a, () => true);
      a.sendRaw(frame);
      expect((await error).code).toBe(code);
    }
    // Nothing changed, and the other player is still served.
    const ping = await b.request({ type: "chat", text: "still here?" });
    expect(ping.type).toBe("ack");
    expect(a.state?.version).toBe(version);
    for (const c of [a, b]) c.close();
  });

  it("out-of-turn, stale and spectator actions are refused with their codes", async () => {
    const { code, a, b, version, move } = await twoPlayerSequence();
    const { on, off } = mover(a, b);
    const offTurn = await off.request({ type: "action", version: move, action: { type: "pass" } });
    expect(offTurn).toMatchObject({ type: "error", code: "NOT_YOUR_TURN" });
    const stale = await on.request({ type: "action", version: move - 1, action: { type: "pass" } });
    expect(stale).toMatchObject({ type: "error", code: RoomErrors.STALE_VERSION });
    const watcher = await TestClient.connect(host, code);
    const spectatorAction = await watcher.request({ type: "action", version: move, action: { type: "pass" } });
    expect(spectatorAction).toMatchObject({ type: "error", code: RoomErrors.NOT_SEATED });
    expect(a.state?.version).toBe(version);
    for (const c of [a, b, watcher]) c.close();
  });

  it("a repeated message id is answered again, not applied twice", async () => {
    const { a, b } = await twoPlayerSequence();
    const { on } = mover(a, b);
    const game = findGame("sequence");
    const before = on.state;
    if (!game || !before) throw new Error("no state");
    const action = game.viewActions(before.game).find((x: { type: string }) => x.type === "play");
    const first = await on.request({ type: "action", version: before.matchVersion ?? 0, action }, "dup-1");
    expect(first.type).toBe("ack");
    const after = await on.stateAtLeast(before.version + 1);
    const again = await on.request({ type: "action", version: before.matchVersion ?? 0, action }, "dup-1");
    expect(again.type).toBe("ack");
    expect(on.state?.version).toBe(after.version);
    expect(on.state?.game).toEqual(after.game);
    for (const c of [a, b]) c.close();
  });
});

/** A raw socket to `code` whose address says `protocol` (null: says none): what it heard, and how it closed. */
async function socketSaying(code: string, protocol: string | null) {
  const said = protocol === null ? "" : `&protocol=${protocol}`;
  const ws = new WS(`ws://${host}/parties/main/${code}?_pk=${randomUUID()}${said}`);
  const heard: ServerMessage[] = [];
  ws.on("message", (data) => heard.push(JSON.parse(String(data)) as ServerMessage));
  const closed = new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
  await new Promise((r) => ws.once("open", r));
  return { ws, heard, closed };
}

describe("a page of another protocol (a deployment while it was open)", () => {
  it("is turned away at once, before any hello, with its side's code; the room and its table go on untouched", async () => {
    const { code, a, b, version } = await twoPlayerSequence();
    const cases: [string, string, number][] = [
      [String(PROTOCOL - 1), RoomErrors.PAGE_OUTDATED, PAGE_OUTDATED_CLOSE],
      ["banana", RoomErrors.PAGE_OUTDATED, PAGE_OUTDATED_CLOSE],
      [String(PROTOCOL + 1), RoomErrors.ROOM_OUTDATED, ROOM_OUTDATED_CLOSE],
    ];
    for (const [protocol, error, close] of cases) {
      const page = await socketSaying(code, protocol);
      expect(await page.closed).toBe(close);
      // One error and nothing else: no picture of the room, not even its spectators' count.
      expect(page.heard).toEqual([expect.objectContaining({ type: "error", code: error, replyTo: null })]);
    }
    // The table heard of none of them, and plays on.
    const ping = await b.request({ type: "chat", text: "still here?" });
    expect(ping.type).toBe("ack");
    expect(a.state?.version).toBe(version);
    expect(a.state?.room.spectators).toBe(0);
    for (const c of [a, b]) c.close();
  });

  it("a page of this protocol, or of before pages said theirs (protocol 1), is let in", async () => {
    const { code } = await createRoom(host, { game: "sequence", players: 2 });
    for (const protocol of [String(PROTOCOL), null]) {
      const page = await socketSaying(code, protocol);
      page.ws.send(JSON.stringify({ type: "hello", id: "h1" }));
      await expect.poll(() => page.heard.some((m) => m.type === "state")).toBe(true);
      expect(page.heard.some((m) => m.type === "error")).toBe(false);
      page.ws.terminate();
    }
  });
});

describe("identity without accounts", () => {
  it("a dropped player reconnects with the token and gets the seat and full view back", async () => {
    const { code, a, b } = await twoPlayerSequence();
    const token = b.seatToken as string;
    const before = b.state;
    b.close();
    const back = await TestClient.connect(host, code, { seatToken: token });
    const state = await back.stateAtLeast(before?.version ?? 0);
    expect(state.you.seat).toBe(1);
    expect(state.game).toEqual(before?.game);
    for (const c of [a, back]) c.close();
  });

  it("a wrong token gets an error and no seat, and a missing token cannot act for a seat", async () => {
    const { code, a, b, version, move } = await twoPlayerSequence();
    const wrong = new TestClient(host, code);
    await new Promise((r) => wrong.socket.addEventListener("open", r, { once: true }));
    const reply = await wrong.request({ type: "hello", seatToken: "A".repeat(22) });
    expect(reply).toMatchObject({ type: "error", code: RoomErrors.BAD_TOKEN });
    expect(wrong.state?.you.seat).toBeNull();
    const { on } = mover(a, b);
    const seatOfMover = on === a ? 0 : 1;
    const act = await wrong.request({ type: "action", version: move, action: { type: "pass" } });
    expect(act).toMatchObject({ type: "error", code: RoomErrors.NOT_SEATED });
    const noToken = await TestClient.connect(host, code);
    expect(noToken.state?.you.seat).toBeNull();
    expect((await noToken.request({ type: "sit", seat: seatOfMover, name: "Thief" })).type).toBe("error");
    expect(a.state?.version).toBe(version);
    for (const c of [a, b, wrong, noToken]) c.close();
  });

  it("a second tab with the same token holds the same seat", async () => {
    const { code, a, b } = await twoPlayerSequence();
    const tab = await TestClient.connect(host, code, { seatToken: a.seatToken as string });
    expect(tab.state?.you).toEqual({ seat: 0, host: false });
    for (const c of [a, b, tab]) c.close();
  });
});
