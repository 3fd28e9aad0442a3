import type { Random } from "../../../engine";
import { facedPosition, mirrorPosition } from "../base";
import type { SpyAction, SpyView } from "../types";
import { viewActions } from "../view";

/** Easy flips and wraps at most this often a turn, then moves, spies or ends. */
const EASY_FREE_ACTIONS = 2;

/**
 * Easy: random, with two child-sized rules: never spy on a place everyone can
 * see is a lit bomb, and spy (on a random opponent) rather than wander about
 * half of the time a spy is possible.
 */
export function easyAction(view: SpyView, rng: Random): SpyAction | null {
  const seat = view.seat;
  if (seat === null) return null;
  const own = view.bases[seat];
  if (!own) return null;
  const length = own.places.length;
  const examined = mirrorPosition(facedPosition(own.spy, own.facing, length), length);
  const wandered = view.freeActions >= EASY_FREE_ACTIONS;
  const legal = viewActions(view).filter((action) => {
    if (action.type === "spy") {
      const mark = view.bases[action.target]?.places[examined]?.mark;
      return mark !== "lit" && mark !== "exploded";
    }
    return !(wandered && (action.type === "flip" || action.type === "wrap"));
  });
  const spies = legal.filter((action) => action.type === "spy");
  const pool = spies.length > 0 && rng.int(2) === 0 ? spies : legal;
  return pool.length === 0 ? null : (pool[rng.int(pool.length)] ?? null);
}
