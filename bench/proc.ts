/**
 * What a process tree costs, read from Linux /proc: CPU time (utime + stime,
 * plus cutime + cstime of children already reaped) and bytes sent to the
 * storage layer (`write_bytes` of /proc/<pid>/io), summed over a process and
 * all its descendants. Taken before and after a run, the difference is what
 * the tree spent on it, whichever of its processes did the work (for
 * `partykit dev`: node, workerd and the esbuild services).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of the times in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface TreeUsage {
  /** CPU time of the whole tree, ms. */
  readonly cpuMs: number;
  /** Bytes the tree caused to be written to disk. */
  readonly diskBytes: number;
  /** The processes summed. */
  readonly pids: readonly number[];
}

/** Whether /proc can be read here (Linux). */
export function hasProc(): boolean {
  try {
    readFileSync("/proc/self/stat", "utf8");
    return true;
  } catch {
    return false;
  }
}

/** Fields of /proc/<pid>/stat after the parenthesised command name (index 0 is field 3, `state`). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // the process ended while we looked
  }
}

/** The process `root` and all its descendants, found through their parent ids. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const ppid = Number(fields[1]);
    const list = children.get(ppid);
    if (list) list.push(Number(entry));
    else children.set(ppid, [Number(entry)]);
  }
  const out: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** CPU and disk writes of `root`'s tree so far. */
export function treeUsage(root: number): TreeUsage {
  const pids = descendants(root);
  let ticks = 0;
  let diskBytes = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) {
      // utime, stime, cutime, cstime: fields 14–17 of stat, so 11–14 here.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    }
    try {
      const io = readFileSync(`/proc/${pid}/io`, "utf8");
      diskBytes += Number(io.match(/^write_bytes:\s+(\d+)/m)?.[1] ?? 0);
    } catch {
      // not ours to read, or gone
    }
  }
  return { cpuMs: (ticks * 1000) / TICKS_PER_SECOND, diskBytes, pids };
}

/**
 * Two CPUs to pin to with `taskset`: the server's and the load generator's, or
 * null when taskset is missing or this process may run on fewer than two CPUs.
 */
export function pinningCpus(): { server: number; load: number } | null {
  try {
    const out = execFileSync("taskset", ["-pc", String(process.pid)], { encoding: "utf8" });
    const list = out.split(":").pop()?.trim() ?? "";
    const cpus: number[] = [];
    for (const part of list.split(",")) {
      const [from, to] = part.split("-").map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let c = from; c <= (to ?? from); c++) cpus.push(c);
    }
    const [server, load] = cpus;
    return server !== undefined && load !== undefined ? { server, load } : null;
  } catch {
    return null;
  }
}

/** Pins every thread of this process to `cpu`. */
export function pinSelf(cpu: number): void {
  execFileSync("taskset", ["-a", "-pc", String(cpu), String(process.pid)], { stdio: "ignore" });
}

/** Busy and total time of one CPU so far, ms (from /proc/stat; busy excludes idle and iowait). */
export function cpuTimes(cpu: number): { busyMs: number; totalMs: number } {
  const line = readFileSync("/proc/stat", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`cpu${cpu} `));
  const ticks = (line ?? "").trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busyMs: ((total - idle) * 1000) / TICKS_PER_SECOND, totalMs: (total * 1000) / TICKS_PER_SECOND };
}
