/** What each connection is shown: the room around the game, and its own seat's view of the game only. */
import { type AnyGame, type Outcome, waitingFor } from "../../shared/engine";
import type { RoomView, SeatView, ServerMessage, You } from "../../shared/protocol";
import { canRead } from "./chat";
import { lastHolder } from "./match";
import { seatOfToken } from "./record";
import type { Conn, RoomModel, RoomRecord } from "./types";

/** Who is here: seats with a connection, the spectators' connections, and how long absent seats have been away. */
export interface Presence {
  readonly connectedSeats: ReadonlySet<number>;
  readonly spectators: readonly Conn[];
  /** Milliseconds each seat without a connection has been away. */
  readonly awayFor: ReadonlyMap<number, number>;
}

/**
 * Since when each person's seat has had no connection: kept from `previous`,
 * started `now` for a seat that just lost its last one, dropped once connected.
 * The room keeps this in memory only: after a wake the grace period simply starts again.
 */
export function trackAway(
  record: RoomRecord,
  conns: readonly Conn[],
  previous: ReadonlyMap<number, number>,
  now: number,
): Map<number, number> {
  const connected = presence(record, conns).connectedSeats;
  const away = new Map<number, number>();
  record.seats.forEach((seat, i) => {
    if (seat.kind === "human" && !connected.has(i)) away.set(i, previous.get(i) ?? now);
  });
  return away;
}

export function presence(
  record: RoomRecord,
  conns: readonly Conn[],
  away: ReadonlyMap<number, number> = new Map(),
  now = 0,
): Presence {
  const connectedSeats = new Set<number>();
  const spectators: Conn[] = [];
  for (const c of conns) {
    if (!c.hello) continue;
    const seat = seatOfToken(record, c.token);
    if (seat === null) spectators.push(c);
    else connectedSeats.add(seat);
  }
  const awayFor = new Map<number, number>();
  for (const [seat, since] of away) if (!connectedSeats.has(seat)) awayFor.set(seat, Math.max(0, now - since));
  return { connectedSeats, spectators, awayFor };
}

/** The room as everyone sees it. Tokens, invitations, seed and log never appear here. */
export function roomView(game: AnyGame, record: RoomRecord, here: Presence, standInAfterMs: number): RoomView {
  const seating = game.seating(record.players, record.options);
  const playing = record.phase === "playing";
  const seats = record.seats.map((s, i): SeatView => {
    const { color, side } = seating[i] ?? { color: "grey", side: null };
    if (s.kind === "bot") return { kind: "bot", color, side, level: s.level };
    if (s.kind === "human") {
      const connected = here.connectedSeats.has(i);
      const away = here.awayFor.get(i);
      return {
        kind: "human",
        color,
        side,
        name: s.name,
        connected,
        ...(!connected && away !== undefined ? { away } : {}),
        ...(s.standIn ? { standIn: s.standIn } : {}),
      };
    }
    const left = playing ? lastHolder(record, i)?.name : undefined;
    return {
      kind: "empty",
      color,
      side,
      ...(left !== undefined ? { left } : {}),
      ...(playing && s.invite ? { invited: true } : {}),
    };
  });
  return {
    code: record.code,
    game: record.game,
    players: record.players,
    options: record.options,
    settings: record.settings,
    phase: record.phase,
    seats,
    first: record.first,
    turnDeadline: record.turnDeadline,
    spectators: here.spectators.length,
    standInAfterMs,
  };
}

/** Who this connection is; the host also gets the invitations out and the spectators it may remove. */
export function youOf(record: RoomRecord, conn: Conn, here: Presence): You {
  const seat = seatOfToken(record, conn.token);
  if (!conn.host) return { seat, host: false };
  const invites = record.seats.flatMap((s, i) =>
    s.kind === "empty" && s.invite ? [{ seat: i, token: s.invite }] : [],
  );
  const watchers = here.spectators.map((c) => ({ tag: c.tag, since: c.openedAt }));
  return { seat, host: true, invites, watchers };
}

/** The full picture for one connection, built from that seat's view only. */
export function stateFor(
  game: AnyGame,
  model: RoomModel,
  room: RoomView,
  here: Presence,
  conn: Conn,
  withChat: boolean,
): ServerMessage {
  const { record, state } = model;
  const you = youOf(record, conn, here);
  return {
    type: "state",
    version: record.version,
    lobbyVersion: record.lobbyVersion,
    matchVersion: record.phase === "lobby" ? null : record.logLength,
    ...publicTurn(game, state),
    room,
    you,
    game: state === null ? null : game.view(state, you.seat),
    chat: withChat ? model.chat.filter((e) => canRead(game, record, e, you.seat)) : [],
  };
}

/**
 * Whose turn it is and how the match ended, for everyone: what the client's
 * shell reads instead of any game's view. Null outcome and nobody to act while
 * no match is on.
 */
export function publicTurn(
  game: AnyGame,
  state: unknown,
): { readonly toAct: readonly number[]; readonly outcome: Outcome | null } {
  if (state === null) return { toAct: [], outcome: null };
  return { toAct: waitingFor(game, state), outcome: game.outcome(state) };
}
