/**
 * Strength of the Spy bots: seeded tournaments printed as win rates with 95%
 * Wilson intervals, plus the CPU time each level spends per decision.
 * Not a test: it runs for minutes. Usage:
 *   npx tsx bench/bots-spy.ts [--games 200] [--workers N] [--only hard-medium-2]
 *
 * 2-player pairings rotate every game through both seats and both first
 * players (game g: the first-named player sits in seat g mod 2, seat
 * floor(g / 2) mod 2 moves first). The 4-player table (hard against three
 * mediums) rotates hard's seat and the first player the same way over all 16
 * combinations. Games run in worker processes (one per core by default), so the
 * CPU time per decision is the worker's own.
 */
import { fileURLToPath } from "node:url";
import { type BotLevel, Rng, seedRng } from "../shared/engine";
import { type SpyAction, type SpyView, spy } from "../shared/games/spy";
import { isWorker, ms, option, percent, playInWorkers, quantile, serveJobs, wilson, workerCount } from "./tournament";

type Player = BotLevel | "random";

interface Pairing {
  /** The player measured, and the one (at 4 players: each of the three) it plays against. */
  readonly a: Player;
  readonly b: Player;
  readonly players: number;
  /** The win rate `a` should reach. */
  readonly target: number;
}

const PAIRINGS: readonly Pairing[] = [
  { a: "hard", b: "random", players: 2, target: 0.95 },
  { a: "medium", b: "easy", players: 2, target: 0.75 },
  { a: "hard", b: "medium", players: 2, target: 0.65 },
  // At four players a fair share is 25%: hard should win more than that.
  { a: "hard", b: "medium", players: 4, target: 0.25 },
];

/** A game longer than this is stopped with no winner (bots finish far sooner). */
const MAX_ACTIONS = 3000;

interface Job {
  readonly pairing: number;
  readonly game: number;
}

/** CPU microseconds of decisions, by player and phase (arranging is one decision a game). */
type Cpu = Partial<Record<Player, { arrange: number[]; play: number[] }>>;

interface GameResult extends Job {
  readonly won: boolean;
  readonly finished: boolean;
  readonly actions: number;
  readonly cpu: Cpu;
}

function decide(player: Player, view: SpyView, rng: Rng): SpyAction | null {
  return player === "random" ? spy.randomAction(view, rng) : spy.bot(view, player, rng);
}

function playGame({ pairing, game }: Job): GameResult {
  const { a, b, players: count } = PAIRINGS[pairing] as Pairing;
  const aSeat = game % count;
  const first = Math.floor(game / count) % count;
  const players = Array.from({ length: count }, (_, seat): Player => (seat === aSeat ? a : b));
  const setup = spy.setup(count, {}, { seed: `spy-bots-${pairing}-${game}`, first });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = new Rng(seedRng(`spy-bots-moves-${pairing}-${game}`));
  const cpu: Cpu = {};
  let actions = 0;
  while (state.phase !== "over" && actions < MAX_ACTIONS) {
    // While arranging the seats yet to arrange come first in toAct.
    const seat = spy.toAct(state)[0] as number;
    const player = players[seat] as Player;
    const view = spy.view(state, seat);
    const before = process.cpuUsage();
    const action = decide(player, view, rng);
    const used = process.cpuUsage(before);
    const times = cpu[player] ?? { arrange: [], play: [] };
    cpu[player] = times;
    times[state.phase === "arranging" ? "arrange" : "play"].push(used.user + used.system);
    if (action === null) throw new Error(`${player} at seat ${seat} had nothing to do on its turn`);
    const next = spy.apply(state, seat, action);
    if (!next.ok) throw new Error(`${player} played an illegal action: ${next.error.code} ${JSON.stringify(action)}`);
    state = next.value;
    actions++;
  }
  return { pairing, game, won: state.winner === aSeat, finished: state.phase === "over", actions, cpu };
}

function pairingName({ a, b, players }: Pairing): string {
  return players === 2 ? `${a} vs ${b}` : `${a} vs ${players - 1} ${b}s (${players}p)`;
}

function report(results: readonly GameResult[], pairings: readonly number[], seconds: number): void {
  console.log(`\nSpy bots (${seconds.toFixed(0)} s wall, node ${process.version})`);
  console.log("pairing                 games  wins  unfinished  win rate  95% CI            target   met");
  for (const p of pairings) {
    const pairing = PAIRINGS[p] as Pairing;
    const mine = results.filter((r) => r.pairing === p);
    const wins = mine.filter((r) => r.won).length;
    const unfinished = mine.filter((r) => !r.finished).length;
    const rate = wins / Math.max(1, mine.length);
    const [low, high] = wilson(wins, mine.length);
    const goal = pairing.players === 2 ? `>=${percent(pairing.target)}` : `>${percent(pairing.target)}`;
    const met = pairing.players === 2 ? rate >= pairing.target : low > pairing.target;
    const counts = `${String(mine.length).padStart(5)} ${String(wins).padStart(5)} ${String(unfinished).padStart(11)}`;
    const rates = `${percent(rate).padStart(8)}  [${percent(low)}, ${percent(high)}]`;
    console.log(
      `${pairingName(pairing).padEnd(23)} ${counts}  ${rates.padEnd(34)}${goal.padStart(7)}  ${met ? "yes" : "no"}`,
    );
  }
  console.log("(4 players: met when the whole 95% interval lies above the fair share of 25%.)");
  console.log("\nCPU time per decision (all pairings; process.cpuUsage around each call)");
  console.log("player   phase      calls   median ms    p95 ms    max ms");
  const byPlayer = new Map<string, number[]>();
  for (const r of results) {
    for (const [player, times] of Object.entries(r.cpu)) {
      for (const phase of ["play", "arrange"] as const) {
        const key = `${player}|${phase}`;
        byPlayer.set(key, (byPlayer.get(key) ?? []).concat(times[phase]));
      }
    }
  }
  for (const player of ["random", "easy", "medium", "hard"] as const) {
    for (const phase of ["play", "arrange"] as const) {
      const times = (byPlayer.get(`${player}|${phase}`) ?? []).slice().sort((x, y) => x - y);
      if (times.length === 0) continue;
      console.log(
        `${player.padEnd(8)} ${phase.padEnd(8)} ${String(times.length).padStart(7)}  ${ms(quantile(times, 0.5))}  ${ms(quantile(times, 0.95))}  ${ms(times.at(-1) ?? 0)}`,
      );
    }
  }
  for (const p of pairings) {
    const lengths = results
      .filter((r) => r.pairing === p)
      .map((r) => r.actions)
      .sort((x, y) => x - y);
    console.log(
      `actions per game, ${pairingName(PAIRINGS[p] as Pairing)}: median ${quantile(lengths, 0.5)}, max ${lengths.at(-1) ?? 0}`,
    );
  }
}

async function main(): Promise<void> {
  const games = Number(option("games") ?? 200);
  const only = option("only");
  const pairings = PAIRINGS.map((_, p) => p).filter((p) => {
    const { a, b, players } = PAIRINGS[p] as Pairing;
    return only === undefined || only === `${a}-${b}-${players}`;
  });
  // 4 players rotate over 16 seat and first-player combinations: round up to whole rotations.
  const gamesOf = (p: number) => {
    const players = (PAIRINGS[p] as Pairing).players;
    const cycle = players * players;
    return Math.ceil(games / cycle) * cycle;
  };
  const jobs: Job[] = [];
  for (const pairing of pairings) for (let game = 0; game < gamesOf(pairing); game++) jobs.push({ pairing, game });
  // Slow games (hard) first, so the workers finish together.
  jobs.sort((x, y) => Number(PAIRINGS[y.pairing]?.a === "hard") - Number(PAIRINGS[x.pairing]?.a === "hard"));
  const start = Date.now();
  const results = await playInWorkers<Job, GameResult>(fileURLToPath(import.meta.url), jobs, workerCount());
  report(results, pairings, (Date.now() - start) / 1000);
}

if (isWorker()) {
  serveJobs(playGame);
} else {
  await main();
}
