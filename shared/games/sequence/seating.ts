import { check } from "./setup";
import { SIDE_COLORS, type SideColor, sideOf } from "./table";
import type { Side } from "./types";

/**
 * Each seat's side and chip colour, for the lobby and the room (team chat).
 * Takes raw options like `check`; an unplayable table has no seating ([]).
 */
export function seating(players: number, options: unknown): { color: SideColor; side: Side }[] {
  const checked = check(players, options);
  if (!checked.ok) return [];
  const { sides } = checked.value;
  return Array.from({ length: players }, (_, seat) => {
    const side = sideOf(seat, sides);
    return { color: SIDE_COLORS[side], side };
  });
}
