/**
 * Attribution by patched copies: runs the bare room and one or more copies of
 * this project (each a folder with party/, shared/, client/, bench/toy/, ... — e.g. this
 * repository with one thing switched off) side by side under `partykit dev`,
 * all pinned to one CPU, and plays configuration a of bench/vs-floor.ts
 * (1 room, closed loop; `--spectators N` adds N watchers to each table) in
 * short interleaved slices, so background load falls on all alike. Prints,
 * per server, medians over slices of CPU per move split by process (workerd,
 * node, others) and moves/s.
 *
 *   npx tsx bench/variants.ts [--seconds S] [--slices N] [--spectators N] [--toy] name=/path/to/copy ...
 *   (the repository itself is `project=.`; `--toy`: the project's copies play the bench's toy game, as the
 *   bare room does, instead of 2-player Sequence)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import WS from "ws";
import { Rng, seedRng } from "../shared/engine";
import { bareFloor } from "./bare-client";
import { type DevServer, startBareServer, startProjectServer, stopAll } from "./dev-server";
import { descendants, pinningCpus, pinSelf } from "./proc";
import { projectFloor, projectSequenceFloor } from "./project-client";
import type { Floor, Table } from "./table";
import { toyGame } from "./toy/game";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(argv[at + 1]);
};
const SECONDS = option("seconds", 2);
const SLICES = option("slices", 10);
const SPECTATORS = option("spectators", 0);
/** The project's copies play the toy game (bench/toy/) rather than Sequence. */
const TOY = argv.includes("--toy");
/** Record each server's workerd with `perf record -g` during its slices (to perf/<name>-<slice>.data in the system temp folder). */
const PERF = argv.includes("--perf");
/** Where --perf and --profile write. */
const PERF_DIR = join(tmpdir(), "perf");
/** Take a V8 CPU profile of each server's room isolate (core:user:) during its slices (to perf/<name>-<slice>.cpuprofile in the system temp folder). */
const PROFILE = argv.includes("--profile");
if (PERF || PROFILE) mkdirSync(PERF_DIR, { recursive: true });
/** A node_modules folder to serve with (e.g. with a miniflare that passes WORKERD_V8_FLAGS to workerd). */
const NODE_MODULES = (() => {
  const at = argv.indexOf("--node-modules");
  return at < 0 ? undefined : argv[at + 1];
})();
const variants = argv.filter((a) => a.includes("=")).map((a) => a.split("=") as [string, string]);

const TICKS = 100;

function startPerf(root: number, out: string): ChildProcess {
  const workerd = descendants(root).find((pid) => readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("workerd"));
  return spawn("perf", ["record", "-F", "1999", "-g", "-p", String(workerd), "-o", out], { stdio: "ignore" });
}

/** Starts V8's sampling profiler in the room's isolate (through partykit dev's inspector proxy); the function returned stops it and gives the profile. */
async function startProfile(root: number): Promise<() => Promise<unknown>> {
  const listening = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" })
    .split("\n")
    .filter((l) => l.includes(`pid=${root},`))
    .map((l) => l.split(/\s+/)[3]?.split(":").pop());
  let port: string | undefined;
  for (const p of listening) {
    const res = await fetch(`http://localhost:${p}/json/version`).catch(() => null);
    if (res && (await res.text()).includes("partykit")) port = p;
  }
  const ws = new WS(`ws://localhost:${port}/ws`);
  await new Promise((r, j) => {
    ws.once("open", r);
    ws.once("error", j);
  });
  let id = 900_000_000;
  const pending = new Map<number, (v: unknown) => void>();
  ws.on("message", (d: Buffer) => {
    const m = JSON.parse(d.toString()) as { id?: number; result?: unknown };
    if (m.id !== undefined) pending.get(m.id)?.(m.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((r) => {
      pending.set(++id, r);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 100 });
  await call("Profiler.start");
  return async () => {
    const result = (await call("Profiler.stop")) as { profile: unknown };
    ws.close();
    return result.profile;
  };
}

function stopPerf(perf: ChildProcess): Promise<void> {
  return new Promise((r) => {
    perf.once("exit", () => r());
    perf.kill("SIGINT");
  });
}

/** CPU ms so far of each kind of process in the tree. */
function usageByKind(root: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of descendants(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ms = ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / TICKS;
      const kind = comm.startsWith("workerd") ? "workerd" : comm.startsWith("node") ? "node" : "other";
      out[kind] = (out[kind] ?? 0) + ms;
    } catch {
      // gone
    }
  }
  return out;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

interface Entry {
  name: string;
  floor: Floor;
  server: DevServer;
  table: Table;
  rng: Rng;
  samples: { cpu: number; workerd: number; node: number; other: number; mps: number }[];
}

async function main(): Promise<void> {
  const pin = pinningCpus();
  if (pin) pinSelf(pin.load);
  const entries: Entry[] = [];
  const all: [string, string | null][] = [["bare", null], ...variants];
  for (const [name, root] of all) {
    // `bare…=DIR`: a patched copy of the bare room (DIR holds bench/bare/).
    const bareCopy = root !== null && name.startsWith("bare");
    const common = { name, cpu: pin?.server ?? null, uncounted: true, nodeModules: NODE_MODULES };
    const server =
      root === null || bareCopy
        ? await startBareServer({ ...common, ...(bareCopy ? { root: resolve(root) } : {}) })
        : await startProjectServer({ ...common, root: resolve(root) });
    const floor =
      root === null || bareCopy ? bareFloor : TOY ? projectFloor("room/toy", toyGame) : projectSequenceFloor;
    // Warm up.
    const warm = await floor.open(server.host, "warm");
    const wr = new Rng(seedRng("warm"));
    const until = performance.now() + 2000;
    while (performance.now() < until) {
      if (warm.over()) await warm.restart();
      else await warm.move(wr);
    }
    warm.close();
    const table = await floor.open(server.host, `v-${name}`);
    if (SPECTATORS > 0) await table.addSpectators(SPECTATORS);
    entries.push({ name, floor, server, table, rng: new Rng(seedRng(name)), samples: [] });
  }
  for (let s = 0; s < SLICES; s++) {
    const order = s % 2 === 0 ? entries : [...entries].reverse();
    for (const e of order) {
      await new Promise((r) => setTimeout(r, 100));
      const perf = PERF ? startPerf(e.server.pid, join(PERF_DIR, `${e.name}-${s}.data`)) : null;
      const profiler = PROFILE ? await startProfile(e.server.pid) : null;
      const before = usageByKind(e.server.pid);
      let moves = 0;
      const started = performance.now();
      const deadline = started + SECONDS * 1000;
      try {
        while (performance.now() < deadline) {
          if (e.table.over()) {
            await e.table.restart();
            continue;
          }
          await e.table.move(e.rng);
          moves++;
        }
      } catch (error) {
        console.error(`${e.name}: ${error}; a new table`);
        e.table.close();
        e.table = await e.floor.open(e.server.host, `v-${e.name}-${s}`);
        if (SPECTATORS > 0) await e.table.addSpectators(SPECTATORS);
        continue;
      }
      const secs = (performance.now() - started) / 1000;
      const after = usageByKind(e.server.pid);
      if (perf) await stopPerf(perf);
      if (profiler) writeFileSync(join(PERF_DIR, `${e.name}-${s}.cpuprofile`), JSON.stringify(await profiler()));
      const d = (k: string) => ((after[k] ?? 0) - (before[k] ?? 0)) / moves;
      e.samples.push({
        cpu: d("workerd") + d("node") + d("other"),
        workerd: d("workerd"),
        node: d("node"),
        other: d("other"),
        mps: moves / secs,
      });
    }
  }
  const bare = entries[0] as Entry;
  const bareCpu = median(bare.samples.map((x) => x.cpu));
  console.log(
    `${SLICES} slices of ${SECONDS} s, ${SPECTATORS} spectators, the project's copies on ${TOY ? "the toy" : "Sequence"}; ` +
      "µs CPU per move (medians)",
  );
  for (const e of entries) {
    const m = (k: keyof Entry["samples"][number]) => median(e.samples.map((x) => x[k]));
    console.log(
      `${e.name.padEnd(14)} total ${(m("cpu") * 1000).toFixed(0).padStart(5)}  workerd ${(m("workerd") * 1000).toFixed(0).padStart(5)}  node ${(m("node") * 1000).toFixed(0).padStart(5)}  other ${(m("other") * 1000).toFixed(0).padStart(4)}  ${m("mps").toFixed(0).padStart(5)} moves/s  x${(m("cpu") / bareCpu).toFixed(2)}` +
        // Each slice's ratio to the bare room's slice of the same round, then their median: steadier than the
        // ratio of medians when the machine's load comes and goes.
        `  paired x${median(e.samples.map((x, i) => x.cpu / (bare.samples[i]?.cpu ?? Number.NaN))).toFixed(2)}`,
    );
  }
  for (const e of entries) e.table.close();
  await stopAll();
}

main().catch(async (e) => {
  console.error(e);
  await stopAll();
  process.exit(1);
});
