/**
 * The one launcher of `partykit dev` (the real runtime: workerd through
 * miniflare), for the tests (test/room/server.ts) and the benches
 * (bench/dev-server.ts): a free port (or a given one), its own storage
 * folder, started from a folder of sources, waited for until a room answers,
 * and stopped as a whole. It runs node on partykit's CLI directly: stopping an
 * `npx` wrapper would orphan workerd.
 *
 * partykit starts workerd and two `esbuild --service` processes as its
 * children; a signal to partykit alone could leave an esbuild behind. So
 * partykit runs detached, as the leader of its own process group, and
 * stopping it signals the whole group and waits until the group is empty; the
 * same group is killed if this process exits first.
 *
 * A long run should serve a copy of the sources (`copySources`): partykit dev
 * rebuilds and restarts on every change to the files it watches, dropping
 * every connection, and in a shared working tree those files may change
 * meanwhile.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { freePort, signalGroup, spawnGroup, stopGroup } from "./process-group";

const REPO = resolve(import.meta.dirname, "..");

/**
 * What scripted players need of the room: they act faster than people, so the message rate limit and the
 * per-address room creation and unknown-code limits are lifted (every room is created from the one local
 * address), test seeds are allowed, and computer players act at once.
 */
export const SCRIPTED_VARS = {
  ALLOW_TEST_SEEDS: "1",
  BOT_DELAY_MS: "0",
  RATE_BURST: "100000",
  RATE_PER_SECOND: "100000",
  ROOM_CREATE_BURST: "100000",
  ROOM_CREATE_PER_MINUTE: "100000",
  ROOM_PROBE_BURST: "100000",
  ROOM_PROBE_PER_MINUTE: "100000",
};

/**
 * What partykit dev serves for the site: the room, the rules, the client and their configuration, and the
 * client's build (partykit.json's build.command).
 */
export const SERVED = [
  "party",
  "shared",
  "client",
  "public",
  "partykit.json",
  "package.json",
  "tsconfig.json",
  // The client's build (partykit.json's build.command): the whole folder, so that a bench serving another commit's
  // tree (bench:phone --before) finds that commit's build scripts, whatever their names.
  "scripts",
];

export interface DevServer {
  readonly port: number;
  readonly host: string;
  readonly persistDir: string;
  /** The partykit process, leader of a process group that holds workerd and esbuild too. */
  readonly pid: number;
  /** What partykit dev has printed so far (its requests, the room's console and its errors). */
  output(): string;
  stop(): Promise<void>;
}

export interface CopyOptions {
  /** Files and folders to copy, relative to `root`. */
  readonly paths: readonly string[];
  /** Where they are copied from (default: this repository): a patched copy, to measure a change. */
  readonly root?: string;
  /** The node_modules folder the copy runs with (default: this repository's). */
  readonly nodeModules?: string | undefined;
}

/**
 * A private copy of `paths` in the system's temporary folder, with node_modules linked in; `remove` deletes
 * it. The client's last build (public/dist) is left out: partykit dev builds its own as it starts, and old
 * chunks must not be served beside it.
 */
export function copySources(options: CopyOptions): { dir: string; remove(): void } {
  const root = options.root ?? REPO;
  const dir = mkdtempSync(join(tmpdir(), "pk-sources-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const path of options.paths) {
      cpSync(join(root, path), join(dir, path), {
        recursive: true,
        filter: (from) => !relative(root, from).startsWith(join("public", "dist")),
      });
    }
    symlinkSync(options.nodeModules ?? join(REPO, "node_modules"), join(dir, "node_modules"));
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, remove };
}

export interface LaunchOptions {
  /** The folder partykit dev runs in: its partykit.json. */
  readonly cwd: string;
  /** The node_modules folder whose partykit runs (default: <cwd>/node_modules). */
  readonly nodeModules?: string;
  /** The storage folder (absolute, or relative to this process's folder). */
  readonly persistDir: string;
  /** The port to listen on (default: a free one). */
  readonly port?: number | undefined;
  readonly vars?: Record<string, string> | undefined;
  /** Identifiers replaced in the room's build (`--define`), e.g. SOURCES_FIXED (party/site.ts). */
  readonly defines?: Record<string, string> | undefined;
  /** Words put before node on the command line, e.g. `taskset -c 1` (it execs node in place: the pid stays the group's leader). */
  readonly prefix?: readonly string[];
  /** Keep only the last this many characters of output (default: all of it). */
  readonly keepChars?: number;
}

/** Output that says partykit dev will not come up. */
const FAILED = /EADDRINUSE|Address already in use|Build failed|Error reloading local server|\[ERROR\]/;
/** Output that says another server took a port this one wanted (partykit's inspector port, 9229 first). */
const CLASH = /EADDRINUSE|Address already in use/;
const READY_WITHIN_MS = 90_000;
const TRIES = 4;

/** Starts `partykit dev` in `options.cwd`; resolves once a room answers there. */
export async function launchDevServer(options: LaunchOptions): Promise<DevServer> {
  // Two servers starting at once may pick the same free port for partykit's inspector: try again.
  for (let attempt = 1; ; attempt++) {
    const started = await launchOnce(options);
    if ("server" in started) return started.server;
    if (!CLASH.test(started.output) || attempt >= TRIES) {
      throw new Error(`partykit dev failed to start:\n${started.output}`);
    }
    await new Promise((r) => setTimeout(r, 200 + Math.random() * 800));
  }
}

async function launchOnce(options: LaunchOptions): Promise<{ server: DevServer } | { output: string }> {
  const port = options.port ?? (await freePort());
  const persistDir = resolve(options.persistDir);
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}=${v}`]);
  const defines = Object.entries(options.defines ?? {}).flatMap(([k, v]) => ["--define", `${k}=${v}`]);
  const command = [
    ...(options.prefix ?? []),
    process.execPath,
    join(resolve(options.nodeModules ?? join(options.cwd, "node_modules")), "partykit", "dist", "bin.mjs"),
    "dev",
    "--port",
    String(port),
    "--persist",
    persistDir,
    "--disable-request-cf-fetch",
    ...vars,
    ...defines,
  ];
  const { proc, group, output } = spawnGroup(command, { cwd: options.cwd, keepChars: options.keepChars });
  // "exit" handlers cannot wait: kill outright, so nothing of the group outlives this process.
  const killOnExit = () => signalGroup(group, "SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    await stopGroup(proc, group);
    process.removeListener("exit", killOnExit);
  };
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const failed = FAILED.test(output()) || proc.exitCode !== null;
    if (failed || Date.now() > deadline) {
      await stop();
      const why = proc.exitCode !== null ? `exited (${proc.exitCode})` : failed ? "failed" : "did not become ready";
      return { output: `${why}:\n${output()}` };
    }
    if (output().includes("Ready on")) {
      const res = await fetch(`http://${host}/parties/main/__ping__`).catch(() => null);
      if (res) break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { server: { port, host, persistDir, pid: group, output, stop } };
}
