import type { PlaceCode } from "../cards";

/**
 * The bots' alphabet: each non-spy card code as a small integer, and sets of codes
 * as bit masks. A target's integer is also its rank in the exposure order
 * (S1 0, S2 1, T1 2, T2 3), so "the next target" is just `target + 1`.
 */
export const CODES: readonly PlaceCode[] = ["S1", "S2", "T1", "T2", "B1", "B2", "B3"];

/** Target rank after T2: the base's owner is out. */
export const NO_TARGET = 4;

export const SAFES = 0b0000011;
export const TOP_SECRETS = 0b0001100;
export const BOMBS = 0b1110000;

/** Codes by printed number: what a move of that many spaces says about the faced card. */
const BY_NUMBER: readonly number[] = [0, 0b0010101, 0b0101010, 0b1000000];

export function codeOf(card: PlaceCode): number {
  return CODES.indexOf(card);
}

export function bit(code: number): number {
  return 1 << code;
}

/** The codes a card that made a Spy move `steps` spaces may be (0 for an impossible size). */
export function numberMask(steps: number): number {
  return BY_NUMBER[steps] ?? 0;
}

/** The codes of one base at a table of `players` (no B2 at 3–4 players). */
export function handMask(players: number): number {
  return players === 2 ? 0b1111111 : 0b1011111;
}

export function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The only code of a one-code mask, or -1. */
export function singleCode(mask: number): number {
  if (mask === 0 || (mask & (mask - 1)) !== 0) return -1;
  return 31 - Math.clz32(mask);
}

export function isBombCode(code: number): boolean {
  return code >= 4;
}
