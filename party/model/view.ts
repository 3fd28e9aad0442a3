/** What each connection is shown: the room around the game, and its own seat's view of the game only. */
import type { AnyGame } from "../../shared/engine";
import type { RoomView, SeatView, ServerMessage, You } from "../../shared/protocol";
import { canRead } from "./chat";
import { lastHolder } from "./match";
import { seatOfToken } from "./record";
import type { Conn, RoomModel, RoomRecord } from "./types";

/** Who is here: seats with a connection, and the spectators' connections. */
export interface Presence {
  readonly connectedSeats: ReadonlySet<number>;
  readonly spectators: readonly Conn[];
}

export function presence(record: RoomRecord, conns: readonly Conn[]): Presence {
  const connectedSeats = new Set<number>();
  const spectators: Conn[] = [];
  for (const c of conns) {
    if (!c.hello) continue;
    const seat = seatOfToken(record, c.token);
    if (seat === null) spectators.push(c);
    else connectedSeats.add(seat);
  }
  return { connectedSeats, spectators };
}

/** The room as everyone sees it. Tokens, invitations, seed and log never appear here. */
export function roomView(game: AnyGame, record: RoomRecord, here: Presence): RoomView {
  const seating = game.seating(record.players, record.options);
  const playing = record.phase === "playing";
  const seats = record.seats.map((s, i): SeatView => {
    const { color, side } = seating[i] ?? { color: "grey", side: null };
    if (s.kind === "bot") return { kind: "bot", color, side, level: s.level };
    if (s.kind === "human") return { kind: "human", color, side, name: s.name, connected: here.connectedSeats.has(i) };
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
    room,
    you,
    game: state === null ? null : game.view(state, you.seat),
    chat: withChat ? model.chat.filter((e) => canRead(game, record, e, you.seat)) : [],
  };
}
