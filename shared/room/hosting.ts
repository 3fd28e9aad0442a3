/**
 * Who is away, and who hosts. Nobody waits on one person: once the host has
 * been away for the grace period (the same Limits.standInAfterMs a seat gets
 * before a computer may play it), hosting passes to the longest-seated player
 * who is here. From then on hosting belongs to a seat (`hostedBy`, its seat
 * token), not to the creator's host token: the old host, back, is a player
 * like the others, and the host may hand hosting to anyone seated (`host`).
 *
 * Invariant: `hostedBy`, when set, is the token of a seat. A change that
 * takes that seat's token away passes hosting on at once (`keepHost`).
 */
import { ok } from "../engine";
import { RoomErrors } from "../protocol";
import type { Handler } from "./context";
import { presence } from "./presence";
import { all, bump, HOST_AWAY, hostKey, isHost, refuse, requireHost, requireSeat, seatOfToken } from "./record";
import type { Away, Change, Conn, RoomModel, RoomRecord } from "./types";

/**
 * Since when each person without a live connection has been away: kept from
 * `previous`, started `now` for whoever just lost their last connection,
 * dropped once connected.
 */
export function trackAway(record: RoomRecord, live: readonly Conn[], previous: Away, now: number): Away {
  const { connectedSeats } = presence(record, live);
  const away = new Map<string, number>();
  record.seats.forEach((seat, i) => {
    if (seat.kind === "human" && !connectedSeats.has(i)) away.set(seat.token, previous.get(seat.token) ?? now);
  });
  if (record.hostedBy === undefined && !live.some((c) => c.hello && c.host)) {
    away.set(HOST_AWAY, previous.get(HOST_AWAY) ?? now);
  }
  return away;
}

/** Whether two Away maps say the same. */
export function sameAway(a: Away, b: Away): boolean {
  if (a.size !== b.size) return false;
  for (const [key, since] of a) if (b.get(key) !== since) return false;
  return true;
}

/**
 * The token of the longest-seated person other than the host, among the seats
 * in `eligible` (by when they sat, then by seat order), or null.
 */
export function longestSeated(record: RoomRecord, eligible: (seat: number) => boolean): string | null {
  let best: { token: string; at: number } | null = null;
  record.seats.forEach((seat, i) => {
    if (seat.kind !== "human" || seat.token === record.hostedBy || !eligible(i)) return;
    const at = seat.seatedAt ?? 0;
    if (best === null || at < best.at) best = { token: seat.token, at };
  });
  return (best as { token: string } | null)?.token ?? null;
}

/** When hosting may pass because the host is away, or null while the host is here. */
export function hostDueAt(record: RoomRecord, away: Away, graceMs: number): number | null {
  const since = away.get(hostKey(record));
  return since === undefined ? null : since + graceMs;
}

/**
 * Presence brought up to date with the live connections: the new Away and,
 * when the host has been away past the grace period and someone seated is
 * here, the change that passes hosting to them.
 */
export function settlePresence(
  model: RoomModel,
  live: readonly Conn[],
  now: number,
  graceMs: number,
): { readonly away: Away; readonly change: Change | null } {
  const { record } = model;
  const away = trackAway(record, live, model.away, now);
  const due = hostDueAt(record, away, graceMs);
  if (due === null || now < due) return { away, change: null };
  const { connectedSeats } = presence(record, live);
  const next = longestSeated(record, (i) => connectedSeats.has(i));
  if (next === null) return { away, change: null };
  const record2 = bump(record, now, { hostedBy: next }, false);
  return { away: trackAway(record2, live, away, now), change: { record: record2 } };
}

/**
 * The record with hosting still on a seat after a change: if the hosting seat's
 * token went (its player left or was removed), hosting passes at once to the
 * longest-seated player who is here, else the longest seated; with nobody
 * seated it goes back to the creator's host token.
 */
export function keepHost(record: RoomRecord, live: readonly Conn[]): RoomRecord {
  if (record.hostedBy === undefined || seatOfToken(record, record.hostedBy) !== null) return record;
  const { connectedSeats } = presence(record, live);
  const next = longestSeated(record, (i) => connectedSeats.has(i)) ?? longestSeated(record, () => true);
  const { hostedBy: _, ...rest } = record;
  return next === null ? rest : { ...rest, hostedBy: next };
}

/** Host: hand hosting to the player in a seat. */
export const handHosting: Handler<"host"> = ({ model: { record }, actor, conn, env }, msg) => {
  const checks = all(requireHost(actor), requireSeat(record, msg.seat));
  if (!checks.ok) return checks;
  const seat = record.seats[msg.seat];
  if (seat?.kind !== "human") return refuse(RoomErrors.NOT_SEATED, `Nobody sits in seat ${msg.seat + 1}.`);
  if (isHost(record, { host: false, token: seat.token }) || conn.token === seat.token) {
    return refuse(RoomErrors.SEAT_TAKEN, `${seat.name} hosts already.`);
  }
  return ok({ record: bump(record, env.now, { hostedBy: seat.token }, false) });
};
