/**
 * The events of the history a computer made for a seat while its player was away (a stand-in), as the room
 * keeps them (`room.standIns`, [seat, from, to) ranges), by event: every log says them as the computer's
 * (to that player, "The computer … for you"; to the others, "The computer for Ben …"), after a reload or on
 * another device as much as live.
 */
export function standInSeats(
  ranges: readonly (readonly [number, number, number])[] | undefined,
): ReadonlyMap<number, number> {
  const seats = new Map<number, number>();
  for (const [seat, from, to] of ranges ?? []) for (let index = from; index < to; index++) seats.set(index, seat);
  return seats;
}
