/**
 * Starts the real runtime (`partykit dev`: workerd through miniflare) on a free
 * port with its own storage folder, and stops it. Runs node on partykit's CLI
 * directly: stopping an `npx` wrapper would orphan workerd.
 *
 * partykit starts workerd and two `esbuild --service` processes as its
 * children; a signal to partykit alone could leave an esbuild behind after
 * the test run. So partykit runs detached, as the leader of its own process
 * group, and stopping it signals the whole group and waits until the group is
 * empty; the same group is killed if the test process exits first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, signalGroup, stopGroup } from "../../scripts/process-group";

/**
 * Scripted players act faster than people: test servers lift the message rate limit (the flood test uses the
 * default), and the per-address room creation and unknown-code limits, since every test creates its rooms from
 * the one local address (http.test.ts starts its own server with small ceilings).
 */
export const TEST_VARS = {
  ALLOW_TEST_SEEDS: "1",
  RATE_BURST: "100000",
  RATE_PER_SECOND: "100000",
  BOT_DELAY_MS: "0",
  ROOM_CREATE_BURST: "100000",
  ROOM_CREATE_PER_MINUTE: "100000",
  ROOM_PROBE_BURST: "100000",
  ROOM_PROBE_PER_MINUTE: "100000",
  // Tests of a player who left need not wait the 30 s a real table gives them.
  STANDIN_AFTER_MS: "2000",
};

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

export function newPersistDir(): string {
  return mkdtempSync(join(".partykit", "test-state-"));
}

/**
 * A copy of what partykit dev serves (party/, shared/, client/, public/ and their configuration), for a test
 * that runs for minutes: partykit dev rebuilds and restarts on every change to the files it watches, dropping
 * every connection, and in a shared working tree those files may change meanwhile. `extra` paths are copied
 * too (a test's own entry points). `remove` deletes the copy.
 */
export function snapshotSources(extra: readonly string[] = []): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "pk-sources-"));
  const served = ["party", "shared", "client", "public", "partykit.json", "package.json", "tsconfig.json"];
  for (const name of [...served, ...extra]) {
    cpSync(name, join(dir, name), { recursive: true });
  }
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts `partykit dev` on a free port (or `port`). It serves from `cwd` when given; from the working tree when
 * `inPlace` (the shared server of the global setup); else from a copy of the sources made for it and removed
 * when it stops. partykit dev rebuilds the client into <cwd>/public/dist as it starts: a second server on the
 * working tree would rewrite the files the shared server is sending a browser at that moment (a test in
 * another file, as files run two at a time), and the browser would see its scripts cut off.
 */
export async function startDevServer(
  options: { port?: number; persistDir?: string; vars?: Record<string, string>; cwd?: string; inPlace?: boolean } = {},
): Promise<DevServer> {
  const copy = options.cwd === undefined && !options.inPlace ? snapshotSources() : null;
  try {
    const server = await startIn({ ...options, cwd: copy?.dir ?? options.cwd });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        copy?.remove();
      },
    };
  } catch (e) {
    copy?.remove();
    throw e;
  }
}

async function startIn(
  options: { port?: number; persistDir?: string; vars?: Record<string, string>; cwd?: string | undefined } = {},
): Promise<DevServer> {
  const { mkdirSync } = await import("node:fs");
  mkdirSync(".partykit", { recursive: true });
  const port = options.port ?? (await freePort());
  // Absolute, so that a server run from a copy of the sources (`cwd`) keeps its storage here.
  const persistDir = resolve(options.persistDir ?? newPersistDir());
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}=${v}`]);
  const proc: ChildProcess = spawn(
    process.execPath,
    [
      "node_modules/partykit/dist/bin.mjs",
      "dev",
      "--port",
      String(port),
      "--persist",
      persistDir,
      "--disable-request-cf-fetch",
      ...vars,
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" }, detached: true, cwd: options.cwd },
  );
  const group = proc.pid ?? 0;
  // "exit" handlers cannot wait: kill outright, so nothing of the group outlives the test process.
  const killOnExit = () => signalGroup(group, "SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  proc.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  proc.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (/Address already in use|Build failed|Error reloading local server/.test(output)) {
      await stopGroup(proc, group);
      throw new Error(`partykit dev failed to start:\n${output}`);
    }
    if (proc.exitCode !== null) {
      await stopGroup(proc, group);
      throw new Error(`partykit dev exited (${proc.exitCode}):\n${output}`);
    }
    if (output.includes("Ready on")) {
      const res = await fetch(`http://${host}/parties/main/__ping__`).catch(() => null);
      if (res) break;
    }
    if (Date.now() > deadline) {
      await stopGroup(proc, group);
      throw new Error(`partykit dev did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    host,
    persistDir,
    pid: group,
    output: () => output,
    stop: async () => {
      await stopGroup(proc, group);
      process.removeListener("exit", killOnExit);
    },
  };
}
