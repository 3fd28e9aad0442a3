/**
 * Engine throughput: random legal games played in-process, single-threaded.
 * Prints, per game and table size, the median over ROUNDS rounds of actions
 * applied per second and whole games per second. Usage: npm run bench:engine
 */
import { Rng, randomStep, seedRng } from "../shared/engine";
import { GAME_RULES } from "../shared/games";

const ROUNDS = 5;
const ROUND_MS = 1500;

const tables: { game: string; players: number; options?: unknown }[] = [
  { game: "spy", players: 2 },
  { game: "spy", players: 4 },
  { game: "sequence", players: 2 },
  { game: "sequence", players: 4 },
];

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function round(
  gameId: string,
  players: number,
  options: unknown,
  seed: number,
): { actions: number; games: number; ms: number } {
  const game = GAME_RULES[gameId];
  if (!game) throw new Error(gameId);
  const checked = game.check(players, options);
  if (!checked.ok) throw new Error(checked.error.message);
  const rng = new Rng(seedRng(`bench-${seed}`));
  let actions = 0;
  let finished = 0;
  const start = performance.now();
  let g = 0;
  while (performance.now() - start < ROUND_MS) {
    const setup = game.setup(players, checked.value, { seed: `${seed}-${g++}` });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let n = 0; n < 5000 && game.outcome(state) === null; n++) {
      const step = randomStep(game, state, rng);
      if (!step) break;
      const result = game.apply(state, step.seat, step.action);
      if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(step)}`);
      state = result.value;
      actions++;
    }
    if (game.outcome(state) !== null) finished++;
  }
  return { actions, games: finished, ms: performance.now() - start };
}

console.log(`engine bench: ${ROUNDS} rounds of ${ROUND_MS} ms each, medians; node ${process.version}`);
for (const t of tables) {
  const perRound = Array.from({ length: ROUNDS }, (_, i) => round(t.game, t.players, t.options, i));
  const aps = median(perRound.map((r) => (r.actions * 1000) / r.ms));
  const gps = median(perRound.map((r) => (r.games * 1000) / r.ms));
  const apg = median(perRound.map((r) => r.actions / Math.max(1, r.games)));
  console.log(
    `${t.game.padEnd(9)} ${t.players}p  ${Math.round(aps).toLocaleString("en").padStart(9)} actions/s  ${gps.toFixed(0).padStart(6)} games/s  (${apg.toFixed(0)} actions/game)`,
  );
}
