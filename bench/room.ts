/**
 * Room throughput over loopback against the real runtime (`partykit dev`).
 * R rooms × 2 scripted clients play random legal Sequence games at once, each
 * client choosing from its own view; every move waits for its ack. Prints move
 * round-trip p50/p95/p99, accepted moves per second, bytes received per move
 * per client, and the peak RSS of the server's process tree (node + workerd +
 * esbuild), for R = 1, 50 and 200. Usage: npm run bench:room
 */
import { readdirSync, readFileSync } from "node:fs";
import { Rng, seedRng } from "../shared/engine";
import { findGame } from "../shared/games";
import { createRoom, TestClient } from "../test/room/client";
import { startDevServer, TEST_VARS } from "../test/room/server";

const MOVES_PER_ROOM = 40;
const game = findGame("sequence");
if (!game) throw new Error("sequence");

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(status.match(/^PPid:\s+(\d+)/m)?.[1]);
      const kb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function playRoom(host: string, index: number, rtts: number[]): Promise<{ moves: number; bytes: number }> {
  const { code, hostToken } = await createRoom(host, { game: "sequence", players: 2 });
  const clients = [await TestClient.connect(host, code, { hostToken }), await TestClient.connect(host, code)];
  await clients[0]?.request({ type: "sit", seat: 0, name: "A" });
  await clients[1]?.request({ type: "sit", seat: 1, name: "B" });
  await clients[0]?.request({ type: "start" });
  const bytesBefore = clients.map((c) => c.frames.reduce((n, f) => n + f.length, 0));
  const rng = new Rng(seedRng(`bench-${index}`));
  let moves = 0;
  while (moves < MOVES_PER_ROOM) {
    const version = Math.max(...clients.map((c) => c.state?.version ?? 0));
    for (const c of clients) await c.stateAtLeast(version);
    if (clients[0]?.state?.room.phase === "over") {
      await clients[0]?.request({ type: "rematch" });
      continue;
    }
    const mover = clients.find((c) => c.state && game?.randomAction(c.state.game, rng) !== null);
    const action = mover?.state ? game?.randomAction(mover.state.game, rng) : null;
    if (!mover || !action) throw new Error("nobody can act");
    const sent = performance.now();
    const reply = await mover.request({ type: "action", version, action });
    rtts.push(performance.now() - sent);
    if (reply.type !== "ack") throw new Error(`${reply.code}`);
    moves++;
  }
  for (const c of clients) await c.stateAtLeast(Math.max(...clients.map((x) => x.state?.version ?? 0)));
  const bytes = clients.reduce((n, c, i) => n + c.frames.reduce((m, f) => m + f.length, 0) - (bytesBefore[i] ?? 0), 0);
  for (const c of clients) c.close();
  return { moves, bytes };
}

const server = await startDevServer({ vars: TEST_VARS });
try {
  console.log(`room bench: R rooms × 2 clients, ${MOVES_PER_ROOM} moves per room, Sequence, loopback, partykit dev`);
  console.log("R     moves  moves/s   rtt p50   p95      p99      bytes/move/client  peak RSS");
  for (const rooms of [1, 50, 200]) {
    const rtts: number[] = [];
    let peak = treeRss(server.pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(server.pid));
    }, 250);
    const start = performance.now();
    const results = await Promise.all(
      Array.from({ length: rooms }, (_, i) => playRoom(server.host, rooms * 1000 + i, rtts)),
    );
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const moves = results.reduce((n, r) => n + r.moves, 0);
    const bytes = results.reduce((n, r) => n + r.bytes, 0);
    rtts.sort((a, b) => a - b);
    const ms = (x: number) => `${x.toFixed(1)} ms`.padEnd(9);
    console.log(
      `${String(rooms).padEnd(5)} ${String(moves).padEnd(6)} ${(moves / seconds).toFixed(0).padEnd(9)} ${ms(percentile(rtts, 0.5))} ${ms(percentile(rtts, 0.95))} ${ms(percentile(rtts, 0.99))} ${(bytes / moves / 2).toFixed(0).padEnd(18)} ${(peak / 2 ** 20).toFixed(0)} MiB`,
    );
  }
} finally {
  await server.stop();
}
