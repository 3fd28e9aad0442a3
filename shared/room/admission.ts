/**
 * Admission: what a connection's hello proves, whether it may stay, and the
 * host's removal of a spectator. A seat holder and the host are always let in,
 * and so is whoever returns to the seat they last held in this game while it is
 * still empty; the spectator cap counts spectators only, and while seats are
 * free to take (in the lobby or after a game) it grows by one per free seat, so
 * silent watchers never lock a friend out.
 */
import { ok } from "../engine";
import { Limits, RoomErrors, type ServerMessage } from "../protocol";
import type { Handler, MessageOf } from "./context";
import { lastHolder } from "./match";
import { bump, giveBack, refuse, replaceSeat, requireHost, seatOfToken } from "./record";
import { sameSecret } from "./secrets";
import type { Conn, Holder, RoomRecord, Seat } from "./types";

export interface Admission {
  readonly conn: Conn;
  /** A player came back to a seat a computer stood in for: the seat is theirs again. */
  readonly record?: RoomRecord;
  /** Sent after the sender's state (when admitted). */
  readonly replies: readonly ServerMessage[];
  /** Refused: close the connection with this code after the replies. */
  readonly close?: { readonly code: number; readonly reason: string };
}

export function admit(
  record: RoomRecord,
  conns: readonly Conn[],
  conn: Conn,
  msg: MessageOf<"hello">,
  now: number,
): Admission {
  const held = seatOfToken(record, msg.seatToken);
  const freed = held === null ? freedSeat(record, msg.seatToken) : null;
  const seat = held ?? freed;
  const host = msg.hostToken !== undefined && sameSecret(msg.hostToken, record.hostToken);
  const spectators = conns.filter((c) => c.id !== conn.id && c.hello && seatOfToken(record, c.token) === null).length;
  const freeSeats = record.phase === "playing" ? 0 : record.seats.filter((s) => s.kind === "empty").length;
  const admitted = seat !== null || host || spectators < Limits.maxSpectators + freeSeats;
  if (!admitted) {
    return {
      conn,
      replies: [error(msg.id, RoomErrors.ROOM_FULL, "This room is full: no free seat and too many spectators.")],
      close: { code: 4003, reason: "room full" },
    };
  }
  const bound: Conn = {
    ...conn,
    hello: true,
    // Kept even when it proves no seat: it still says who this is (a former holder), see types.ts.
    token: msg.seatToken ?? null,
    host,
    clientId: msg.clientId ?? conn.clientId,
  };
  const returned =
    freed !== null ? takeBack(record, freed, now) : held === null ? undefined : giveBack(record, held, now);
  const badSeat = msg.seatToken !== undefined && seat === null;
  const badHost = msg.hostToken !== undefined && !host;
  const reply =
    badSeat || badHost
      ? error(
          msg.id,
          RoomErrors.BAD_TOKEN,
          `That ${badSeat ? "seat" : "host"} token is not valid here; you are watching.`,
        )
      : ({ type: "ack", replyTo: msg.id } as const);
  return { conn: bound, replies: [reply], ...(returned ? { record: returned } : {}) };
}

/**
 * The seat this token last held in the current game, if it was freed and
 * nobody has taken it since: freeing a seat is never final while it stays empty.
 */
function freedSeat(record: RoomRecord, token: string | undefined): number | null {
  if (token === undefined || !record.match || record.phase === "lobby") return null;
  const seat = record.seats.findIndex((s, i) => s.kind === "empty" && lastHolder(record, i)?.token === token);
  return seat < 0 ? null : seat;
}

/** The freed seat back to the player who held it (an invitation out for it ends), their moves counted from now. */
function takeBack(record: RoomRecord, seat: number, now: number): RoomRecord {
  const holder = lastHolder(record, seat) as Holder;
  const { name, token, host, chatFrom } = holder;
  const person: Seat = { kind: "human", name, token, host, chatFrom, seatedAt: now };
  const freshFrom = record.freshFrom.map((v, i) => (i === seat ? record.logLength : v));
  return bump(record, now, { seats: replaceSeat(record.seats, seat, person), freshFrom });
}

const error = (replyTo: string, code: string, message: string): ServerMessage => ({
  type: "error",
  replyTo,
  code,
  message,
});

/** Host: closes a spectator's connection. (It may come back: removal is for a nuisance, not a ban.) */
export const remove: Handler<"remove"> = ({ model: { record }, actor, conns }, msg) => {
  const host = requireHost(actor);
  if (!host.ok) return host;
  const target = conns.find((c) => c.hello && c.tag === msg.tag && seatOfToken(record, c.token) === null);
  if (!target) return refuse(RoomErrors.NO_SUCH_WATCHER, "No spectator has that tag (they may have left).");
  return ok({ record, close: [target.id] });
};
