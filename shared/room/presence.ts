/** Who is here: the seats with a live connection, the spectators, and how long absent people have been away. */
import { hostKey, seatOfToken } from "./record";
import type { Away, Conn, RoomRecord } from "./types";

export interface Presence {
  readonly connectedSeats: ReadonlySet<number>;
  /** Spectators' connections, oldest first. */
  readonly spectators: readonly Conn[];
  /** Milliseconds each seat without a connection has been away. */
  readonly awayFor: ReadonlyMap<number, number>;
  /** Milliseconds the host has been away, if away. */
  readonly hostAway?: number;
}

/** Presence among live connections (`away`: since when absent people left, as the room keeps it). */
export function presence(record: RoomRecord, conns: readonly Conn[], away: Away = new Map(), now = 0): Presence {
  const connectedSeats = new Set<number>();
  const spectators: Conn[] = [];
  for (const c of conns) {
    if (!c.hello) continue;
    const seat = seatOfToken(record, c.token);
    if (seat === null) spectators.push(c);
    else connectedSeats.add(seat);
  }
  // Oldest first, as You.watchers promises (the runtime's order is not time's); a stable sort keeps ties in it.
  if (spectators.length > 1) spectators.sort((a, b) => a.openedAt - b.openedAt);
  const awayFor = new Map<number, number>();
  if (away.size > 0) {
    record.seats.forEach((seat, i) => {
      const since = seat.kind === "human" && !connectedSeats.has(i) ? away.get(seat.token) : undefined;
      if (since !== undefined) awayFor.set(i, Math.max(0, now - since));
    });
  }
  const hostSince = away.get(hostKey(record));
  return {
    connectedSeats,
    spectators,
    awayFor,
    ...(hostSince !== undefined ? { hostAway: Math.max(0, now - hostSince) } : {}),
  };
}
