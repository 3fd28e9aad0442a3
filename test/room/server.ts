/**
 * Starts the real runtime (`partykit dev`: workerd through miniflare) on a free
 * port with its own storage folder, and stops it. Runs node on partykit's CLI
 * directly: stopping an `npx` wrapper would orphan workerd.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** Scripted players act faster than people: test servers lift the rate limit (the flood test uses the default). */
export const TEST_VARS = { ALLOW_TEST_SEEDS: "1", RATE_BURST: "100000", RATE_PER_SECOND: "100000", BOT_DELAY_MS: "0" };

export interface DevServer {
  readonly port: number;
  readonly host: string;
  readonly persistDir: string;
  /** The partykit process; workerd and esbuild run as its children. */
  readonly pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function newPersistDir(): string {
  return mkdtempSync(join(".partykit", "test-state-"));
}

export async function startDevServer(
  options: { port?: number; persistDir?: string; vars?: Record<string, string> } = {},
): Promise<DevServer> {
  const { mkdirSync } = await import("node:fs");
  mkdirSync(".partykit", { recursive: true });
  const port = options.port ?? (await freePort());
  const persistDir = options.persistDir ?? newPersistDir();
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
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } },
  );
  const killOnExit = () => proc.kill("SIGTERM");
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
      proc.kill("SIGKILL");
      throw new Error(`partykit dev failed to start:\n${output}`);
    }
    if (proc.exitCode !== null) throw new Error(`partykit dev exited (${proc.exitCode}):\n${output}`);
    if (output.includes("Ready on")) {
      const res = await fetch(`http://${host}/parties/main/__ping__`).catch(() => null);
      if (res) break;
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`partykit dev did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    host,
    persistDir,
    pid: proc.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener("exit", killOnExit);
        if (proc.exitCode !== null) return resolve();
        const timer = setTimeout(() => proc.kill("SIGKILL"), 5000);
        proc.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        proc.kill("SIGTERM");
      }),
  };
}
