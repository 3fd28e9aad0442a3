/**
 * What a computer did for a seat while its player was away (a stand-in), in every log: to that player
 * "The computer … for you", to the others the usual sentence and "(by the computer)", after a reload
 * or on another device as much as live.
 */
import { t } from "./i18n";

/** The seat a computer played, by event of the history, from the room's ranges (`room.standIns`, [seat, from, to)). */
export function standInSeats(
  ranges: readonly (readonly [number, number, number])[] | undefined,
): ReadonlyMap<number, number> {
  const seats = new Map<number, number>();
  for (const [seat, from, to] of ranges ?? []) for (let index = from; index < to; index++) seats.set(index, seat);
  return seats;
}

/**
 * A log line of what `actor` did (null: nobody's doing), as everyone but that seat's own player reads it: where a
 * computer did it for them (`standIn`, the seat it played then), "… (by the computer)" after it. The
 * player's own line is a sentence of its own ("The computer … for you"), made by the game.
 */
export function saidOfStandIn(
  text: string,
  actor: number | null,
  standIn: number | null,
  reader: number | null,
): string {
  return actor !== null && actor === standIn && actor !== reader ? `${text} ${t("log.byComputer")}` : text;
}
