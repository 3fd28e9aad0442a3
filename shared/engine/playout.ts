import type { AnyGame } from "./game";
import type { Random } from "./random";

/**
 * One random legal action for whoever acts next, or null when nobody can act.
 * Lists the actions from the state where the game enumerates them; falls back to
 * the game's own sampler (e.g. Spy arrangements, which are not enumerated).
 */
export function randomStep(game: AnyGame, state: unknown, rng: Random): { seat: number; action: unknown } | null {
  const seats = game.toAct(state);
  if (seats.length === 0) return null;
  const seat = seats[rng.int(seats.length)] as number;
  const listed = game.actions(state, seat);
  const action = listed.length > 0 ? listed[rng.int(listed.length)] : game.randomAction(game.view(state, seat), rng);
  return action === null ? null : { seat, action };
}

/** Plays random legal actions until the game ends or `maxActions` have been applied. */
export function randomPlayout(
  game: AnyGame,
  state: unknown,
  rng: Random,
  maxActions: number,
): { state: unknown; actions: number; log: { seat: number; action: unknown }[] } {
  const log: { seat: number; action: unknown }[] = [];
  let current = state;
  while (log.length < maxActions && game.outcome(current) === null) {
    const step = randomStep(game, current, rng);
    if (!step) break;
    const result = game.apply(current, step.seat, step.action);
    if (!result.ok) throw new Error(`random legal action refused: ${result.error.code} ${JSON.stringify(step)}`);
    current = result.value;
    log.push(step);
  }
  return { state: current, actions: log.length, log };
}
