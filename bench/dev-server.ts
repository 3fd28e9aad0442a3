/**
 * The benches' servers, a thin layer over the shared launcher
 * (scripts/dev-server.ts): `partykit dev` from a private copy of a project's
 * sources (a shared working tree changes under a long run) with its storage
 * folder inside the copy, or another framework's plain Node server
 * (bench/peers/); each pinned to a CPU with `taskset` when asked, as the
 * leader of its own process group.
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
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { copySources, launchDevServer, SCRIPTED_VARS, SERVED } from "../scripts/dev-server";
import { freePort, signalGroup, spawnGroup, stopGroup } from "../scripts/process-group";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * The project's room under test: scripted players' vars (no rate or creation limits), and no closing of
 * silent connections: the bench's players and spectators never ping (a page pings every 8 s in a game), and a
 * spectator of a room whose turn it is not may sit silent past the 18 s allowance while the others run.
 */
const PROJECT_VARS = { ...SCRIPTED_VARS, SILENT_AFTER_MS: String(3_600_000) };

/** What the bare room's copy holds: the room and the toy game's rules it imports. */
const BARE_SOURCES = ["bench/bare", "bench/toy"];
/** What this project's room's copy holds: what the site serves, and the toy game the bench registers. */
const PROJECT_SOURCES = [...SERVED, "bench/toy"];

export interface DevServer {
  readonly name: string;
  readonly host: string;
  /** The server process: leader of a group that holds its children too (workerd and esbuild, for partykit dev). */
  readonly pid: number;
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

/** The last this many characters of a server's output are kept, for an error report. */
const KEEP_CHARS = 20_000;

/** Servers not stopped yet. */
const live = new Set<DevServer>();
/** Copies of sources not removed yet. */
const copies = new Set<{ remove(): void }>();

/** `taskset -c N`, put before the server's command line to pin it (and its children) to CPU N. */
const pinning = (cpu: number | null | undefined): string[] =>
  cpu === undefined || cpu === null ? [] : ["taskset", "-c", String(cpu)];

/** Stops `server` once, and forgets it. */
function tracked(server: DevServer): DevServer {
  const entry: DevServer = {
    ...server,
    stop: async () => {
      if (!live.delete(entry)) return;
      await server.stop();
    },
  };
  live.add(entry);
  return entry;
}

/** Copies the project, adds the counting entry and starts `partykit dev` in the copy; resolves once it answers. */
export async function startDevServer(options: StartOptions): Promise<DevServer> {
  const copy = copySources({
    paths: options.sources,
    ...(options.root ? { root: options.root } : {}),
    nodeModules: options.nodeModules,
  });
  const removeCopy = () => {
    copy.remove();
    copies.delete(copy);
  };
  copies.add(copy);
  try {
    const configDir = join(copy.dir, options.config, "..");
    writeFileSync(join(configDir, "bench-storage-count.ts"), readFileSync(join(ROOT, "bench", "storage-count.ts")));
    const module = `./${options.server.replace(/\.ts$/, "")}`;
    writeFileSync(
      join(configDir, "bench-entry.ts"),
      options.uncounted
        ? `export { default } from "${module}";\n`
        : `import Server from "${module}";\nimport { counted } from "./bench-storage-count";\nexport default counted(Server);\n`,
    );
    const config = JSON.parse(readFileSync(join(copy.dir, options.config), "utf8")) as Record<string, unknown>;
    config.main = "bench-entry.ts";
    // No pages: the benchmark loads none, and esbuild watching the client and the assets would add idle CPU to the tree.
    delete config.serve;
    // Nor the local room's worker, which only pages start.
    delete config.build;
    writeFileSync(join(copy.dir, options.config), JSON.stringify(config, null, 2));
    const persistDir = join(copy.dir, "state");
    mkdirSync(persistDir);
    const server = await launchDevServer({
      cwd: configDir,
      // The copy's config may sit in a subfolder (the bare room's): node_modules is linked at the copy's root.
      nodeModules: join(copy.dir, "node_modules"),
      persistDir,
      vars: options.vars,
      prefix: pinning(options.cpu),
      keepChars: KEEP_CHARS,
    });
    return tracked({
      name: options.name,
      host: server.host,
      pid: server.pid,
      output: server.output,
      stop: () => server.stop().then(removeCopy),
    });
  } catch (e) {
    removeCopy();
    throw new Error(`${options.name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** What the bare room's and this project's servers are started with besides their sources. */
export type RoomServerOptions = Pick<StartOptions, "name" | "cpu" | "uncounted" | "root" | "nodeModules">;

/** The bare PartyKit room (bench/bare/). */
export function startBareServer(options: RoomServerOptions): Promise<DevServer> {
  return startDevServer({ ...options, sources: BARE_SOURCES, config: "bench/bare/partykit.json", server: "server.ts" });
}

/** This project's room, with the toy game registered beside the site's games (bench/toy/server-entry.ts). */
export function startProjectServer(options: RoomServerOptions): Promise<DevServer> {
  return startDevServer({
    ...options,
    sources: PROJECT_SOURCES,
    config: "partykit.json",
    server: "bench/toy/server-entry.ts",
    vars: PROJECT_VARS,
  });
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
  const { proc, group, output } = spawnGroup([...pinning(options.cpu), ...node], {
    cwd: join(options.script, ".."),
    env: options.env ?? {},
    keepChars: KEEP_CHARS,
  });
  const server = tracked({
    name: options.name,
    host: `127.0.0.1:${port}`,
    pid: group,
    output,
    stop: () => stopGroup(proc, group),
  });
  const deadline = Date.now() + 60_000;
  while (!output().includes(options.ready)) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`${options.name} server failed to start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

/** Stops every server still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((server) => server.stop()));
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
// "exit" handlers cannot wait: kill outright (the launcher does it for partykit dev), so nothing outlives this process.
process.on("exit", () => {
  for (const server of live) signalGroup(server.pid, "SIGKILL");
  for (const copy of copies) copy.remove();
});
