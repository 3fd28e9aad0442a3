import type { Random } from "../../engine";
import { handFor } from "./cards";
import type { SpyAction, SpyView } from "./types";
import { viewActions } from "./view";

/**
 * One legal action of the viewing seat, at random; null when it has none.
 * While arranging: a uniformly random arrangement of its own cards (order, and so
 * the Spy's place, and facing), since arrangements are not listed. While playing:
 * a uniform pick from `viewActions`. Free flips and wraps are picked like any
 * other action; each pick ends the turn with probability at least 1/8 (`end` is
 * always listed), so turns are short and random games end (see the tests' bound).
 */
export function randomAction(view: SpyView, rng: Random): SpyAction | null {
  if (view.phase === "arranging") {
    if (view.seat === null) return null;
    return { type: "arrange", base: rng.shuffle(handFor(view.players)), facing: rng.int(2) === 0 ? "left" : "right" };
  }
  const listed = viewActions(view);
  return listed.length === 0 ? null : (listed[rng.int(listed.length)] ?? null);
}
