/**
 * Bytes each seated player receives per move, after its first view of the
 * game, on the real room (`partykit dev`, real WebSockets): Spy and Sequence
 * at 2 and 4 players, over whole games of random legal moves, each chosen from
 * the mover's own view, every seat a scripted person (no computer players).
 * What counts as a move and as a frame: test/room/bytes.ts. The issue 13
 * targets: Sequence ≤ 400 B and Spy ≤ 300 B per move per player on average,
 * and no frame over 2 KB after the first view.
 *
 * Prints, per game × players: games, moves, mean bytes/move/player,
 * frames/move/player, the largest frame after the first view, and whether each
 * target is met; with --breakdown, where the bytes go (per move per player, by
 * frame part and game patch path). Byte counts do not depend on the machine's
 * speed (seeded rooms and moves, each move sent once everyone holds the last),
 * so this needs no quiet machine.
 *
 *   npm run bench:bytes                       # 5 games of each
 *   npm run --silent bench:bytes -- --games 20 --breakdown
 */

import { type GameBytes, type MeasuredGame, measureGame, TARGETS } from "../test/room/bytes";
import { snapshotSources, startDevServer, TEST_VARS } from "../test/room/server";

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? undefined : argv[at + 1];
};
const GAMES = Number(option("games") ?? 5);
const BREAKDOWN = argv.includes("--breakdown");
/** Tables played at once: enough to keep the server busy, few enough for a small machine. */
const PARALLEL = Number(option("parallel") ?? 4);

const CASES: readonly [MeasuredGame, number][] = [
  ["spy", 2],
  ["spy", 4],
  ["sequence", 2],
  ["sequence", 4],
];

/** Runs `jobs` at most `limit` at a time, keeping their order in the result. */
async function pool<T>(jobs: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await (jobs[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

async function main(): Promise<void> {
  const sources = snapshotSources();
  const server = await startDevServer({ vars: TEST_VARS, cwd: sources.dir });
  try {
    const jobs = CASES.flatMap(([game, players]) =>
      Array.from(
        { length: GAMES },
        (_, g) => () => measureGame(server.host, game, players, `bytes-${game}-${players}-${g}`),
      ),
    );
    const results = await pool(jobs, PARALLEL);
    const header = ["game", "players", "games", "moves", "B/move/player", "frames/move/pl", "largest B", "targets"];
    const rows: string[][] = [];
    const breakdowns: string[] = [];
    let allMet = true;
    for (const [game, players] of CASES) {
      const own = results.filter((r) => r.game === game && r.players === players);
      const moves = own.reduce((n, r) => n + r.moves, 0);
      const bytes = own.reduce((n, r) => n + r.bytes, 0);
      const frames = own.reduce((n, r) => n + r.frames, 0);
      const largest = Math.max(...own.map((r) => r.largest));
      const mean = bytes / moves / players;
      const target = TARGETS[game];
      const met = mean <= target && largest <= TARGETS.largestFrame;
      allMet &&= met;
      rows.push([
        game,
        String(players),
        String(own.length),
        String(moves),
        mean.toFixed(0),
        (frames / moves / players).toFixed(2),
        String(largest),
        `${mean <= target ? "met" : "MISSED"} ≤${target} B, ${largest <= TARGETS.largestFrame ? "met" : "MISSED"} ≤${TARGETS.largestFrame} B`,
      ]);
      if (BREAKDOWN) breakdowns.push(breakdown(`${game}, ${players} players`, own, moves * players));
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i < 1 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join("  ");
    console.log(line(header));
    for (const r of rows) console.log(line(r));
    for (const b of breakdowns) console.log(`\n${b}`);
    console.log(`\nevery target ${allMet ? "met" : "NOT met"}`);
    if (!allMet) process.exitCode = 1;
  } finally {
    await server.stop();
    sources.remove();
  }
}

/** Where the bytes of `results` go, per move per player, heaviest first. */
function breakdown(title: string, results: readonly GameBytes[], perMovePlayer: number): string {
  const parts = new Map<string, number>();
  for (const r of results) for (const [part, bytes] of r.parts) parts.set(part, (parts.get(part) ?? 0) + bytes);
  const sorted = [...parts].sort((a, b) => b[1] - a[1]);
  return [
    `${title}: bytes per move per player, by part`,
    ...sorted.map(([part, bytes]) => `  ${(bytes / perMovePlayer).toFixed(1).padStart(7)}  ${part}`),
  ].join("\n");
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
