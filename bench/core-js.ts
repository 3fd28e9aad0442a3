/**
 * The room's core (shared/room/core.ts) as the Durable Object runs it for one
 * move, in plain node: a frame read (rate bucket, parse, schema), the model's
 * decision, the write to an in-memory storage, and every frame sent, over two
 * seated players (and spectators). No runtime, no sockets, no disk: what the
 * room's JavaScript costs per move, to profile it (`node --cpu-prof`) and to
 * compare changes. Run by hand:
 *   npx tsx bench/core-js.ts [--game toy|sequence] [--moves N] [--spectators N] [--reps N]
 * A first run chooses the moves and keeps its frames; each rep then plays the
 * same frames to a new room, timed as a whole (CPU of this process, and wall).
 * Prints µs per move (median of the reps), and per move: puts, keys, value
 * bytes, frames and characters sent.
 */
import { loadavg } from "node:os";
import { Rng, seedRng } from "../shared/engine";
import { findGame } from "../shared/games";
import type { CreateRoomRequest, ServerMessage } from "../shared/protocol";
import { type Conn, heardNow } from "../shared/room";
import { roomConfig } from "../shared/room/config";
import { type RoomConnections, RoomCore } from "../shared/room/core";
import { layOutRoom } from "../shared/room/create";
import { RateLimiter } from "../shared/room/rate";
import { type RoomStorage, writeNewRoom } from "../shared/room/storage";
import type { Pair, Socket } from "../shared/room/sync";
import "./toy/register";

const argv = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? fallback : (argv[at + 1] ?? fallback);
};
const GAME = option("game", "sequence");
const MOVES = Number(option("moves", "20000"));
const SPECTATORS = Number(option("spectators", "0"));
const REPS = Number(option("reps", "5"));

/** What the storage did, per run. */
const counts = { puts: 0, keys: 0, bytes: 0, frames: 0, sent: 0, alarms: 0 };

/**
 * A Durable Object's storage in memory. Values are kept as given (the runtime serialises them in C++, which
 * is not the room's JavaScript); one put in 16 is measured as JSON, for the bytes stored per move.
 */
class MemoryStorage implements RoomStorage {
  private readonly map = new Map<string, unknown>();
  private alarm: number | null = null;
  async get<T>(key: string): Promise<T | undefined> {
    const held = this.map.get(key);
    return held === undefined ? undefined : (structuredClone(held) as T);
  }
  put<T>(key: string, value: T): Promise<void>;
  put<T>(entries: Record<string, T>): Promise<void>;
  async put<T>(first: string | Record<string, T>, value?: T): Promise<void> {
    counts.puts++;
    const entries = typeof first === "string" ? [[first, value] as const] : Object.entries(first);
    const sampled = counts.puts % 16 === 0;
    for (const [key, v] of entries) {
      counts.keys++;
      if (sampled) counts.bytes += 16 * (key.length + JSON.stringify(v).length);
      this.map.set(key, v);
    }
  }
  async delete(keys: string[]): Promise<number> {
    let n = 0;
    for (const key of keys) if (this.map.delete(key)) n++;
    return n;
  }
  async list<T>(options: { prefix: string }): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    for (const [key, value] of [...this.map].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (key.startsWith(options.prefix)) out.set(key, value as unknown as T);
    }
    return out;
  }
  async deleteAll(): Promise<void> {
    this.map.clear();
  }
  async getAlarm(): Promise<number | null> {
    counts.alarms++;
    return this.alarm;
  }
  async setAlarm(at: number): Promise<void> {
    counts.alarms++;
    this.alarm = at;
  }
  async deleteAlarm(): Promise<void> {
    this.alarm = null;
  }
}

/** A connection whose frames the harness reads back (to learn its answers), as a page would. */
class Port implements Socket {
  readonly inbox: string[] = [];
  constructor(readonly id: string) {}
  send(frame: string): void {
    counts.frames++;
    counts.sent += frame.length;
    this.inbox.push(frame);
  }
  close(): void {}
}

/** The connections as the Durable Object keeps them: a state per socket, rewritten when it changes. */
class Ports implements RoomConnections<Port> {
  readonly open = new Map<string, { port: Port; conn: Conn }>();
  add(port: Port): void {
    const conn: Conn = {
      id: port.id,
      hello: false,
      token: null,
      host: false,
      clientId: null,
      tag: port.id.slice(0, 8),
      openedAt: Date.now(),
    };
    this.open.set(port.id, { port, conn });
  }
  snapshot(): Pair[] {
    return [...this.open.values()].map(({ port, conn }) => [port, conn] as const);
  }
  all(): Iterable<Port> {
    return [...this.open.values()].map((held) => held.port);
  }
  get(id: string): Port | undefined {
    return this.open.get(id)?.port;
  }
  conn(port: Port): Conn {
    return this.open.get(port.id)?.conn as Conn;
  }
  rebind(port: Port, conn: Conn): void {
    this.open.set(port.id, { port, conn });
  }
  heard(port: Port, now: number, hidden: boolean | undefined): void {
    const held = this.open.get(port.id);
    const next = held ? heardNow(held.conn, now, hidden) : null;
    if (held && next) this.open.set(port.id, { port, conn: next });
  }
  silence(): void {}
  closed(id: string): void {
    this.open.delete(id);
  }
}

let ids = 0;
/** Wall time spent on the messages that are not moves (the rematches between games), per run. */
let restartMs = 0;

/** One frame of the script: which connection sends it (0, 1: the seats; more: spectators), and its text. */
type Step = readonly [number, string];

/**
 * A room from creation to `moves` moves, as the Durable Object takes it (party/room.ts onMessage). With
 * `script` null, moves are chosen as they come (random and legal, from the mover's view) and the frames are
 * returned; with a script, its frames are played again (the same seed gives the same games), and only that
 * replay is timed: no choosing, checking or reading of answers in the measured time.
 */
async function run(
  seed: string,
  script: readonly Step[] | null,
): Promise<{ script: Step[]; cpuUs: number; wallUs: number; moves: number }> {
  const game = findGame(GAME);
  if (!game) throw new Error(`no game ${GAME}`);
  const storage = new MemoryStorage();
  const ports = new Ports();
  const config = roomConfig({ RATE_BURST: "100000", RATE_PER_SECOND: "100000", SILENT_AFTER_MS: "3600000" });
  const rate = new RateLimiter(config.rate.burst, config.rate.perSecond);
  const core = new RoomCore<Port>({
    storage,
    connections: ports,
    config,
    pacing: { frameMs: () => 50, later: (fn, ms) => clearer(setTimeout(fn, ms)) },
    note: () => undefined,
  });
  const request = { game: GAME as CreateRoomRequest["game"], players: 2, testSeed: seed };
  const laid = layOutRoom(request, "BENCH01", "H".repeat(22), true, Date.now());
  if (!laid.ok) throw new Error(laid.message);
  await writeNewRoom(storage, laid.model.record);
  await core.created({ game: laid.game, model: laid.model });
  const deliver = async (port: Port, raw: string) => {
    const now = Date.now();
    if (!rate.allow(port.id, now)) throw new Error("rate limited");
    const message = core.read(port, raw, now);
    if (message) await core.message(port, message);
  };
  const said: Step[] = [];
  const say = async (who: number, body: Record<string, unknown>) => {
    const id = `x${++ids}`;
    const raw = JSON.stringify({ ...body, id });
    said.push([who, raw]);
    const port = conns[who] as Port;
    await deliver(port, raw);
    const answer = port.inbox
      .map((f) => JSON.parse(f) as ServerMessage)
      .find((m) => "replyTo" in m && m.replyTo === id);
    if (answer?.type === "error") throw new Error(`${body.type}: ${answer.code} ${answer.message}`);
  };
  const conns: Port[] = [];
  for (let i = 0; i < 2 + SPECTATORS; i++) {
    const port = new Port(`conn-${i}-${"x".repeat(28)}`);
    ports.add(port);
    conns.push(port);
  }
  await say(0, { type: "hello", hostToken: "H".repeat(22) });
  await say(1, { type: "hello" });
  for (let i = 0; i < SPECTATORS; i++) await say(2 + i, { type: "hello" });
  await say(0, { type: "sit", seat: 0, name: "A" });
  await say(1, { type: "sit", seat: 1, name: "B" });
  await say(0, { type: "start" });
  const setup = said.length;
  Object.assign(counts, { puts: 0, keys: 0, bytes: 0, frames: 0, sent: 0, alarms: 0 });
  let moves = 0;
  if (script) {
    const steps = script.slice(setup);
    const wall = performance.now();
    const used = process.cpuUsage();
    for (const [who, raw] of steps) {
      const other = !raw.startsWith('{"type":"action"');
      const at = other ? performance.now() : 0;
      await deliver(conns[who] as Port, raw);
      if (other) restartMs += performance.now() - at;
      for (const port of conns) port.inbox.length = 0;
    }
    const cpu = process.cpuUsage(used);
    const wallMs = performance.now() - wall;
    moves = steps.filter(([, raw]) => raw.startsWith('{"type":"action"')).length;
    if (core.room?.model.record.logLength === 0 && moves > 0) throw new Error("the replay played nothing");
    core.sync.wake(null);
    return { script: [...script], cpuUs: (cpu.user + cpu.system) / moves, wallUs: (wallMs * 1000) / moves, moves };
  }
  const rng = new Rng(seedRng(seed));
  while (moves < MOVES) {
    const kept = core.room;
    if (!kept) throw new Error("no room");
    const { model } = kept;
    if (model.record.phase !== "playing") {
      for (const who of [0, 1]) await say(who, { type: "rematch" });
      continue;
    }
    const seat = game.toAct(model.state)[0] as number;
    const action = game.randomAction(game.view(model.state, seat), rng);
    const raw = JSON.stringify({ type: "action", id: `m${moves}`, version: model.record.logLength, action });
    said.push([seat, raw]);
    await deliver(conns[seat] as Port, raw);
    if (core.room?.model.record.logLength !== model.record.logLength + 1) {
      throw new Error(`move refused: ${conns[seat]?.inbox.at(-1)}`);
    }
    moves++;
    for (const port of conns) port.inbox.length = 0;
  }
  core.sync.wake(null);
  return { script: said, cpuUs: 0, wallUs: 0, moves };
}

function clearer(timer: ReturnType<typeof setTimeout>): () => void {
  return () => clearTimeout(timer);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const { script } = await run("core", null);
const walls: number[] = [];
const cpus: number[] = [];
for (let rep = 0; rep < REPS; rep++) {
  restartMs = 0;
  const { wallUs, cpuUs, moves } = await run("core", script);
  walls.push(wallUs);
  cpus.push(cpuUs);
  const per = (n: number) => (n / moves).toFixed(2);
  console.error(
    `rep ${rep + 1}: ${cpuUs.toFixed(1)} µs CPU/move (${wallUs.toFixed(1)} wall, of which rematches ${((restartMs * 1000) / moves).toFixed(1)}); ` +
      `per move: ${per(counts.puts)} puts, ` +
      `${per(counts.keys)} keys, ${per(counts.bytes)} B stored, ${per(counts.frames)} frames, ` +
      `${per(counts.sent)} chars sent, ${per(counts.alarms)} alarm calls`,
  );
}
console.log(
  `${GAME}, ${SPECTATORS} spectators: ${median(cpus).toFixed(1)} µs CPU/move, ${median(walls).toFixed(1)} wall ` +
    `(median of ${REPS}; least ${Math.min(...cpus).toFixed(1)}; load average ${loadavg()[0]?.toFixed(2)})`,
);
