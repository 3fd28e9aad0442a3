import type { Random } from "../../../engine";
import { popcount } from "./masks";

/**
 * The arrangements of one base that fit what is known of it: every assignment of
 * the base's codes to its places, each code once, each place within its candidate
 * mask. At most 7! = 5,040, so they are listed exactly rather than sampled by a
 * chain, and a uniform pick from the list is an exact draw from the posterior
 * (every arrangement is equally likely before play; public facts only rule some out).
 *
 * An arrangement is packed into one integer, 3 bits a place: code of place i at bits 3i..3i+2.
 */
export function arrangements(candidates: readonly number[], hand: number): number[] {
  const places = candidates.length;
  // Most constrained places first: the search fails early and stays small.
  const order = Array.from({ length: places }, (_, i) => i).sort(
    (a, b) => popcount(candidates[a] as number) - popcount(candidates[b] as number) || a - b,
  );
  const out: number[] = [];
  const fill = (depth: number, used: number, packed: number): void => {
    if (depth === places) {
      out.push(packed);
      return;
    }
    const place = order[depth] as number;
    let free = (candidates[place] as number) & hand & ~used;
    while (free !== 0) {
      const low = free & -free;
      free &= free - 1;
      const code = 31 - Math.clz32(low);
      fill(depth + 1, used | low, packed | (code << (3 * place)));
    }
  };
  fill(0, 0, 0);
  return out;
}

/** The code at place `index` of a packed arrangement. */
export function codeAt(packed: number, index: number): number {
  return (packed >>> (3 * index)) & 7;
}

export function unpack(packed: number, places: number): number[] {
  return Array.from({ length: places }, (_, i) => codeAt(packed, i));
}

/** `odds[index * 8 + code]`: the share of `list` in which place `index` holds `code`. */
export function placeOdds(list: readonly number[], places: number): Float64Array {
  const odds = new Float64Array(places * 8);
  if (list.length === 0) return odds;
  for (const packed of list) {
    for (let i = 0; i < places; i++) {
      const at = i * 8 + codeAt(packed, i);
      odds[at] = (odds[at] as number) + 1;
    }
  }
  for (let k = 0; k < odds.length; k++) odds[k] = (odds[k] as number) / list.length;
  return odds;
}

export function pick(list: readonly number[], rng: Random): number {
  return list[rng.int(list.length)] as number;
}
