/**
 * Liveness: which connections the room still hears. A phone in a tunnel keeps
 * a socket that looks open and carries nothing either way, so the room does
 * not wait for a close: every page pings (Limits.ping), any message counts as
 * heard, and a connection unheard from past its allowance counts as gone. The
 * room checks at one alarm set for the first allowance to run out, never per
 * ping (room.ts), and closes what it finds silent.
 *
 * A page in another tab or app says so (`ping` with `hidden`): its timers run
 * as rarely as once a minute, so it is allowed far longer. That is how a
 * player who switched apps is told from one who is gone: the first still
 * pings, late but surely, over a socket that still carries frames; the second
 * sends nothing at all.
 */
import type { Conn, RoomRecord } from "./types";

/** Allowance multipliers of Limits.silentAfterMs outside a game, and for a hidden page. */
const IDLE_FACTOR = 3;
const HIDDEN_FACTOR = 9;

/** How long this connection may stay unheard from before it counts as gone. */
export function allowanceMs(conn: Conn, record: RoomRecord, silentAfterMs: number): number {
  if (conn.hidden) return silentAfterMs * HIDDEN_FACTOR;
  return record.phase === "playing" ? silentAfterMs : silentAfterMs * IDLE_FACTOR;
}

/**
 * When this connection counts as gone if nothing more is heard. A game counts from its start too: a page
 * on the lobby's slower pings has not had the chance to ping at the game's pace yet.
 */
export function silentAt(conn: Conn, record: RoomRecord, silentAfterMs: number): number {
  const startedAt = record.phase === "playing" ? (record.match?.startedAt ?? 0) : 0;
  const heard = Math.max(conn.heardAt ?? conn.openedAt, conn.openedAt, startedAt);
  return heard + allowanceMs(conn, record, silentAfterMs);
}

/** The connections that said hello and have been silent past their allowance at `now`. */
export function silentConns(
  conns: readonly Conn[],
  record: RoomRecord,
  silentAfterMs: number,
  now: number,
): readonly Conn[] {
  return conns.filter((c) => c.hello && silentAt(c, record, silentAfterMs) <= now);
}

/** When the first allowance among the connections that said hello runs out, or null with none. */
export function nextSilence(conns: readonly Conn[], record: RoomRecord, silentAfterMs: number): number | null {
  let first: number | null = null;
  for (const c of conns) {
    if (!c.hello) continue;
    const at = silentAt(c, record, silentAfterMs);
    if (first === null || at < first) first = at;
  }
  return first;
}

/** A connection's `heardAt` moves in steps this long: liveness allowances are many seconds, a flood writes it once a second. */
const HEARD_STEP_MS = 1000;

/**
 * A connection's state once the room heard from it at `now` (`hidden`: what a ping said of its page), or null
 * when nothing worth writing changed.
 */
export function heardNow<T extends { readonly heardAt?: number; readonly hidden?: boolean }>(
  state: T,
  now: number,
  hidden: boolean | undefined,
): T | null {
  const nextHidden = hidden ?? state.hidden ?? false;
  const same = (state.hidden ?? false) === nextHidden;
  if (same && state.heardAt !== undefined && now - state.heardAt < HEARD_STEP_MS) return null;
  return { ...state, heardAt: now, hidden: nextHidden };
}
