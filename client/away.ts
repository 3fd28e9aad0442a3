/**
 * Who is away and for how long, as every part of the page says it (the
 * presence list, the notice over the table, the empty seats, the lobby): one
 * reading of the room's figures, so no two places disagree about a seat. The
 * room sends "away for so long as of this picture"; the time since the
 * picture arrived (this browser's clock) is added on.
 */
import type { RoomView, SeatView } from "../shared/protocol";

export type Presence = "online" | "reconnecting" | "offline" | "standIn" | "computer";

/** A duration the room gave as of a picture that arrived at `pictureAt`, brought up to `now`. */
export const sinceNow = (asOfPicture: number, pictureAt: number, now: number): number =>
  asOfPicture + Math.max(0, now - pictureAt);

/** How long a person's seat has been without a connection, now; null while connected (or not a person). */
export function awayNow(seat: SeatView | undefined, pictureAt: number, now: number): number | null {
  if (seat?.kind !== "human" || seat.connected || seat.standIn) return null;
  // Not connected, and the room named no time: it has only just noticed.
  return sinceNow(seat.away ?? 0, pictureAt, now);
}

/**
 * A seat as the table sees it. Away for less than the grace period is
 * "reconnecting" (a reload, a tunnel), never "offline": nothing irreversible
 * (a stand-in, freeing the seat) is offered before "offline".
 */
export function presenceOf(seat: SeatView | undefined, awayMs: number | null, graceMs: number): Presence {
  if (seat?.kind === "bot") return "computer";
  if (seat?.kind !== "human") return "offline";
  if (seat.standIn) return "standIn";
  if (seat.connected || awayMs === null) return "online";
  return awayMs < graceMs ? "reconnecting" : "offline";
}

/**
 * Whether some seat is still inside the grace period, so a countdown or a
 * "reconnecting…" still has to change: the clock ticks only while it does.
 */
export function inGrace(seats: readonly SeatView[], pictureAt: number, graceMs: number, now = Date.now()): boolean {
  return seats.some((seat) => {
    const ms = awayNow(seat, pictureAt, now);
    return ms !== null && ms < graceMs;
  });
}

/** A countdown as a clock, m:ss, rounded up (it never says less than is left); 0:00 once over. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * While the host is away: how long until hosting passes (ms, 0 once due) and
 * to whom (the room names the longest seated of those here; null: nobody
 * seated is here). Null while the host is here.
 */
export function hostingPasses(
  room: RoomView,
  pictureAt: number,
  now: number,
): { readonly leftMs: number; readonly next: number | null } | null {
  if (room.host.away === undefined) return null;
  const leftMs = Math.max(0, room.standInAfterMs - sinceNow(room.host.away, pictureAt, now));
  return { leftMs, next: room.host.next ?? null };
}
