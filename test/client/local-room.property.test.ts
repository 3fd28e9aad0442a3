/**
 * The browser's local room (client/local-room/) under random traffic, as the
 * Durable Object's model is in test/model/model.property.test.ts: the same
 * core, over IndexedDB (fake-indexeddb: the same API, in memory, in node),
 * with the computer playing every other seat by its alarm. A page sends
 * random messages: actions from its own picture (current and stale),
 * malformed frames, retries, table commands, chat, pings, a stranger's
 * connection with forged tokens, reconnects and reloads (the room laid down
 * and opened again from storage). After every step, once the room is quiet:
 * - what storage holds replays to the state it holds (nothing accepted is lost);
 * - every open connection's picture, deltas folded, is its own seat's view of
 *   that state, and the page's seat is the one its token holds;
 * - an accepted action is in storage; a refused frame changed nothing stored.
 */
import "fake-indexeddb/auto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IdbStorage } from "../../client/local-room/idb-storage";
import { LocalRoom, soloFile } from "../../client/local-room/local-room";
import type { FromWorker } from "../../client/local-room/messages";
import { applyDelta } from "../../client/picture";
import type { StateMessage } from "../../client/store";
import { Rng, seedRng } from "../../shared/engine";
import type { ClientMessage, ServerMessage } from "../../shared/protocol";
import { finishedGame, replayMatch, seatOfToken } from "../../shared/room";
import { readRoom, writeNewRoom } from "../../shared/room/storage";
import { Table } from "../model/table";
import type { Outgoing } from "../room/client";

const HOST_TOKEN = "H".repeat(22);
const SEAT_TOKEN = "S".repeat(22);
const NO_RING = () => undefined;

/** One connection of the page's: what it was sent, folded. */
interface Line {
  readonly id: string;
  picture: StateMessage | null;
  readonly replies: Map<string, ServerMessage>;
  /** Errors it was sent, with or without a message to answer (a frame that is not JSON has none). */
  errors: number;
  closed: boolean;
}

let rooms = 0;

async function stored(code: string) {
  const kept = await readRoom(await IdbStorage.open(code, NO_RING));
  if (!kept) throw new Error(`storage holds no game ${code}`);
  return kept;
}

/** Every key the game holds in IndexedDB, as a read after a reload finds them. */
async function keys(code: string): Promise<Map<string, unknown>> {
  return (await IdbStorage.open(code, NO_RING)).list({ prefix: "" });
}

const step = fc.record({ kind: fc.nat(13), a: fc.nat(20), b: fc.nat(20) });
type Step = { kind: number; a: number; b: number };

/**
 * `setUpBy`: who seats the player, puts the computer in the other seats and starts: the page, as autostart
 * does for a room, or the room itself before the page connects (set-up.ts), as a game from the home page is.
 */
async function run(
  gameId: "spy" | "sequence",
  players: number,
  steps: readonly Step[],
  seed: string,
  setUpBy: "page" | "room",
) {
  const code = `SOLO${String(++rooms).padStart(4, "0")}`;
  const rng = new Rng(seedRng(seed));
  const lines = new Map<string, Line>();
  let frames = 0;
  /** The page's seat token, as the room last handed it one. */
  let seatToken: string | undefined;
  const post = (message: FromWorker) => {
    const line = lines.get(message.id);
    if (!line) return;
    if (message.kind === "close") line.closed = true;
    if (message.kind !== "frame") return;
    frames++;
    const msg = JSON.parse(message.data) as ServerMessage;
    if (msg.type === "state") line.picture = msg;
    if (msg.type === "seated") seatToken = msg.seatToken;
    if (msg.type === "delta") {
      const next = applyDelta(line.picture, msg);
      expect(next, `a delta from ${msg.from} does not fit version ${line.picture?.version}`).not.toBeNull();
      line.picture = next;
      if (msg.replyTo) line.replies.set(msg.replyTo, { type: "ack", replyTo: msg.replyTo } as ServerMessage);
    }
    if (msg.type === "error") line.errors++;
    if ((msg.type === "ack" || msg.type === "error") && msg.replyTo) line.replies.set(msg.replyTo, msg);
  };
  const create = {
    request: { game: gameId, players },
    hostToken: HOST_TOKEN,
    ...(setUpBy === "room" ? { setUp: { name: "Mo", seatToken: SEAT_TOKEN, level: "easy" as const } } : {}),
  };
  if (setUpBy === "room") seatToken = SEAT_TOKEN;
  let room = await LocalRoom.open(code, create, { botDelayMs: 0 }, post);
  let ids = 0;
  let connections = 0;
  let last: { message: Outgoing; id: string } | null = null;

  /** Until the room has taken every event and the computer has no move due (its alarm rings at once). */
  const quiet = async () => {
    for (let calm = 0, rounds = 0; calm < 2; rounds++) {
      expect(rounds, "the room never fell quiet").toBeLessThan(2000);
      const before = frames;
      await room.settled();
      await new Promise((done) => setTimeout(done, 2));
      await room.settled();
      calm = frames === before ? calm + 1 : 0;
    }
  };

  const open = async (hello: Partial<Extract<ClientMessage, { type: "hello" }>>) => {
    const line: Line = { id: `line-${++connections}`, picture: null, replies: new Map(), errors: 0, closed: false };
    lines.set(line.id, line);
    room.connect(line.id);
    await say(line, { type: "hello", clientId: `client${String(connections).padStart(16, "0")}`, ...hello });
    return line;
  };
  /** Sends `message` (with `id`) on `line` and returns the reply once the room is quiet. */
  const say = async (line: Line, message: Outgoing, id = `m${++ids}`) => {
    room.frame(line.id, JSON.stringify({ ...message, id }));
    await quiet();
    return line.replies.get(id);
  };
  const page = async () => open({ hostToken: HOST_TOKEN, ...(seatToken ? { seatToken } : {}) });

  let me = await page();
  if (setUpBy === "page") {
    // As autostart does: the player sits, the computer takes the other seats, the game starts.
    expect(me.picture?.room.phase).toBe("lobby");
    const sat = await say(me, { type: "sit", seat: 0, name: "Mo" });
    expect(sat?.type).toBe("ack");
    expect(seatToken).toBeDefined();
    for (let seat = 1; seat < players; seat++) await say(me, { type: "reserve", seat, bot: true, level: "easy" });
    expect((await say(me, { type: "start" }))?.type).toBe("ack");
  } else {
    // The room did all that before the page said hello: its first picture is the game, the page in seat 0
    // under its name with the token it chose, a computer in every other seat.
    const first = [...me.replies.values()];
    expect(first.every((reply) => reply.type === "ack")).toBe(true);
    expect(me.picture?.room.phase).toBe("playing");
    expect(me.picture?.you.seat).toBe(0);
    const { model } = await stored(code);
    expect(model.record.seats.map((s) => s.kind)).toEqual(["human", ...Array(players - 1).fill("bot")]);
    expect(model.record.seats[0]).toMatchObject({ kind: "human", name: "Mo", token: SEAT_TOKEN });
  }
  await check();
  let stranger: Line | null = null;

  for (const { kind, a, b } of steps) {
    const picture = me.picture;
    switch (kind) {
      case 0:
      case 1:
      case 2: {
        // An action from the page's own view: accepted when it is the page's to make, at the current version.
        if (!picture?.game || picture.you.seat === null || !picture.toAct.includes(picture.you.seat)) break;
        const { game } = await stored(code);
        const action = game.randomAction(picture.game, rng);
        if (action === null) break;
        const version = picture.matchVersion ?? 0;
        const id = `m${++ids}`;
        const reply = await say(me, { type: "action", version, action }, id);
        expect(reply?.type, `a legal action at the current version was refused: ${JSON.stringify(reply)}`).toBe("ack");
        last = { message: { type: "action", version, action }, id };
        expect((await stored(code)).model.record.logLength).toBeGreaterThan(version);
        break;
      }
      case 3: {
        // Stale, malformed and unknown frames: refused, and nothing stored changes.
        const before = await keys(code);
        const errors = me.errors;
        const id = `bad${++ids}`;
        const frame = [
          JSON.stringify({ type: "action", id, version: -1, action: { type: "pass" } }),
          `{"type":"action","id":"${id}"`,
          JSON.stringify({ type: "nonsense", id }),
          JSON.stringify({ type: "chat", id, text: "x".repeat(5000) }),
        ][a % 4] as string;
        room.frame(me.id, frame);
        await quiet();
        expect(me.errors).toBe(errors + 1);
        if (a % 4 === 0) expect(me.replies.get(id)?.type).toBe("error");
        expect(await keys(code)).toEqual(before);
        break;
      }
      case 4:
        // A retry of the last accepted action: applied once only.
        if (last) {
          const length = (await stored(code)).model.record.logLength;
          await say(me, last.message, last.id);
          expect((await stored(code)).model.record.logLength).toBe(length);
        }
        break;
      case 5:
        await say(me, { type: "ping", ...(a % 2 === 0 ? { hidden: true } : {}) });
        break;
      case 6:
        await say(me, { type: "chat", text: `line ${a}` });
        break;
      case 7:
        await say(me, { type: (["rematch", "lobby", "start"] as const)[a % 3] ?? "rematch" });
        break;
      case 8:
        await say(me, {
          type: "settings",
          settings: { turnSeconds: a % 2 === 0 ? null : 30, teamChat: b % 2 === 0, notes: true },
        });
        break;
      case 9:
        // The page reconnects (a new connection says hello with its tokens).
        room.disconnect(me.id);
        lines.delete(me.id);
        me = await page();
        break;
      case 10: {
        // A reload: the worker ends and a new one opens the game from storage alone.
        await room.close();
        lines.clear();
        stranger = null;
        room = await LocalRoom.open(code, null, { botDelayMs: 0 }, post);
        me = await page();
        break;
      }
      case 11:
        // Someone with forged tokens (the room never hands a stranger a seat or a secret).
        if (stranger) {
          room.disconnect(stranger.id);
          lines.delete(stranger.id);
        }
        stranger = await open({ seatToken: "F".repeat(22), hostToken: "G".repeat(22) });
        break;
      default:
        await say(me, { type: "sit", seat: a % players, name: `Mo ${b}` });
    }
    await check();
  }
  await room.close();

  async function check() {
    await quiet();
    const { game, model } = await stored(code);
    const { record, state } = model;
    if (record.match && record.phase !== "lobby") {
      expect(model.log.length).toBe(record.logLength);
      expect(state).toEqual(replayMatch(game, record.match, model.log));
    }
    for (const line of lines.values()) {
      if (line.closed) continue;
      const held = line.picture;
      expect(held, "an open connection holds no picture").not.toBeNull();
      if (!held) continue;
      const seat = line === me ? seatOfToken(record, seatToken ?? null) : null;
      expect(held.you.seat).toBe(seat);
      expect(held.game).toEqual(state === null ? null : game.view(state, seat));
    }
  }
}

describe("a game the room sets up", () => {
  it("waits for its player: the computers' first pause starts at the page's hello, not before", async () => {
    const code = `SOLO${String(++rooms).padStart(4, "0")}`;
    const pictures: StateMessage[] = [];
    const post = (message: FromWorker) => {
      if (message.kind !== "frame") return;
      const msg = JSON.parse(message.data) as ServerMessage;
      if (msg.type === "state") pictures.push(msg);
    };
    const create = {
      request: { game: "spy" as const, players: 3 },
      hostToken: HOST_TOKEN,
      setUp: { name: "Mo", seatToken: SEAT_TOKEN, level: "easy" as const },
    };
    // Spy starts with everyone arranging: both computers have a move to make at once.
    const room = await LocalRoom.open(code, create, { botDelayMs: 20 }, post);
    const started = (await stored(code)).model.record;
    expect(started.phase).toBe("playing");
    // Many of their pauses go by with no page: the computers have not moved.
    await new Promise((done) => setTimeout(done, 300));
    await room.settled();
    expect((await stored(code)).model.record.logLength).toBe(started.logLength);
    // The page says hello: it is shown the game as it was set up, and then the computers move.
    room.connect("page");
    room.frame("page", JSON.stringify({ type: "hello", id: "hello-1", seatToken: SEAT_TOKEN, hostToken: HOST_TOKEN }));
    await room.settled();
    expect(pictures[0]?.matchVersion).toBe(started.logLength);
    await expect
      .poll(async () => (await stored(code)).model.record.logLength, { timeout: 10_000 })
      .toBeGreaterThan(started.logLength);
    await room.close();
  });
});

describe("the local room under random traffic", () => {
  it("Spy against two computers: views exact, nothing accepted lost, refusals change nothing, reloads keep the game", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 10, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.constantFrom("page" as const, "room" as const),
        (steps, seed, setUpBy) => run("spy", 3, steps, seed, setUpBy),
      ),
      { numRuns: 15 },
    );
  });

  it("Sequence against one computer: the same", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 10, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.constantFrom("page" as const, "room" as const),
        (steps, seed, setUpBy) => run("sequence", 2, steps, seed, setUpBy),
      ),
      { numRuns: 15 },
    );
  });
});

describe("a game played in this browser, as a file (soloFile: the download and the replay page)", () => {
  it("is the game just over, and stays so once the next has begun", async () => {
    const code = "SOLOFILE";
    const storage = await IdbStorage.open(code, NO_RING);
    const table = new Table("sequence", 2, "solo-file");
    const mo = table.seat(0, "Mo", true);
    const bo = table.seat(1, "Bo");
    await writeNewRoom(storage, table.model.record);
    const send = (conn: string, message: Parameters<Table["send"]>[1]) => table.sendStored(storage, conn, message);
    await send(mo, { type: "start" });
    expect(await soloFile(code)).toEqual({ kind: "notOver" });
    const rng = new Rng(seedRng("solo-file"));
    while (table.model.record.phase === "playing") {
      const conn = table.game.toAct(table.model.state).includes(0) ? mo : bo;
      const state = table.stateOf(conn);
      await send(conn, {
        type: "action",
        version: state.matchVersion ?? 0,
        action: table.game.randomAction(state.game, rng),
      });
    }
    const over = finishedGame(table.game, table.model);
    expect(over).not.toBeNull();
    expect(await soloFile(code)).toEqual({ kind: "file", file: over });
    for (const conn of [mo, bo]) await send(conn, { type: "rematch", version: table.model.record.lobbyVersion });
    expect(table.model.record.phase).toBe("playing");
    expect(await soloFile(code)).toEqual({ kind: "file", file: over });
  });
});
