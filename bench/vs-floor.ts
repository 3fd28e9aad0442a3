/**
 * This project's room next to a bare PartyKit room (bench/bare/), side by side
 * in one interleaved run: both `partykit dev` servers run at once, from private
 * copies of their sources, pinned to one CPU (the load generator, this
 * process, to another), and take turns under the same load, in slices of
 * about 2 s (each configuration's tables stay open on all meanwhile), so a
 * change in the machine's background load falls on all alike:
 *
 *   a. 1 room, closed loop (each move sent once the last one is everywhere)
 *   b. 50 rooms, closed loop
 *   c. 50 rooms, 50 ms think time after each move (a fixed, moderate load)
 *   d. 1 room, 2 players + 0, 10 and 40 connected spectators, closed loop
 *
 * The same work on each: the bare room's toy game (bench/toy/: two seats claim
 * cells of an 81-cell board) on the bare room (`bare`) and on this project's
 * room (`room/toy`, the toy registered as a fixture game by the bench's server
 * entry, bench/toy/server-entry.ts), and beside them this room playing its
 * real 2-player Sequence (`room/seq`, same server). Moves are random and
 * legal, each chosen from the mover's own view; a finished game is
 * restarted at once (rematch), and the restart's frames are not counted as a
 * move's. Per configuration it prints the medians over the reps of: moves/s;
 * the round trip p50/p90/p99 (a move sent → the mover holds its answer); CPU
 * per move over the server's whole process tree (node, workerd, esbuild; utime
 * + stime from /proc, before/after); bytes and frames each player receives per
 * move, and the largest frame; values written to storage per move (JSON bytes
 * of what the room `put`, counted inside the room: bench/storage-count.ts),
 * keys put and alarm calls per move; bytes the tree wrote to disk per move
 * (/proc/<pid>/io write_bytes); how busy other processes kept the server's CPU
 * (/proc/stat); and the project's ratio to the bare room. Configuration d also
 * gives the extra CPU per connected spectator per move (the slope over 0, 10,
 * 40 spectators) and the frames each spectator receives per move. A window
 * ends once every spectator holds the players' last version (the project's
 * room folds spectators' frames and sends the last one up to 50 ms after the
 * move), so those frames' CPU is in the window. The CPU figures include each game's restart (both rooms
 * restart a game every ~80 moves) and the tree's idle cost (printed first).
 *
 * The last lines sum up, as ratios of medians, for the toy on this room, then
 * (the last line) for Sequence on this room:
 *   room/toy vs bare room: cpu x…, p99 x…, bytes/move/player N, storage/move N
 *   vs bare room: cpu x…, p99 x…, bytes/move/player N, storage/move N
 * With --quick (one rep of configuration a only) every figure is a's. Otherwise
 * cpu is the worst ratio of a, b and c, p99 is c's (the fixed load), and
 * bytes/move/player and storage/move are the project's largest of a, b and c.
 *
 * With --peers, the same toy game on boardgame.io (in memory, and with a
 * durable log: one fdatasync per move) and on Colyseus (bench/peers/,
 * each a Node server pinned like the others) joins the interleaved run, each
 * with its own ratio to the bare room and its own summary line (before this
 * room's). Their packages
 * are installed apart from the project's: `npm --prefix bench/peers install`.
 *
 * Run by hand, never in CI:
 *   npm run bench:vs-floor                      # 3 interleaved reps, about 7 minutes
 *   npm run --silent bench:vs-floor -- --quick  # one rep of a, under 3 minutes
 *   npm run --silent bench:vs-floor -- --only d # configuration d alone (any of a,b,c,d, comma-separated)
 * Options: --reps N, --seconds S (measured time per configuration and room), --uncounted
 * (rooms served without the storage counting, to check what it costs; no
 * storage figures), --peers.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Rng, seedRng } from "../shared/engine";
import { bareFloor } from "./bare-client";
import { type DevServer, startBareServer, startNodeServer, startProjectServer, stopAll } from "./dev-server";
import { cpuTimes, hasProc, pinningCpus, pinSelf, treeUsage } from "./proc";
import { projectFloor, projectSequenceFloor } from "./project-client";
import type { StorageCounters } from "./storage-count";
import type { Floor, Meter, Peer, Table } from "./table";
import { toyGame } from "./toy/game";

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : argv[at + 1];
};
const QUICK = argv.includes("--quick");
/** Only these configurations (`--only d`, `--only a,d`). */
const ONLY = option("only")?.split(",") ?? null;
const PIN = pinningCpus();
/** The CPU the servers are pinned to, if they are. */
const SERVER_CPU = PIN?.server ?? null;
const REPS = Number(option("reps") ?? (QUICK ? 1 : 3));
const SECONDS = Number(option("seconds") ?? (QUICK ? 10 : 6));
/** Each window is played in slices of about this many seconds, the servers taking turns. */
const SLICE_SECONDS = 2;
/** Serve the rooms without counting their storage calls: a check of what the counting costs. */
const UNCOUNTED = argv.includes("--uncounted");
/** Add the toy game on other frameworks (bench/peers/). */
const PEERS = argv.includes("--peers");

interface Config {
  readonly id: string;
  readonly label: string;
  readonly rooms: number;
  readonly thinkMs: number;
  /** Spectators connected during each measured window, in order (the same table throughout). */
  readonly spectators: readonly number[];
}

const CONFIGS: readonly Config[] = [
  { id: "a", label: "1 room, closed loop", rooms: 1, thinkMs: 0, spectators: [0] },
  { id: "b", label: "50 rooms, closed loop", rooms: 50, thinkMs: 0, spectators: [0] },
  { id: "c", label: "50 rooms, 50 ms think", rooms: 50, thinkMs: 50, spectators: [0] },
  { id: "d", label: "1 room + spectators", rooms: 1, thinkMs: 0, spectators: [0, 10, 40] },
];

/** One measured window on one server. */
interface Sample {
  moves: number;
  movesPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  cpuMsPerMove: number;
  bytesPerMovePlayer: number;
  framesPerMovePlayer: number;
  /** Frames each spectator received per move (NaN without spectators). */
  framesPerMoveSpectator: number;
  /** The largest frame a player received during a move (restarts left out). */
  largestFrame: number;
  storedBytesPerMove: number;
  keysPerMove: number;
  alarmCallsPerMove: number;
  diskBytesPerMove: number;
  restarts: number;
  /** Percent of the server's CPU that other processes (not the server's tree) used during the window. */
  otherLoad: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sum = (meters: readonly Meter[], key: keyof Meter) => meters.reduce((n, m) => n + m[key], 0);

/** The largest frame any of `meters` received since they were last zeroed; zeroes them. */
function takeLargest(meters: readonly Meter[]): number {
  let largest = 0;
  for (const m of meters) {
    largest = Math.max(largest, m.largest);
    m.largest = 0;
  }
  return largest;
}

/** Waits until no connection of `tables` has received anything for 150 ms (setup and last moves are over). */
async function quiesce(tables: readonly Table[]): Promise<void> {
  const meters = tables.flatMap((t) => [...t.players, ...t.spectators]);
  const deadline = Date.now() + 5000;
  let last = sum(meters, "frames");
  while (Date.now() < deadline) {
    await sleep(150);
    const now = sum(meters, "frames");
    if (now === last) return;
    last = now;
  }
}

/** Where room `k`'s server answers its storage counters, or null for a server that stores nothing (or with --uncounted). */
function countersUrl(k: number, room: string): string | null {
  const server = serverOf[k] as DevServer;
  if (UNCOUNTED) return null;
  if (k < PARTYKIT_FLOORS) return `http://${server.host}/parties/main/${room}?__bench=storage`;
  return peers[k - PARTYKIT_FLOORS]?.countsStorage ? `http://${server.host}/__bench/storage?` : null;
}

async function storageCounters(url: string, reset: boolean): Promise<StorageCounters> {
  const res = await fetch(`${url}${reset ? "&reset=1" : ""}`);
  if (!res.ok) throw new Error(`storage counters: ${res.status} ${await res.text()}`);
  return (await res.json()) as StorageCounters;
}

/** What one slice of a window measured on one server; slices add up. */
interface Slice {
  moves: number;
  seconds: number;
  rtts: number[];
  cpuMs: number;
  bytes: number;
  frames: number;
  players: number;
  spectatorFrames: number;
  spectators: number;
  largestFrame: number;
  putCalls: number;
  keysPut: number;
  sampledCalls: number;
  sampledBytes: number;
  alarmCalls: number;
  diskBytes: number;
  restarts: number;
  cpuBusyMs: number;
  cpuTotalMs: number;
}

const emptySlice = (): Slice => ({
  moves: 0,
  seconds: 0,
  rtts: [],
  cpuMs: 0,
  bytes: 0,
  frames: 0,
  players: 0,
  spectatorFrames: 0,
  spectators: 0,
  largestFrame: 0,
  putCalls: 0,
  keysPut: 0,
  sampledCalls: 0,
  sampledBytes: 0,
  alarmCalls: 0,
  diskBytes: 0,
  restarts: 0,
  cpuBusyMs: 0,
  cpuTotalMs: 0,
});

function addSlice(total: Slice, s: Slice): void {
  for (const key of Object.keys(total) as (keyof Slice)[]) {
    if (key === "rtts") total.rtts.push(...s.rtts);
    else if (key === "largestFrame") total.largestFrame = Math.max(total.largestFrame, s.largestFrame);
    else if (key === "players" || key === "spectators") total[key] = s[key];
    else total[key] += s[key];
  }
}

function sampleOf(t: Slice): Sample {
  const rtts = [...t.rtts].sort((a, b) => a - b);
  // A server that stores nothing (no counters, not --uncounted) stored 0 bytes: a figure, not a gap.
  const storedBytes = UNCOUNTED
    ? Number.NaN
    : t.putCalls === 0
      ? 0
      : t.sampledCalls === 0
        ? Number.NaN
        : (t.sampledBytes / t.sampledCalls) * t.putCalls;
  return {
    moves: t.moves,
    movesPerSecond: t.moves / t.seconds,
    p50: percentile(rtts, 0.5),
    p90: percentile(rtts, 0.9),
    p99: percentile(rtts, 0.99),
    cpuMsPerMove: t.cpuMs / t.moves,
    bytesPerMovePlayer: t.bytes / t.moves / t.players,
    framesPerMovePlayer: t.frames / t.moves / t.players,
    framesPerMoveSpectator: t.spectators === 0 ? Number.NaN : t.spectatorFrames / t.moves / t.spectators,
    largestFrame: t.largestFrame,
    storedBytesPerMove: storedBytes / t.moves,
    keysPerMove: UNCOUNTED ? Number.NaN : t.keysPut / t.moves,
    alarmCallsPerMove: UNCOUNTED ? Number.NaN : t.alarmCalls / t.moves,
    diskBytesPerMove: t.diskBytes / t.moves,
    restarts: t.restarts,
    otherLoad:
      SERVER_CPU === null ? Number.NaN : (Math.max(0, t.cpuBusyMs - t.cpuMs) / Math.max(1, t.cpuTotalMs)) * 100,
  };
}

/** Plays `tables` of room `k` for `seconds` (each table one move at a time), measuring its server meanwhile. */
async function measure(
  k: number,
  tables: readonly Table[],
  rngs: readonly Rng[],
  thinkMs: number,
  seconds: number,
): Promise<Slice> {
  const server = serverOf[k] as DevServer;
  await quiesce(tables);
  const counted = countersUrl(k, (tables[0] as Table).room);
  if (counted) await storageCounters(counted, true);
  const slice = emptySlice();
  let restartBytes = 0;
  let restartFrames = 0;
  for (const t of tables) takeLargest(t.players);
  const bytesBefore = tables.reduce((n, t) => n + sum(t.players, "bytes"), 0);
  const framesBefore = tables.reduce((n, t) => n + sum(t.players, "frames"), 0);
  const spectatorFramesBefore = tables.reduce((n, t) => n + sum(t.spectators, "frames"), 0);
  const before = treeUsage(server.pid);
  const cpuBefore = SERVER_CPU === null ? null : cpuTimes(SERVER_CPU);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tables.map(async (table, i) => {
      const rng = rngs[i] as Rng;
      // Rooms with think time start spread over one pause, not in lockstep.
      if (thinkMs > 0) await sleep(rng.int(thinkMs));
      while (performance.now() < deadline) {
        if (table.over()) {
          const b = sum(table.players, "bytes");
          const f = sum(table.players, "frames");
          slice.largestFrame = Math.max(slice.largestFrame, takeLargest(table.players));
          await table.restart();
          takeLargest(table.players);
          restartBytes += sum(table.players, "bytes") - b;
          restartFrames += sum(table.players, "frames") - f;
          slice.restarts++;
          continue;
        }
        slice.rtts.push(await table.move(rng));
        slice.moves++;
        if (thinkMs > 0) await sleep(thinkMs);
      }
    }),
  );
  slice.seconds = (performance.now() - started) / 1000;
  // The spectators' last (folded) frame belongs to this window's moves: its CPU is counted here.
  await Promise.all(tables.map((t) => t.watched()));
  const after = treeUsage(server.pid);
  const cpuAfter = SERVER_CPU === null ? null : cpuTimes(SERVER_CPU);
  for (const t of tables) slice.largestFrame = Math.max(slice.largestFrame, takeLargest(t.players));
  slice.cpuMs = after.cpuMs - before.cpuMs;
  slice.diskBytes = after.diskBytes - before.diskBytes;
  if (cpuBefore && cpuAfter) {
    slice.cpuBusyMs = cpuAfter.busyMs - cpuBefore.busyMs;
    slice.cpuTotalMs = cpuAfter.totalMs - cpuBefore.totalMs;
  }
  slice.bytes = tables.reduce((n, t) => n + sum(t.players, "bytes"), 0) - bytesBefore - restartBytes;
  slice.frames = tables.reduce((n, t) => n + sum(t.players, "frames"), 0) - framesBefore - restartFrames;
  slice.players = tables.reduce((n, t) => n + t.players.length, 0) / tables.length;
  // Restarts' frames are not told apart for spectators: a restart every ~80 moves adds about one frame.
  slice.spectatorFrames = tables.reduce((n, t) => n + sum(t.spectators, "frames"), 0) - spectatorFramesBefore;
  slice.spectators = tables.reduce((n, t) => n + t.spectators.length, 0) / tables.length;
  if (counted) {
    const counters = await storageCounters(counted, false);
    if (counters.putCalls < slice.moves) {
      throw new Error(
        `storage counted ${counters.putCalls} puts for ${slice.moves} moves: are the rooms in one isolate?`,
      );
    }
    slice.putCalls = counters.putCalls;
    slice.keysPut = counters.keysPut;
    slice.sampledCalls = counters.sampledCalls;
    slice.sampledBytes = counters.sampledBytes;
    slice.alarmCalls = counters.alarmSets + counters.alarmGets;
  }
  return slice;
}

/**
 * One configuration on every room: opens its tables on each, then for each
 * spectator count plays them in short slices, the rooms taking turns, so a
 * change in the machine's background load falls on all alike. Returns
 * samples[spectator step][room].
 */
async function runConfig(config: Config, rep: number): Promise<Sample[][]> {
  const seeds = Array.from({ length: config.rooms }, (_, i) => `vf-${rep}-${config.id}-${i}`);
  const tables: Table[][] = [];
  try {
    for (const [k, floor] of FLOORS.entries()) {
      const server = serverOf[k] as DevServer;
      const own: Table[] = [];
      tables.push(own);
      // A few at a time: opening a room costs the server ~10 ms, and this is setup, not measured.
      for (let i = 0; i < seeds.length; i += 5) {
        own.push(...(await Promise.all(seeds.slice(i, i + 5).map((seed) => floor.open(server.host, seed)))));
      }
    }
    const rngs = FLOORS.map(() => seeds.map((seed) => new Rng(seedRng(seed))));
    const slices = Math.max(1, Math.round(SECONDS / SLICE_SECONDS));
    const samples: Sample[][] = [];
    let watching = 0;
    for (const spectators of config.spectators) {
      if (spectators > watching) {
        for (const own of tables) await (own[0] as Table).addSpectators(spectators - watching);
      }
      watching = spectators;
      const totals = FLOORS.map(emptySlice);
      for (let s = 0; s < slices; s++) {
        // Rotate which room goes first, so none always runs right after the same other.
        const order = FLOORS.map((_, i) => (i + rep + s) % FLOORS.length);
        for (const k of order) {
          const slice = await measure(k, tables[k] as Table[], rngs[k] as Rng[], config.thinkMs, SECONDS / slices);
          addSlice(totals[k] as Slice, slice);
        }
      }
      samples.push(totals.map(sampleOf));
    }
    return samples;
  } finally {
    for (const own of tables) for (const t of own) t.close();
  }
}

/** Least-squares slope of y over x. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * ((ys[i] as number) - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

function git(args: string[]): string {
  try {
    return execFileSync("git", args, { encoding: "utf8" }).trim();
  } catch {
    return "?";
  }
}

/** This room playing the toy game, as the bench's server entry registers it. */
const projectToyFloor = projectFloor("room/toy", toyGame);
/** The PartyKit rooms compared: the floor first, then the project's on the toy, then on Sequence. */
const PARTYKIT_FLOORS = 3;
/** The rooms of this project (their summary lines come last, Sequence's the very last). */
const PROJECT_TOY = 1;
const PROJECT_SEQUENCE = 2;
/** The other frameworks, with --peers (loaded in main). */
let peers: readonly Peer[] = [];
/** Every room compared: the floor first, the project's two, then the peers'. */
let FLOORS: readonly Floor[] = [bareFloor, projectToyFloor, projectSequenceFloor];
/** The servers, once started: the bare room's, the project's (serving both of its rooms), then each peer's. */
let servers: DevServer[] = [];
/** Each room's server, in FLOORS' order. */
let serverOf: DevServer[] = [];

const fixed = (x: number, digits: number) => (Number.isFinite(x) ? x.toFixed(digits) : "-");
const ratio = (p: number, b: number) => `x${fixed(p / b, 2)}`;

async function main(): Promise<void> {
  if (!hasProc()) throw new Error("vs-floor reads CPU time from /proc: Linux only");
  const pin = PIN;
  if (pin) pinSelf(pin.load);
  const configs = CONFIGS.filter((c) => (ONLY ? ONLY.includes(c.id) : !QUICK || c.id === "a"));
  if (configs.length === 0) throw new Error(`--only ${ONLY?.join(",")}: no such configuration (a, b, c or d)`);
  if (PEERS) {
    const dir = join(import.meta.dirname, "peers");
    if (!existsSync(join(dir, "node_modules"))) {
      console.error(
        "--peers needs the peers' packages, installed apart from the project's:\n  npm --prefix bench/peers install",
      );
      process.exit(1);
    }
    // A path built at run time: the root typecheck must not follow it into the peers' packages.
    const module = (await import(pathToFileURL(join(dir, "index.ts")).href)) as { peers: readonly Peer[] };
    peers = module.peers;
    FLOORS = [...FLOORS, ...peers.map((p) => p.floor)];
  }
  const head = git(["rev-parse", "--short", "HEAD"]);
  const dirty = git(["status", "--porcelain", "--", "party", "shared", "partykit.json"]).split("\n").filter(Boolean);

  console.log(
    "vs-floor: this project's room next to a bare PartyKit room, under partykit dev: " +
      "the toy game on both (bare, room/toy), and 2-player Sequence on this room (room/seq)",
  );
  if (peers.length > 0) {
    console.log(
      `peers: the bare room's toy game on ${peers.map((p) => `${p.label} (${p.floor.name})`).join(", ")}, ` +
        "each its own Node server (NODE_ENV=production)",
    );
  }
  console.log(
    `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), node ${process.version}; ` +
      (pin
        ? `servers pinned to CPU ${pin.server}, load generator to CPU ${pin.load}`
        : "no pinning (taskset or a 2nd CPU missing)"),
  );
  console.log(
    `project: ${head}${dirty.length ? ` + ${dirty.length} uncommitted file(s) in party/ shared/` : ""}; ` +
      `${REPS} interleaved rep(s), ${SECONDS} s per window, ${new Date().toISOString().slice(0, 10)}`,
  );
  const load = loadavg()[0] ?? 0;
  console.log(
    `load average at start: ${load.toFixed(2)}` +
      (load > 0.5 ? " (other processes are using the CPUs: expect noisier, higher figures)" : ""),
  );

  // One after the other: two partykit dev starting at once can race for the same inspector port.
  servers = [];
  const bare = await startBareServer({ name: "bare", cpu: pin?.server ?? null, uncounted: UNCOUNTED });
  servers.push(bare);
  const project = await startProjectServer({ name: "project", cpu: pin?.server ?? null, uncounted: UNCOUNTED });
  servers.push(project);
  for (const peer of peers) {
    servers.push(
      await startNodeServer({
        name: peer.floor.name,
        script: peer.script,
        ready: peer.ready,
        cpu: pin?.server ?? null,
        // Production, as such a server would run: boardgame.io logs every action to the console otherwise.
        env: { ...peer.env, NODE_ENV: "production" },
      }),
    );
  }
  serverOf = [bare, project, project, ...servers.slice(2)];

  // Warm up each room (JIT, first room, esbuild's first requests), then read each server's idle cost.
  for (const [k, floor] of FLOORS.entries()) {
    const table = await floor.open((serverOf[k] as DevServer).host, "vf-warmup");
    const rng = new Rng(seedRng("vf-warmup"));
    const until = performance.now() + 2000;
    while (performance.now() < until) {
      if (table.over()) await table.restart();
      else await table.move(rng);
    }
    table.close();
  }
  const idle: string[] = [];
  for (const server of servers) {
    await sleep(300);
    const before = treeUsage(server.pid);
    await sleep(3000);
    idle.push(`${server.name} ${fixed((treeUsage(server.pid).cpuMs - before.cpuMs) / 3, 0)} ms/s`);
  }
  console.log(`idle CPU of each server tree: ${idle.join(", ")}`);

  // results[config][spectator step][floor] = one sample per rep
  const results = configs.map((c) => c.spectators.map(() => FLOORS.map((): Sample[] => [])));
  for (let rep = 0; rep < REPS; rep++) {
    for (const [ci, config] of configs.entries()) {
      const samples = await runConfig(config, rep);
      for (const [si, pair] of samples.entries()) {
        for (const [k, sample] of pair.entries()) {
          results[ci]?.[si]?.[k]?.push(sample);
          process.stderr.write(
            `rep ${rep + 1}/${REPS} ${config.id}${config.spectators.length > 1 ? `+${config.spectators[si]}` : ""} ` +
              `${(FLOORS[k] as Floor).name.padEnd(8)} ${fixed(sample.movesPerSecond, 0)} moves/s, ` +
              `p99 ${fixed(sample.p99, 1)} ms, ${fixed(sample.cpuMsPerMove * 1000, 0)} µs CPU/move, ` +
              `${sample.moves} moves, ${sample.restarts} restarts, ` +
              (Number.isFinite(sample.framesPerMoveSpectator)
                ? `${fixed(sample.framesPerMoveSpectator, 3)} frames/move/spectator, `
                : "") +
              `other processes on the server CPU ${fixed(sample.otherLoad, 0)}%\n`,
          );
        }
      }
    }
  }

  const med = (ci: number, si: number, k: number, key: keyof Sample) =>
    median((results[ci]?.[si]?.[k] ?? []).map((s) => s[key]));
  const columns: [string, keyof Sample, number][] = [
    ["moves/s", "movesPerSecond", 0],
    ["p50 ms", "p50", 1],
    ["p90 ms", "p90", 1],
    ["p99 ms", "p99", 1],
    ["CPU/move ms", "cpuMsPerMove", 3],
    ["B/move/player", "bytesPerMovePlayer", 0],
    ["frames/move/pl", "framesPerMovePlayer", 2],
    ["max frame B", "largestFrame", 0],
    ["stored B/move", "storedBytesPerMove", 0],
    ["keys/move", "keysPerMove", 2],
    ["alarm calls/move", "alarmCallsPerMove", 2],
    ["disk B/move", "diskBytesPerMove", 0],
    ["others on CPU %", "otherLoad", 0],
  ];
  const ratioOf = new Set<keyof Sample>([
    "cpuMsPerMove",
    "p50",
    "p90",
    "p99",
    "bytesPerMovePlayer",
    "storedBytesPerMove",
    "diskBytesPerMove",
    "movesPerSecond",
  ]);
  const widths = columns.map(([title]) => Math.max(title.length, 8));
  const row = (first: string, second: string, cells: string[]) =>
    `${first.padEnd(28)} ${second.padEnd(8)} ${cells.map((c, i) => c.padStart(widths[i] as number)).join("  ")}`;
  console.log("");
  console.log(`medians of ${REPS} rep(s):`);
  console.log(
    row(
      "configuration",
      "room",
      columns.map(([title]) => title),
    ),
  );
  for (const [ci, config] of configs.entries()) {
    for (const [si, spectators] of config.spectators.entries()) {
      const label = config.spectators.length > 1 ? `${config.label}: ${spectators}` : config.label;
      const b = columns.map(([, key]) => med(ci, si, 0, key));
      console.log(
        row(
          `${config.id}. ${label}`,
          "bare",
          b.map((x, i) => fixed(x, columns[i]?.[2] ?? 0)),
        ),
      );
      // The project, then each peer, each with its ratio to the bare room.
      for (const [k, floor] of FLOORS.entries()) {
        if (k === 0) continue;
        const p = columns.map(([, key]) => med(ci, si, k, key));
        console.log(
          row(
            "",
            floor.name,
            p.map((x, i) => fixed(x, columns[i]?.[2] ?? 0)),
          ),
        );
        console.log(
          row(
            "",
            "ratio",
            columns.map(([, key], i) => (ratioOf.has(key) ? ratio(p[i] as number, b[i] as number) : "")),
          ),
        );
      }
    }
  }

  const d = configs.findIndex((c) => c.id === "d");
  if (d >= 0) {
    const counts = configs[d]?.spectators ?? [];
    const perSpectator = (k: number) =>
      median(
        Array.from({ length: REPS }, (_, rep) =>
          slope(
            counts,
            counts.map((_, si) => results[d]?.[si]?.[k]?.[rep]?.cpuMsPerMove ?? Number.NaN),
          ),
        ),
      ) * 1000;
    const sb = perSpectator(0);
    const others = FLOORS.slice(1).map((floor, i) => {
      const sp = perSpectator(i + 1);
      return `${floor.name} ${fixed(sp, 1)} µs (${ratio(sp, sb)})`;
    });
    const most = counts.length - 1;
    console.log("");
    console.log(
      `extra CPU per connected spectator per move (slope over ${counts.join("/")}): ` +
        `bare ${fixed(sb, 1)} µs, ${others.join(", ")}`,
    );
    const frames = FLOORS.map((floor, k) => `${floor.name} ${fixed(med(d, most, k, "framesPerMoveSpectator"), 3)}`);
    console.log(`frames per spectator per move at ${counts[most]} spectators: ${frames.join(", ")}`);
  }

  // The summary line: quick → all of a; full → worst CPU ratio of a–c, p99 of c, the room's largest bytes of a–c.
  const main3 = configs.map((c, ci) => ({ c, ci })).filter(({ c }) => ["a", "b", "c"].includes(c.id));
  if (main3.length === 0) {
    await stopAll();
    return;
  }
  const fixedLoad = main3.find(({ c }) => c.id === "c") ?? main3[0];
  const summary = (k: number): string => {
    const cpuRatio = Math.max(...main3.map(({ ci }) => med(ci, 0, k, "cpuMsPerMove") / med(ci, 0, 0, "cpuMsPerMove")));
    const p99Ratio = fixedLoad ? med(fixedLoad.ci, 0, k, "p99") / med(fixedLoad.ci, 0, 0, "p99") : Number.NaN;
    const bytes = Math.max(...main3.map(({ ci }) => med(ci, 0, k, "bytesPerMovePlayer")));
    const stored = Math.max(...main3.map(({ ci }) => med(ci, 0, k, "storedBytesPerMove")));
    return (
      `vs bare room: cpu x${cpuRatio.toFixed(2)}, p99 x${p99Ratio.toFixed(2)}, ` +
      `bytes/move/player ${Math.round(bytes)}, storage/move ${Math.round(stored)}`
    );
  };
  await stopAll();
  console.log("");
  // The peers' lines first, then this room's on the toy: its Sequence line stays the last, as it always was.
  for (const [i, peer] of peers.entries()) console.log(`${peer.label} (toy) ${summary(PARTYKIT_FLOORS + i)}`);
  console.log(`${projectToyFloor.name} ${summary(PROJECT_TOY)}`);
  console.log(summary(PROJECT_SEQUENCE));
}

main().catch(async (e: unknown) => {
  for (const server of servers)
    console.error(`--- ${server.name} server, last output:\n${server.output().slice(-3000)}`);
  console.error(e instanceof Error ? e.message : e);
  await stopAll();
  process.exit(1);
});
