import fc from "fast-check";
import { type AnyGame, Rng, randomStep, seedRng } from "../../shared/engine";

/** A table to test a game at: a player count and options its `check` accepts. */
export interface Table {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
}

/** A state reached from a seeded setup by `steps` random legal actions (fewer if the game ends). */
export function reachState(game: AnyGame, table: Table, seed: number, steps: number): unknown {
  const checked = game.check(table.players, table.options);
  if (!checked.ok) throw new Error(checked.error.message);
  const setup = game.setup(table.players, checked.value, { seed: `reach-${seed}` });
  if (!setup.ok) throw new Error(setup.error.message);
  const rng = new Rng(seedRng(`steps-${seed}`));
  let state = setup.value;
  for (let i = 0; i < steps; i++) {
    const step = randomStep(game, state, rng);
    if (!step) break;
    const result = game.apply(state, step.seat, step.action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
    state = result.value;
  }
  return state;
}

/** fast-check arbitrary of reachable states of a table: early, middle and finished games. */
export const reachableState = (game: AnyGame, table: Table, maxSteps = 400) =>
  fc.tuple(fc.nat(1_000_000), fc.nat(maxSteps)).map(([seed, steps]) => reachState(game, table, seed, steps));
