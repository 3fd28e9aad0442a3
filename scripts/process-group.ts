/**
 * Starting and stopping a `partykit dev` as a whole: it runs in its own process
 * group (node, workerd and esbuild children), and stopping signals the group and
 * waits until nothing in it runs. Shared by the test servers and the benchmarks.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * Spawns `command` as the leader of its own process group (its children join the group), output piped and
 * kept: all of it, or the last `keepChars` characters.
 */
export function spawnGroup(
  command: readonly string[],
  options: { cwd?: string; env?: Record<string, string>; keepChars?: number | undefined } = {},
): { proc: ChildProcess; group: number; output: () => string } {
  const proc = spawn(command[0] as string, command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", ...options.env },
    detached: true,
    cwd: options.cwd,
  });
  let output = "";
  const keep = (d: Buffer) => {
    output += d.toString();
    if (options.keepChars !== undefined && output.length > options.keepChars) output = output.slice(-options.keepChars);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  return { proc, group: proc.pid ?? 0, output: () => output };
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

/** Signals every process of the group; false when none is left. */
export function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  if (group <= 0) return false;
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty
  }
}

/**
 * Whether a process of the group still runs. Exited processes whose parent died first stay as zombies until
 * PID 1 reaps them (slowly, in some containers); they run nothing, so on Linux /proc tells them apart.
 */
export function groupRunning(group: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  } catch {
    return signalGroup(group, 0); // no /proc: zombies count as running
  }
  return entries.some((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the parenthesised command name: state, ppid, pgrp, ...
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(pgrp) === group && state !== "Z";
    } catch {
      return false; // the process ended while we looked
    }
  });
}

/** SIGTERM to the whole group, SIGKILL after 5 s, and back once no process of the group runs. */
export async function stopGroup(proc: ChildProcess, group: number): Promise<void> {
  if (signalGroup(group, "SIGTERM")) {
    const killAt = Date.now() + 5000;
    let killed = false;
    // The leader's own exit is not enough: its children may still be shutting down.
    while (groupRunning(group)) {
      if (!killed && Date.now() > killAt) killed = signalGroup(group, "SIGKILL");
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  proc.stdout?.destroy();
  proc.stderr?.destroy();
}
