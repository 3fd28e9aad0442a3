import { type CardCode, cardNumber, type PlaceCode } from "./cards";
import type { Base, Facing, PlaceMark } from "./types";

/**
 * Geometry of a base (see `Base`): row positions, the faced card, steps and wraps.
 * Shared by the rules (on the state) and by the views (on a `BaseView`), which is
 * why most functions take the Spy's position, facing and row length, not a Base.
 */

/** The row position of the card a Spy at `spy` faces, wrapping around the ends. */
export function facedPosition(spy: number, facing: Facing, length: number): number {
  if (facing === "right") return spy === length - 1 ? 0 : spy + 1;
  return spy === 0 ? length - 1 : spy - 1;
}

/** Mirror rule: facing one's own position f examines the opponent's position L-1-f. */
export function mirrorPosition(position: number, length: number): number {
  return length - 1 - position;
}

/** The Spy's position after one step: it trades with the card it faces, wrapping first at the end it faces out of. */
export function stepSpy(spy: number, facing: Facing, length: number): number {
  if (facing === "right") return spy === length - 1 ? 1 : spy + 1;
  return spy === 0 ? length - 2 : spy - 1;
}

export function isAtEnd(spy: number, length: number): boolean {
  return spy === 0 || spy === length - 1;
}

/** Where a wrap takes a Spy at an end: the other end. */
export function wrappedPosition(spy: number, length: number): number {
  return spy === 0 ? length - 1 : 0;
}

export function rowLength(base: Base): number {
  return base.cards.length + 1;
}

/** Index in `base.cards` of the card at row `position`, or -1 when the Spy stands there. */
export function cardIndexAt(base: Base, position: number): number {
  if (position === base.spy) return -1;
  return position < base.spy ? position : position - 1;
}

/** Index in `base.cards` of the card the base's Spy faces. */
export function facedCardIndex(base: Base): number {
  return cardIndexAt(base, facedPosition(base.spy, base.facing, rowLength(base)));
}

/** Spread an arrangement (a row with the Spy in it) into a Base with every mark clear. */
export function baseFromRow(row: readonly CardCode[], facing: Facing): Base {
  const spy = row.indexOf("SPY");
  const cards = row.filter((code): code is PlaceCode => code !== "SPY");
  return { cards, marks: cards.map(() => "none"), spy, facing, target: "S1" };
}

const ONE: readonly number[] = [1];
const TWO: readonly number[] = [2];
const THREE: readonly number[] = [3];
const ONE_OR_TWO: readonly number[] = [1, 2];

/**
 * The move sizes a Spy facing `card` may announce: its printed number, or 1 or 2
 * when the card is exposed. An exploded bomb is not exposed and keeps its number.
 */
export function allowedSteps(card: PlaceCode, mark: PlaceMark): readonly number[] {
  if (mark === "exposed") return ONE_OR_TWO;
  const steps = cardNumber(card);
  return steps === 1 ? ONE : steps === 2 ? TWO : THREE;
}
