import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnyGame, TURN_LIMIT } from "../../shared/engine";
import { findGame } from "../../shared/games";
import type { SequenceState } from "../../shared/games/sequence";
import type { SpyState } from "../../shared/games/spy";
import { type CreateRoomRequest, Limits } from "../../shared/protocol";
import { replayMatch } from "../../shared/room";
import { ANSWERS_PER_PERSON, PEOPLE_KEPT } from "../../shared/room/answers";
import { createRoom } from "./client";
import { RoomInNode } from "./core-in-node";
import { type DevServer, snapshotSources, startDevServer, TEST_VARS } from "./server";
import { accepted, Wire } from "./wire";
import { type Plan, planSequence, planSpy } from "./worst-case-plans";

/**
 * The largest room the rules and limits allow, and what it costs: the largest
 * frame any client is sent (under 256 KiB), the largest stored value (under
 * 64 KiB; the platform refuses 128 KiB), the total stored bytes, and the time
 * to wake the room from storage (a replay of the whole log). The figures are
 * printed; README.md's Limits section quotes them.
 *
 * Each room holds the longest game that can be constructed (worst-case-plans.ts:
 * Spy with 4 players, 1,000 turns each of 8 flips, a move and a spy or an end;
 * Sequence with 12 players, 1,000 turns, most of them an exchange and a play),
 * names of 24 four-byte emoji, 50 chat lines of 280 four-byte emoji from seated
 * players (so each line also carries a name) and 50 spectators; the Spy room's
 * retry memory is full too (128 people × 32 answers, every id 64 characters:
 * it is the same in any room).
 *
 * Built in two halves. The room is created by the real runtime (its POST), then
 * played to its end by the room's own core in Node (core-in-node.ts: the code
 * the Durable Object runs, over storage in memory): every message is the same,
 * every one is answered, but ten thousand actions cost seconds instead of the
 * minutes the runtime's sockets take. What the core stored then goes into the
 * runtime's storage, partykit dev's sqlite file of that room (table _cf_KV: each
 * value in V8's serialization, as the runtime writes it), and the real runtime
 * wakes the room from it: the wake is timed (the room's first request, which
 * waits for load() and its replay, against a second one), 50 spectators
 * arrive over real sockets, and the host and a spectator come back, each sent
 * the whole picture with the chat, which must be the game's last state. The
 * server runs from a copy of the sources (server.ts, snapshotSources), so that
 * edits elsewhere in the tree do not restart it mid-run. sqlite files are read
 * and written with the sqlite3 command-line tool (Debian: apt-get install
 * sqlite3), since Node 20 has no sqlite of its own.
 */

const MAX_FRAME = 256 * 1024;
const MAX_VALUE = 64 * 1024;

/** 24 four-byte characters: the longest name in bytes. */
const nameOf = (seat: number) => String.fromCodePoint(0x1f600 + seat).repeat(Limits.maxNameLength);
/** 280 four-byte characters: the longest chat line in bytes. */
const lineOf = (n: number) => String.fromCodePoint(0x1f400 + (n % 64)).repeat(Limits.maxChatLength);
/** Message ids and client ids as long as the wire allows (64), so that retry memory is as large as it gets. */
const id64 = (text: string) => text.padEnd(64, "~");
const clientId64 = (text: string) => text.padEnd(64, "_");

let ids = 0;
const nextId = (who: string) => id64(`${who}-${++ids}`);

async function expectAccepted(reply: Promise<{ type: string; code?: string; message?: string }>): Promise<void> {
  const r = await reply;
  if (r.type === "error") throw new Error(`refused: ${r.code} ${r.message}`);
}

/** A room played to its end by the core in Node, and what it takes to come back to it. */
interface Built {
  readonly code: string;
  readonly hostToken: string;
  readonly room: RoomInNode;
  readonly clientIds: readonly string[];
  readonly seatTokens: readonly string[];
  readonly actions: number;
  /** The largest frame sent while the game was played (a player's delta). */
  readonly largestGameFrame: number;
  readonly playMs: number;
}

/**
 * Plays the plan through room `code` (created by the runtime) in the room's core in Node: the players sit under
 * the longest names, 128 people fill the retry memory (when `fillMemory`), the game is played, and the players
 * chat (the last 50 lines are the longest kind).
 */
async function buildRoom(
  plan: Plan,
  { code, hostToken }: { code: string; hostToken: string },
  { fillMemory }: { fillMemory: boolean },
): Promise<Built> {
  const room = await RoomInNode.create(createRequest(plan), code, hostToken, TEST_VARS);

  // Seats, taken by people with the longest names; the host sits in seat 0.
  const clientIds = Array.from({ length: plan.players }, (_, seat) => clientId64(`player${seat}`));
  const players: Wire[] = [];
  for (let seat = 0; seat < plan.players; seat++) {
    const wire = room.open();
    const hello = {
      type: "hello",
      id: nextId("hello"),
      clientId: clientIds[seat],
      ...(seat === 0 ? { hostToken } : {}),
    };
    await expectAccepted(wire.request(hello));
    await expectAccepted(wire.request({ type: "sit", id: nextId("sit"), seat, name: nameOf(seat) }));
    players.push(wire);
  }

  // Retry memory full: with the players' own, 128 people's last 32 answers (short lines; the long ones come last).
  for (let person = 0; fillMemory && person < PEOPLE_KEPT - plan.players; person++) {
    const wire = room.open();
    await expectAccepted(wire.request({ type: "hello", id: nextId("hello"), clientId: clientId64(`person${person}`) }));
    const replies = await wire.requestAll(
      Array.from({ length: ANSWERS_PER_PERSON }, () => ({ type: "chat", id: nextId(`p${person}`), text: "." })),
    );
    expect(replies.every(accepted)).toBe(true);
    await wire.close();
  }

  // The game: each turn's actions sent at once by its player, each citing the match version it is made at.
  await expectAccepted((players[0] as Wire).request({ type: "start", id: nextId("start") }));
  const played = performance.now();
  let version = 0;
  for (const [t, turn] of plan.turns.entries()) {
    const replies = await (players[turn.seat] as Wire).requestAll(
      turn.actions.map((action) => ({ type: "action", id: nextId(`a${turn.seat}`), version: version++, action })),
    );
    const refused = replies.find((r) => !accepted(r));
    if (refused) throw new Error(`turn ${t} (seat ${turn.seat}) refused: ${refused.code} ${refused.message}`);
  }
  const playMs = performance.now() - played;
  const largestGameFrame = Math.max(...players.map((w) => w.largest));

  // Each player says 32 lines of the longest kind (the room keeps the last 50).
  const lines = await Promise.all(
    players.flatMap((wire, seat) =>
      Array.from({ length: ANSWERS_PER_PERSON }, (_, n) =>
        wire.request({ type: "chat", id: nextId(`line${seat}`), text: lineOf(seat * ANSWERS_PER_PERSON + n) }),
      ),
    ),
  );
  expect(lines.every(accepted)).toBe(true);
  expect(players.every((w) => w.unsolicited.length === 0)).toBe(true);
  await Promise.all(players.map((w) => w.close()));
  return {
    code,
    hostToken,
    room,
    clientIds,
    seatTokens: players.map((w) => w.seatToken as string),
    actions: version,
    largestGameFrame,
    playMs,
  };
}

const createRequest = (plan: Plan): CreateRoomRequest => ({
  game: plan.gameId as CreateRoomRequest["game"],
  players: plan.players,
  options: plan.options,
  testSeed: plan.testSeed,
  ...(plan.deal !== undefined ? { testDeal: plan.deal } : {}),
});

/** The largest frame a client of the woken room was sent, and to whom. */
interface Visited {
  readonly largestFrame: number;
  readonly largestFrameTo: string;
}

/**
 * The woken room, over real sockets: 50 spectators arrive, then the host and a spectator come back; each is
 * sent the whole picture and the chat (the host's also lists the spectators), which must be the game's end.
 */
async function visit(host: string, plan: Plan, built: Built): Promise<Visited> {
  const game = findGame(plan.gameId) as AnyGame;
  const wires: { to: string; wire: Wire }[] = [];
  const open = async (to: string) => {
    const wire = await Wire.open(host, built.code);
    wires.push({ to, wire });
    return wire;
  };
  const spectators: Wire[] = [];
  // A few at a time: each mostly waits, for its socket and its answer. `spectators[n]` is spectator n.
  await inBatches(Limits.maxSpectators, 8, async (n) => {
    const wire = await open(`spectator ${n}`);
    await expectAccepted(wire.request({ type: "hello", id: nextId("hello"), clientId: clientId64(`spectator${n}`) }));
    spectators[n] = wire;
  });
  const host0 = await open("the host (seat 0), back");
  await expectAccepted(
    host0.request({
      type: "hello",
      id: nextId("hello"),
      seatToken: built.seatTokens[0],
      clientId: built.clientIds[0],
      hostToken: built.hostToken,
    }),
  );
  await (spectators[0] as Wire).close();
  const watcher = await open("a spectator, back");
  await expectAccepted(watcher.request({ type: "hello", id: nextId("hello"), clientId: clientId64("spectator0") }));

  type Picture = { room: { phase: string }; matchVersion: number; game: unknown; chat: unknown[]; you: unknown };
  // The host hears of the spectator who left and came back in deltas of the same version (presence moves no
  // version), which lastState folds in; the second may still be on its way when the watcher's answer is here
  // (another socket): once it is, the host's list is whole again.
  const watchers = () => (host0.lastState<Picture>().you as { watchers?: unknown[] }).watchers?.length;
  for (const until = Date.now() + 10_000; watchers() !== Limits.maxSpectators && Date.now() < until; ) {
    await new Promise((done) => setTimeout(done, 20));
  }
  const picture = host0.lastState<Picture>();
  expect(picture.room.phase).toBe("over");
  expect(picture.matchVersion).toBe(built.actions);
  expect(picture.game).toEqual(game.view(plan.final, 0));
  expect(picture.chat).toHaveLength(Limits.chatHistory);
  expect(picture.you).toMatchObject({ host: true, watchers: expect.any(Array) });
  // Which connections the room lost, if it lists fewer.
  const lost = wires.filter(
    (w) => w.wire !== spectators[0] && (w.wire.closedWith !== null || w.wire.errors.length > 0),
  );
  const said = lost.map((w) => `${w.to}: closed ${w.wire.closedWith}, errors ${w.wire.errors.map(String).join("; ")}`);
  expect((picture.you as { watchers: unknown[] }).watchers, said.join("\n")).toHaveLength(Limits.maxSpectators);
  expect(watcher.lastState<Picture>().game).toEqual(game.view(plan.final, null));
  expect(wires.every((w) => w.wire.errors.length === 0 && w.wire.unsolicited.length === 0)).toBe(true);

  const largest = wires.reduce((a, b) => (b.wire.largest > a.wire.largest ? b : a));
  await Promise.all(wires.map((w) => w.wire.close()));
  return { largestFrame: largest.wire.largest, largestFrameTo: largest.to };
}

/** Runs `task(0)` … `task(count - 1)`, at most `atOnce` at a time; rejects with the first failure. */
async function inBatches(count: number, atOnce: number, task: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, lane));
}

/** The sqlite file of room `code`'s Durable Object: the one whose record names the code. */
function roomFile(persistDir: string, code: string): string {
  const dir = join(persistDir, "party", "-PartyKitDurable");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const path = join(dir, file);
    const mine = sqlite(
      path,
      `select 1 as mine from _cf_KV where key = 'room' and instr(value, cast('${code}' as blob)) > 0`,
    );
    if (mine !== "") return path;
  }
  throw new Error(`no stored room ${code} under ${dir}`);
}

/** Replaces everything room `code` stores with `values` (each in V8's serialization), in one transaction. */
function storeRoom(path: string, values: ReadonlyMap<string, Buffer>): void {
  const rows = [...values].map(
    ([key, value]) => `insert into _cf_KV values ('${key.replaceAll("'", "''")}', x'${value.toString("hex")}');`,
  );
  execFileSync("sqlite3", [path], { input: ["begin;", "delete from _cf_KV;", ...rows, "commit;"].join("\n") });
}

interface Stored {
  readonly values: { key: string; bytes: number }[];
  readonly total: number;
  readonly largest: { key: string; bytes: number };
  readonly fileBytes: number;
}

/** What a room holds in storage, as its sqlite file has it (a value's length is its serialized size). */
function storedValues(path: string): Stored {
  const out = sqlite(path, "select key, length(value) as bytes from _cf_KV");
  const values = out === "" ? [] : (JSON.parse(out) as { key: string; bytes: number }[]);
  const total = values.reduce((sum, v) => sum + Buffer.byteLength(v.key) + v.bytes, 0);
  const largest = values.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const fileBytes = ["", "-wal"].reduce((sum, suffix) => {
    try {
      return sum + statSync(path + suffix).size;
    } catch {
      return sum;
    }
  }, 0);
  return { values, total, largest, fileBytes };
}

function sqlite(path: string, sql: string): string {
  try {
    return execFileSync("sqlite3", ["-readonly", "-json", path, sql], { encoding: "utf8" }).trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        "this test reads partykit dev's storage with the sqlite3 tool: install it (apt-get install sqlite3)",
      );
    }
    throw e;
  }
}

/**
 * The status of a GET on a connection of its own, its body read. Not fetch's pool: after the server's restart on
 * the same port, a connection the old server held could be reused and found closed ("other side closed").
 */
function getOnItsOwnConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** Milliseconds the room's first request after a restart took, and a second one. */
async function timeWake(host: string, code: string): Promise<{ coldMs: number; warmMs: number }> {
  const get = async () => {
    const t0 = performance.now();
    expect(await getOnItsOwnConnection(`http://${host}/parties/main/${code}`)).toBe(200);
    return performance.now() - t0;
  };
  const coldMs = await get();
  const warmMs = await get();
  return { coldMs, warmMs };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("worst case: the largest room the rules and limits allow", () => {
  let server: DevServer;
  let small: string;
  const rooms: { name: string; plan: Plan; built: Built }[] = [];
  // Its own copy of the sources: a rebuild mid-run (another change to the tree) would drop every connection.
  const sources = snapshotSources();

  beforeAll(async () => {
    server = await startDevServer({ vars: TEST_VARS, cwd: sources.dir, pages: false });
    // A room of a few bytes, to wake first after the restart (so the worker's own start is not counted).
    small = (await createRoom(server.host, { game: "spy", players: 2 })).code;
  });
  afterAll(async () => {
    await server?.stop();
    sources.remove();
  });

  const build = async (name: string, plan: Plan, turns: number, events: number, fillMemory: boolean) => {
    const created = await createRoom(server.host, createRequest(plan));
    const built = await buildRoom(plan, created, { fillMemory });
    rooms.push({ name, plan, built });
    console.log(
      `${name}: ${turns} turns, ${built.actions} actions, ${events} events, played by the core in Node in ` +
        `${(built.playMs / 1000).toFixed(1)} s; largest frame during play ${kib(built.largestGameFrame)}`,
    );
    expect.soft(built.largestGameFrame, `${name}: largest frame during play`).toBeLessThan(MAX_FRAME);
  };

  it("Spy, 4 players: 1,000 turns of 8 flips, a move and a spy or an end, ending in a draw", async () => {
    const plan = planSpy(4, "worst-spy");
    const final = plan.final as SpyState;
    expect(final).toMatchObject({ phase: "over", winner: null, turns: TURN_LIMIT });
    await build("Spy", plan, final.turns, final.history.length, true);
  });

  it("Sequence, 12 players: 1,000 turns, most of them an exchange and a play, ending in a draw", async () => {
    const plan = planSequence("worst-sequence");
    const final = plan.final as SequenceState;
    expect(final).toMatchObject({ status: "draw", winner: null, turns: TURN_LIMIT });
    await build("Sequence", plan, final.turns, final.history.length, false);
  });

  it("the real runtime wakes each from its storage and sends its whole picture: the largest value, the total, the largest frame, the time to wake", async () => {
    expect(rooms.length).toBeGreaterThan(0);
    const { port, persistDir } = server;
    await server.stop();
    const files = rooms.map((r) => roomFile(persistDir, r.built.code));
    for (const [i, r] of rooms.entries()) storeRoom(files[i] as string, r.built.room.storage.serialized());
    server = await startDevServer({ port, persistDir, vars: TEST_VARS, cwd: sources.dir, pages: false });
    const baseline = await timeWake(server.host, small);
    console.log(
      `a 2-seat room in the lobby wakes in ${baseline.coldMs.toFixed(0)} ms (then ${baseline.warmMs.toFixed(0)} ms)`,
    );
    for (const [i, r] of rooms.entries()) {
      const wake = await timeWake(server.host, r.built.code);
      const { largestFrame, largestFrameTo } = await visit(server.host, r.plan, r.built);
      const game = findGame(r.plan.gameId) as AnyGame;
      const log = r.plan.turns.flatMap((t) => t.actions.map((action) => ({ seat: t.seat, action })));
      const match = {
        seed: `${r.plan.testSeed}:1`,
        first: null,
        players: r.plan.players,
        options: r.plan.options,
        generator: "sha256",
      } as const;
      const t0 = performance.now();
      replayMatch(game, { ...match, ...(r.plan.deal !== undefined ? { deal: r.plan.deal } : {}) }, log);
      const replayMs = performance.now() - t0;
      const s = storedValues(files[i] as string);
      const sum = (prefix: string) =>
        s.values.filter((v) => v.key.startsWith(prefix)).reduce((total, v) => total + v.bytes, 0);
      const count = (prefix: string) => s.values.filter((v) => v.key.startsWith(prefix)).length;
      console.log(
        [
          `${r.name}: stored ${s.values.length} values, ${s.total} B = ${kib(s.total)} (keys and values; sqlite files ${kib(s.fileBytes)})`,
          `  log ${kib(sum("log:"))} in ${count("log:")} values, retry memory ${kib(sum("answers:"))} in ${count("answers:")}, chat ${kib(sum("chat"))}, room ${kib(sum("room"))}`,
          `  largest value: ${s.largest.key}, ${s.largest.bytes} B = ${kib(s.largest.bytes)}`,
          `  wake: first request ${wake.coldMs.toFixed(0)} ms (the next ${wake.warmMs.toFixed(0)} ms); the replay alone, in node: ${replayMs.toFixed(0)} ms`,
          `  largest frame: ${largestFrame} B = ${kib(largestFrame)} to ${largestFrameTo}`,
        ].join("\n"),
      );
      expect.soft(s.largest.bytes, `${r.name}: largest stored value`).toBeLessThan(MAX_VALUE);
      expect.soft(largestFrame, `${r.name}: largest frame`).toBeLessThan(MAX_FRAME);
    }
  });
});
