/**
 * Where things sit on the drawn table. Your base is drawn in row order; every
 * opponent's row is drawn reversed, as if seen from your side of the table, so
 * that the place your Spy examines (mirror rule: L-1-f) sits in the same column
 * as the card your Spy faces (f). The rules themselves stay in the engine.
 */

import { facedPosition, mirrorPosition, stepSpy } from "../../../shared/games/spy/base";
import type { BaseView, PlaceView } from "../../../shared/games/spy/without-bots";

/** Row positions in drawing order, from the start of the line to its end. */
export function drawOrder(length: number, reversed: boolean): number[] {
  const positions = Array.from({ length }, (_, index) => index);
  return reversed ? positions.reverse() : positions;
}

/** The row position of the card a base's Spy faces. */
export function facedPlace(base: BaseView): number {
  return facedPosition(base.spy, base.facing, base.places.length);
}

/** The row position, in any opponent's base, that your Spy examines now. */
export function examinedPlace(own: BaseView): number {
  const length = own.places.length;
  return mirrorPosition(facedPlace(own), length);
}

export interface Landing {
  /** The Spy's row position after the move. */
  readonly position: number;
  /** The place it then faces (in the row as it will be). */
  readonly faces: PlaceView;
}

/** Where your Spy lands after moving `steps`, and what it then faces: a preview, not a rule. */
export function landing(own: BaseView, steps: number): Landing {
  const length = own.places.length;
  let position = own.spy;
  for (let step = 0; step < steps; step++) position = stepSpy(position, own.facing, length);
  // The other cards keep their order: take the Spy out of the row and put it back at its new position.
  const others = own.places.filter((_, index) => index !== own.spy);
  const spyPlace = own.places[own.spy] as PlaceView;
  const row = [...others.slice(0, position), spyPlace, ...others.slice(position)];
  const faces = row[facedPosition(position, own.facing, length)] as PlaceView;
  return { position, faces };
}
