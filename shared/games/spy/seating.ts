import { COLOURS, type Colour } from "./cards";
import { check } from "./setup";

/**
 * Each seat's colour, for the lobby and the room. Spy has no teams, so no seat has
 * a side (null: no team chat). Takes raw options like `check`; an unplayable table
 * has no seating ([]). Mirrors `seating` of Sequence, which the room expects.
 */
export function seating(players: number, options: unknown): { color: Colour; side: null }[] {
  if (!check(players, options).ok) return [];
  return COLOURS.slice(0, players).map((color) => ({ color, side: null }));
}
