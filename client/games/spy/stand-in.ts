/**
 * Which events of the history a computer made for the viewer's seat, as far as this page saw: those that
 * arrived while the room showed the seat held by a stand-in (`standIn` on the viewer's seat). The room
 * sends no record of it (a seat's `standIn` says only who holds it now), so of the events that came before
 * this page opened (a player back after being away, a reload) it cannot tell, and those say "you".
 */
export interface StandInMoves {
  /** The history's length when last looked at. */
  readonly seen: number;
  /** Indices into the history of the events that arrived while a computer held the viewer's seat. */
  readonly computer: ReadonlySet<number>;
}

/** What this page knows after looking at a history of `length` events with the seat held by a computer or not. */
export function followStandIn(known: StandInMoves | null, length: number, heldByComputer: boolean): StandInMoves {
  // First look: what came before is unknown.
  if (known === null) return { seen: length, computer: new Set() };
  // A shorter history is a new game: every event of it arrived just now.
  const fresh = length < known.seen;
  const from = fresh ? 0 : known.seen;
  const computer = fresh ? new Set<number>() : known.computer;
  if (!heldByComputer || from >= length) return fresh || from !== length ? { seen: length, computer } : known;
  const more = new Set(computer);
  for (let index = from; index < length; index++) more.add(index);
  return { seen: length, computer: more };
}
