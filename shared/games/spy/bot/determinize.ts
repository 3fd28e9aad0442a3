import { seedRng } from "../../../engine";
import type { PlaceCode, TargetCode } from "../cards";
import type { Base, BaseView, SpyState, SpyView } from "../types";
import { indexAtRow, type Knowledge } from "./knowledge";
import { CODES, NO_TARGET } from "./masks";
import { unpack } from "./posterior";

// A determinized state never draws from its generator (that happens at setup only).
const UNUSED_RNG = seedRng("spy-bot-determinization");

/**
 * A complete state that agrees with everything `view` shows, with each base's
 * cards taken from `packed` (one packed arrangement per seat, see posterior.ts).
 * The viewing seat's view of it equals `view`, so the engine's own `apply` and
 * `actions` can search it.
 */
export function determinize(view: SpyView, knowledge: Knowledge, packed: readonly number[]): SpyState {
  if (view.phase === "arranging") throw new Error("Spy bot: nothing to determinize while arranging");
  const bases = view.bases.map((base, seat): Base => {
    if (base === null) throw new Error("Spy bot: every base is arranged once play has started");
    const cards = unpack(packed[seat] ?? 0, knowledge.cards).map((code) => CODES[code] as PlaceCode);
    const rank = knowledge.targets[seat] ?? 0;
    return {
      cards,
      marks: marksOf(base),
      spy: base.spy,
      facing: base.facing,
      target: rank === NO_TARGET ? null : (CODES[rank] as TargetCode),
    };
  });
  return {
    players: view.players,
    phase: view.phase,
    first: view.first,
    turn: view.turn ?? view.winner ?? view.first,
    moved: view.moved,
    freeActions: view.freeActions,
    turns: view.turns,
    bases,
    eliminated: view.eliminated.slice(),
    winner: view.winner,
    history: view.history.slice(),
    rng: UNUSED_RNG,
  };
}

function marksOf(base: BaseView): Base["marks"] {
  const marks = new Array<Base["marks"][number]>(base.places.length - 1).fill("none");
  base.places.forEach((place, position) => {
    const index = indexAtRow(base.spy, position);
    if (index >= 0) marks[index] = place.mark;
  });
  return marks;
}
