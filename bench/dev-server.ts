/**
 * Starts `partykit dev` for a benchmark: from a private copy of a project's
 * sources (a shared working tree changes under a long run, and partykit dev
 * restarts on every change it sees), with its own storage folder, pinned to a
 * CPU with `taskset` when asked, as the leader of its own process group.
 *
 * The copy serves `bench-entry.ts`, which wraps the project's server class so
 * the benchmark can count what it writes to storage (bench/storage-count.ts),
 * and serves no pages or assets (none is loaded; esbuild watching the client
 * and the asset folder would only add idle CPU to the server's tree).
 *
 * Every server started here is stopped on the way out, whatever the way:
 * `stopAll()` on a normal end, SIGINT/SIGTERM/SIGHUP (Ctrl-C) stop them and
 * exit, and a plain `exit` kills their groups outright.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { freePort, signalGroup, stopGroup } from "../scripts/process-group";

const ROOT = resolve(import.meta.dirname, "..");

/** The project's room under test: the vars test/room/server.ts gives scripted players (no rate or creation limits). */
export const PROJECT_VARS = {
  ALLOW_TEST_SEEDS: "1",
  BOT_DELAY_MS: "0",
  RATE_BURST: "100000",
  RATE_PER_SECOND: "100000",
  ROOM_CREATE_BURST: "100000",
  ROOM_CREATE_PER_MINUTE: "100000",
  ROOM_PROBE_BURST: "100000",
  ROOM_PROBE_PER_MINUTE: "100000",
};

export interface DevServer {
  readonly name: string;
  readonly host: string;
  /** The partykit process: leader of a group that holds workerd and esbuild too. */
  readonly pid: number;
  readonly persistDir: string;
  /** The last lines the server printed (for error reports). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly name: string;
  /** Files and folders of the project to copy, relative to the repository root. */
  readonly sources: readonly string[];
  /** The project's partykit.json, relative to the repository root. */
  readonly config: string;
  /** The module (relative to the copied config's folder) whose default export is the room class. */
  readonly server: string;
  readonly vars?: Record<string, string>;
  /** CPU to pin the whole server tree to. */
  readonly cpu?: number | null;
  /** Serve the class without counting its storage calls (to check what the counting costs). */
  readonly uncounted?: boolean;
  /** Where the sources are copied from (default: this repository): a patched copy, to measure a change. */
  readonly root?: string;
  /** The node_modules folder to serve with (default: this repository's), e.g. one with a patched miniflare. */
  readonly nodeModules?: string | undefined;
}

const live = new Set<{ group: number; cleanup: () => void; stop: () => Promise<void> }>();
/** Copies of sources not removed yet. */
const copies = new Set<string>();

function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  copies.delete(dir);
}

/** Copies the project, adds the counting entry and starts `partykit dev` in the copy; resolves once it answers. */
export async function startDevServer(options: StartOptions): Promise<DevServer> {
  const dir = mkdtempSync(join(tmpdir(), `vs-floor-${options.name}-`));
  copies.add(dir);
  const cleanup = () => removeCopy(dir);
  const root = options.root ?? ROOT;
  for (const source of options.sources) {
    cpSync(join(root, source), join(dir, source), {
      recursive: true,
      filter: (from) => !relative(root, from).startsWith(join("public", "dist")),
    });
  }
  symlinkSync(options.nodeModules ?? join(ROOT, "node_modules"), join(dir, "node_modules"));
  const configDir = join(dir, options.config, "..");
  cpSync(join(ROOT, "bench", "storage-count.ts"), join(configDir, "bench-storage-count.ts"));
  const module = `./${options.server.replace(/\.ts$/, "")}`;
  writeFileSync(
    join(configDir, "bench-entry.ts"),
    options.uncounted
      ? `export { default } from "${module}";\n`
      : `import Server from "${module}";\nimport { counted } from "./bench-storage-count";\nexport default counted(Server);\n`,
  );
  const config = JSON.parse(readFileSync(join(dir, options.config), "utf8")) as Record<string, unknown>;
  config.main = "bench-entry.ts";
  // No pages: the benchmark loads none, and esbuild watching the client and the assets would add idle CPU to the tree.
  delete config.serve;
  writeFileSync(join(dir, options.config), JSON.stringify(config, null, 2));
  const persistDir = join(dir, "state");
  mkdirSync(persistDir);

  // Two servers starting at once may both pick the same free port for partykit's inspector (9229 first): retry.
  for (let attempt = 1; ; attempt++) {
    const started = await launch(options, dir, configDir, persistDir);
    if ("server" in started) return started.server;
    const clash = /EADDRINUSE|Address already in use/.test(started.output);
    if (!clash || attempt >= 4) {
      cleanup();
      throw new Error(`partykit dev (${options.name}) failed to start:\n${started.output}`);
    }
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
  }
}

/** One try at starting partykit dev in the prepared copy. */
async function launch(
  options: StartOptions,
  dir: string,
  configDir: string,
  persistDir: string,
): Promise<{ server: DevServer } | { output: string }> {
  const port = await freePort();
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}=${v}`]);
  const node = [
    process.execPath,
    join(dir, "node_modules", "partykit", "dist", "bin.mjs"),
    "dev",
    "--port",
    String(port),
    "--persist",
    persistDir,
    "--disable-request-cf-fetch",
    ...vars,
  ];
  const { proc, group, output } = spawnPinned(node, options.cpu, {}, configDir);
  const cleanup = () => removeCopy(dir);
  const entry = { group, cleanup, stop: () => stopGroup(proc, group).then(cleanup) };
  live.add(entry);
  const stop = async () => {
    if (!live.delete(entry)) return;
    await entry.stop();
  };

  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const failed =
      /EADDRINUSE|Address already in use|Build failed|Error reloading local server|\[ERROR\]/.test(output()) ||
      proc.exitCode !== null;
    if (failed || Date.now() > deadline) {
      // Stop this try's processes but keep the copy for the next try.
      live.delete(entry);
      await stopGroup(proc, group);
      return { output: failed ? output() : `did not become ready:\n${output()}` };
    }
    if (output().includes("Ready on")) {
      const res = await fetch(`http://${host}/parties/main/__ping__`).catch(() => null);
      if (res) break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server: { name: options.name, host, pid: group, persistDir, output, stop } };
}

export interface NodeServerOptions {
  readonly name: string;
  /** The server's script (TypeScript, run through tsx): started as `node --import tsx <script> --port N`. */
  readonly script: string;
  /** The line the script prints once it accepts connections. */
  readonly ready: string;
  /** CPU to pin the server to. */
  readonly cpu?: number | null;
  readonly env?: Record<string, string>;
}

/**
 * Starts a plain Node server (another framework's, bench/peers/) the way
 * `startDevServer` starts partykit dev: pinned when asked, leader of its own
 * process group, stopped by `stopAll` and on the way out. It runs from the
 * working tree itself: Node, unlike partykit dev, does not restart when files
 * change under it.
 */
export async function startNodeServer(options: NodeServerOptions): Promise<DevServer> {
  const port = await freePort();
  // tsx from this repository's node_modules, by path: the script's folder may have node_modules of its own.
  const node = [process.execPath, "--import", import.meta.resolve("tsx"), options.script, "--port", String(port)];
  const { proc, group, output } = spawnPinned(node, options.cpu, options.env ?? {}, join(options.script, ".."));
  const entry = { group, cleanup: () => {}, stop: () => stopGroup(proc, group) };
  live.add(entry);
  const stop = async () => {
    if (!live.delete(entry)) return;
    await entry.stop();
  };
  const deadline = Date.now() + 60_000;
  while (!output().includes(options.ready)) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} server failed to start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name: options.name, host: `127.0.0.1:${port}`, pid: group, persistDir: "", output, stop };
}

/**
 * Spawns `node` (a command line) as the leader of its own process group,
 * pinned to `cpu` when given, keeping the last 20 KB it printed.
 */
function spawnPinned(
  node: readonly string[],
  cpu: number | null | undefined,
  env: Record<string, string>,
  cwd: string,
): { proc: ChildProcess; group: number; output: () => string } {
  // taskset sets the affinity and execs node in place: the pid stays the group leader, children inherit the CPU.
  const command = cpu === undefined || cpu === null ? node : ["taskset", "-c", String(cpu), ...node];
  const proc: ChildProcess = spawn(command[0] as string, command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", ...env },
    detached: true,
    cwd,
  });
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  return { proc, group: proc.pid ?? 0, output: () => output };
}

/** Stops every server still running. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...live].map(async (entry) => {
      live.delete(entry);
      await entry.stop();
    }),
  );
}

let exiting = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    process.stderr.write(`\n${signal}: stopping the servers\n`);
    void stopAll().finally(() => process.exit(130));
  });
}
// "exit" handlers cannot wait: kill outright, so nothing outlives this process.
process.on("exit", () => {
  for (const entry of live) signalGroup(entry.group, "SIGKILL");
  for (const dir of copies) removeCopy(dir);
});
