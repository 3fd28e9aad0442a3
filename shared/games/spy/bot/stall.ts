import type { SpyEvent } from "../types";

/**
 * Turns in a row, counted back from now, in which nobody exposed a card or
 * lit or set off a bomb. Two cautious players can reach a deadlock where each
 * can examine only places it already knows and neither will move first (moving
 * might bring its own targets within the other's reach); bots notice it here.
 */
export function turnsWithoutProgress(history: readonly SpyEvent[]): number {
  let turns = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const event = history[i] as SpyEvent;
    if (event.type === "end") turns++;
    else if (event.type === "spy") {
      if (event.answer.kind !== "safe" && event.answer.kind !== "topSecret") break;
      turns++;
    } else if (event.type === "start" || event.type === "eliminated") break;
  }
  return turns;
}

/** After this many turns without progress per living player, bots break a deadlock by moving. */
export const RESTLESS_TURNS_EACH = 3;

export function isDeadlocked(history: readonly SpyEvent[], living: number): boolean {
  return turnsWithoutProgress(history) >= RESTLESS_TURNS_EACH * living;
}
