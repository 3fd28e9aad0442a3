/** The arrangement being built before Ready: a row with the Spy in it, and its facing. Pure. */
// The fast generator, not the deal's: a suggestion needs no replay nor a hash in the board's chunk.
import { FastRng, type FastRngState } from "../../../shared/engine/fast-rng";
import {
  type CardCode,
  type Facing,
  handFor,
  randomAction,
  type SpyView,
} from "../../../shared/games/spy/without-bots";

export interface Arrangement {
  readonly row: readonly CardCode[];
  readonly facing: Facing;
}

/**
 * What the viewer arranged already, else a shuffled base drawn from this browser's
 * own randomness: a newcomer who presses Ready at once must not give away a base
 * every player would recognise (the printed order, Spy first).
 */
export function startingArrangement(view: SpyView, seed: FastRngState = freshSeed()): Arrangement {
  const saved = view.seat === null ? null : view.bases[view.seat];
  if (saved) {
    const row = saved.places.map((place) => place.card);
    if (row.every((card): card is CardCode => card !== null)) return { row, facing: saved.facing };
  }
  return randomArrangement(view, seed) ?? { row: handFor(view.players), facing: "right" };
}

/** Whether the viewer's saved arrangement is exactly this one (Ready has nothing new to send). */
export function isSaved(view: SpyView, arrangement: Arrangement): boolean {
  const saved = view.seat === null ? null : view.bases[view.seat];
  if (!saved || saved.facing !== arrangement.facing) return false;
  return saved.places.every((place, index) => place.card === arrangement.row[index]);
}

export function swap(row: readonly CardCode[], a: number, b: number): CardCode[] {
  const next = row.slice();
  const held = next[a];
  const other = next[b];
  if (held === undefined || other === undefined) return next;
  next[a] = other;
  next[b] = held;
  return next;
}

/** A random arrangement from the engine, seeded from the browser (the client needs no replayable randomness). */
export function randomArrangement(view: SpyView, seed: FastRngState = freshSeed()): Arrangement | null {
  const action = randomAction(view, new FastRng(seed));
  return action?.type === "arrange" ? { row: action.base, facing: action.facing } : null;
}

/** Four random words from the browser: sfc32's poor mixing after seeding concerns structured seeds, not these. */
function freshSeed(): FastRngState {
  const words = new Uint32Array(4);
  crypto.getRandomValues(words);
  return [words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0];
}
