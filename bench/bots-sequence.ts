/**
 * Strength of the Sequence bots: seeded 2-player tournaments, printed as win
 * rates with 95% Wilson intervals, plus the CPU time each level spends per move.
 * Not a test: it runs for minutes. Usage:
 *   npx tsx bench/bots-sequence.ts [--games 200] [--workers N] [--only hard-medium] [--ceiling]
 *
 * `--ceiling` adds two diagnostic players that are not fair, to measure what
 * hidden cards cost the hard bot: "hard+hands" runs the same search on the
 * true hands of the other seats (draw pile still shuffled), "hard+all" on the
 * true state, draw order included.
 *
 * Each pairing plays its games in pairs on the same seeded deal: once with the
 * first-named player in seat 0 (moving first), once in seat 1 (moving second),
 * so both get each hand and each turn order equally often. Games run in worker
 * processes (one per core by default) so CPU time per move is the worker's own.
 */
import { fileURLToPath } from "node:url";
import { type BotLevel, derivedRng, type Random, Rng, seedRng } from "../shared/engine";
import { type SequenceAction, type SequenceState, type SequenceView, sequence } from "../shared/games/sequence";
import { viewActions } from "../shared/games/sequence/actions";
import { type Dealer, HARD_BUDGET, searchAction } from "../shared/games/sequence/bot/search";
import { isWorker, ms, option, percent, playInWorkers, quantile, serveJobs, wilson, workerCount } from "./tournament";

type Player = BotLevel | "random" | "hard+hands" | "hard+all";

const PAIRINGS: readonly {
  readonly a: Player;
  readonly b: Player;
  /** Win rate the first player should reach (not for the ceiling diagnostics). */
  readonly target: number;
  /** Run only with --ceiling: the first player sees cards its seat cannot. */
  readonly ceiling?: true;
}[] = [
  { a: "hard", b: "random", target: 0.95 },
  { a: "medium", b: "easy", target: 0.75 },
  { a: "hard", b: "medium", target: 0.65 },
  { a: "hard+hands", b: "medium", target: 0.65, ceiling: true },
  { a: "hard+all", b: "medium", target: 0.65, ceiling: true },
];

/** A game longer than this is stopped and counted as a draw (bots always finish far sooner). */
const MAX_ACTIONS = 2000;

interface Job {
  readonly pairing: number;
  readonly game: number;
}

interface GameResult extends Job {
  /** Who won: the pairing's first player (a), second (b), or nobody. */
  readonly winner: "a" | "b" | "draw";
  readonly actions: number;
  /** CPU microseconds of every decision, by player. */
  readonly cpu: Partial<Record<Player, number[]>>;
}

function decide(
  player: Player,
  seat: number,
  state: SequenceState,
  view: SequenceView,
  rng: Random,
): SequenceAction | null {
  switch (player) {
    case "random":
      return sequence.randomAction(view, rng);
    case "hard+hands":
    case "hard+all": {
      const seeing: Dealer =
        player === "hard+all"
          ? () => state
          : (luck) => ({
              ...state,
              deck: luck.shuffle(state.deck.slice()),
              rng: derivedRng(luck),
            });
      return searchAction(view, seat, viewActions(view), rng, HARD_BUDGET, seeing);
    }
    default:
      return sequence.bot(view, player, rng);
  }
}

function playGame({ pairing, game }: Job): GameResult {
  const { a, b } = PAIRINGS[pairing] ?? { a: "random", b: "random" };
  const aSeat = game % 2;
  const players: Player[] = aSeat === 0 ? [a, b] : [b, a];
  const options = sequence.check(2, {});
  if (!options.ok) throw new Error(options.error.message);
  const deal = Math.floor(game / 2);
  const setup = sequence.setup(2, options.value, { seed: `bots-${pairing}-${deal}`, first: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const rng = new Rng(seedRng(`bots-moves-${pairing}-${game}`));
  const cpu: Partial<Record<Player, number[]>> = {};
  let actions = 0;
  while (state.status === "playing" && state.turn !== null && actions < MAX_ACTIONS) {
    const seat = state.turn;
    const player = players[seat] as Player;
    const view = sequence.view(state, seat);
    const before = process.cpuUsage();
    const action = decide(player, seat, state, view, rng);
    const used = process.cpuUsage(before);
    cpu[player] ??= [];
    cpu[player].push(used.user + used.system);
    const next = sequence.apply(state, seat, action);
    if (!next.ok) throw new Error(`${player} played an illegal action: ${next.error.code} ${JSON.stringify(action)}`);
    state = next.value;
    actions++;
  }
  const winner = state.winner === null ? "draw" : state.winner === aSeat ? "a" : "b";
  return { pairing, game, winner, actions, cpu };
}

function report(results: readonly GameResult[], pairings: readonly number[], games: number, seconds: number): void {
  console.log(`\nSequence bots, 2 players: ${games} games per pairing (${seconds.toFixed(0)} s wall)`);
  console.log("pairing                wins  losses  draws  win rate  95% CI (Wilson)   target  met");
  for (const p of pairings) {
    const { a, b, target, ceiling } = PAIRINGS[p] as (typeof PAIRINGS)[number];
    const mine = results.filter((r) => r.pairing === p);
    const wins = mine.filter((r) => r.winner === "a").length;
    const losses = mine.filter((r) => r.winner === "b").length;
    const draws = mine.length - wins - losses;
    const rate = wins / Math.max(1, mine.length);
    const [low, high] = wilson(wins, mine.length);
    const columns = [
      `${a} vs ${b}`.padEnd(21),
      String(wins).padStart(5),
      String(losses).padStart(7),
      String(draws).padStart(6),
      percent(rate).padStart(9),
      `  [${percent(low)}, ${percent(high)}]`.padEnd(18),
      ceiling ? "     –" : percent(target).padStart(6),
      ceiling ? " (sees hidden cards)" : rate >= target ? " yes" : " no",
    ];
    console.log(columns.join(" "));
  }
  console.log("\nCPU time per move (all pairings; every decision, including exchanges)");
  console.log("player        moves   median ms   p95 ms   max ms");
  const byPlayer = new Map<Player, number[]>();
  for (const r of results) {
    for (const [player, times] of Object.entries(r.cpu) as [Player, number[]][]) {
      byPlayer.set(player, [...(byPlayer.get(player) ?? []), ...times]);
    }
  }
  for (const player of ["random", "easy", "medium", "hard", "hard+hands", "hard+all"] as const) {
    const times = (byPlayer.get(player) ?? []).slice().sort((x, y) => x - y);
    if (times.length === 0) continue;
    console.log(
      `${player.padEnd(12)} ${String(times.length).padStart(6)}  ${ms(quantile(times, 0.5))}  ${ms(quantile(times, 0.95))}  ${ms(times.at(-1) ?? 0)}`,
    );
  }
  const lengths = results.map((r) => r.actions).sort((x, y) => x - y);
  console.log(`\nactions per game: median ${quantile(lengths, 0.5)}, max ${lengths.at(-1) ?? 0}`);
}

async function main(): Promise<void> {
  const games = Number(option("games") ?? 200);
  const only = option("only");
  const pairings = PAIRINGS.map((_, p) => p).filter((p) => {
    const { a, b } = PAIRINGS[p] as (typeof PAIRINGS)[number];
    if (only !== undefined) return only === `${a}-${b}`;
    return PAIRINGS[p]?.ceiling !== true || process.argv.includes("--ceiling");
  });
  // Slow games (hard) first, interleaved by pairing, so the workers finish together.
  const jobs: Job[] = [];
  for (let game = 0; game < games; game++) for (const pairing of pairings) jobs.push({ pairing, game });
  const slow = (job: Job) => Number(PAIRINGS[job.pairing]?.a.startsWith("hard"));
  jobs.sort((x, y) => slow(y) - slow(x));
  const start = Date.now();
  const results = await playInWorkers<Job, GameResult>(fileURLToPath(import.meta.url), jobs, workerCount());
  report(results, pairings, games, (Date.now() - start) / 1000);
}

if (isWorker()) {
  serveJobs(playGame);
} else {
  await main();
}
