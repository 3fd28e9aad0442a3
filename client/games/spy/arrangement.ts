/** The arrangement being built before Ready: a row with the Spy in it, and its facing. Pure. */
import { Rng, seedRng } from "../../../shared/engine/rng";
import { type CardCode, type Facing, handFor, randomAction, type SpyView } from "../../../shared/games/spy/client";

export interface Arrangement {
  readonly row: readonly CardCode[];
  readonly facing: Facing;
}

/**
 * What the viewer arranged already, else a shuffled base drawn from this browser's
 * own randomness: a newcomer who presses Ready at once must not give away a base
 * every player would recognise (the printed order, Spy first).
 */
export function startingArrangement(view: SpyView, seed: string = freshSeed()): Arrangement {
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
export function randomArrangement(view: SpyView, seed: string = freshSeed()): Arrangement | null {
  const action = randomAction(view, new Rng(seedRng(seed)));
  return action?.type === "arrange" ? { row: action.base, facing: action.facing } : null;
}

function freshSeed(): string {
  const words = new Uint32Array(4);
  crypto.getRandomValues(words);
  return Array.from(words, (word) => word.toString(36)).join("-");
}
