/** Card codes and colour sets of Spy (docs/rules/spy.md, Components and Setup). */

/** The cards a spy tries to expose, in the order every base must give them up. */
export type TargetCode = "S1" | "S2" | "T1" | "T2";
export type BombCode = "B1" | "B2" | "B3";
/** Every card that is not the Spy: the cards whose place in a base never changes. */
export type PlaceCode = TargetCode | BombCode;
export type CardCode = "SPY" | PlaceCode;
export type Colour = "green" | "red" | "blue" | "yellow";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Seat i plays colour COLOURS[i]. */
export const COLOURS: readonly Colour[] = ["green", "red", "blue", "yellow"];

/** The 2-player hand: a full colour set. */
export const FULL_SET: readonly CardCode[] = ["SPY", "S1", "S2", "T1", "T2", "B1", "B2", "B3"];

/**
 * The 3–4-player hand: blue and yellow have no B2, so both B2 leave green and red
 * too and every hand has the same length, which the mirror rule needs.
 */
export const SMALL_SET: readonly CardCode[] = ["SPY", "S1", "S2", "T1", "T2", "B1", "B3"];

/** Each base gives up these cards in this order; exposing the last eliminates its owner. */
export const TARGET_ORDER: readonly TargetCode[] = ["S1", "S2", "T1", "T2"];

const CARD_CODES: ReadonlySet<string> = new Set(FULL_SET);

/** The cards each seat holds in a game of `players` seats (every seat the same). */
export function handFor(players: number): readonly CardCode[] {
  return players === 2 ? FULL_SET : SMALL_SET;
}

/** L, the number of places in every base of a game of `players` seats. */
export function baseLength(players: number): number {
  return handFor(players).length;
}

export function colourOf(seat: number): Colour | undefined {
  return COLOURS[seat];
}

export function isCardCode(value: unknown): value is CardCode {
  return typeof value === "string" && CARD_CODES.has(value);
}

export function isBomb(code: PlaceCode): code is BombCode {
  return code === "B1" || code === "B2" || code === "B3";
}

/** The number printed on a card: how far a Spy facing it must move. */
export function cardNumber(code: PlaceCode): 1 | 2 | 3 {
  switch (code) {
    case "S1":
    case "T1":
    case "B1":
      return 1;
    case "S2":
    case "T2":
    case "B2":
      return 2;
    case "B3":
      return 3;
  }
}

/** The target after `code` has been exposed; null after T2 (its owner is out). */
export function nextTarget(code: TargetCode): TargetCode | null {
  const index = TARGET_ORDER.indexOf(code);
  return TARGET_ORDER[index + 1] ?? null;
}
