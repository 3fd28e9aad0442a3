/** What each connection is shown: the room around the game, and its own seat's view of the game only. */
import { type AnyGame, type Outcome, waitingFor } from "../engine";
import type { RematchView, RoomView, SeatView, ServerMessage, You } from "../protocol";
import { canRead } from "./chat";
import { longestSeated } from "./hosting";
import { lastHolder } from "./match";
import type { Presence } from "./presence";
import { hostSeat, isHost, seatOfToken } from "./record";
import type { Conn, RoomModel, RoomRecord } from "./types";

/** The room as everyone sees it. Tokens, invitations, seed and log never appear here. */
export function roomView(
  game: AnyGame,
  record: RoomRecord,
  here: Presence,
  standInAfterMs: number,
  rematchAnswerMs: number,
  now: number,
): RoomView {
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
    host: hostView(record, here),
    rematch: record.rematch ? rematchView(record.rematch, rematchAnswerMs, now) : null,
    ...standInsOf(record),
  };
}

/** Who was away is no secret: every seat's stand-in ranges go to everyone. */
function standInsOf(record: RoomRecord): Pick<RoomView, "standIns"> {
  const events = record.match?.standInEvents;
  return events?.length ? { standIns: events.map((e) => [e.seat, e.from, e.to] as const) } : {};
}

/** Who hosts, and while the host is away, for how long and who would host next. */
function hostView(record: RoomRecord, here: Presence): RoomView["host"] {
  const seat = hostSeat(record);
  if (here.hostAway === undefined) return { seat };
  const next = longestSeated(record, (i) => here.connectedSeats.has(i));
  const nextSeat = next === null ? null : seatOfToken(record, next);
  return { seat, away: here.hostAway, ...(nextSeat !== null ? { next: nextSeat } : {}) };
}

function rematchView(rematch: NonNullable<RoomRecord["rematch"]>, answerMs: number, now: number): RematchView {
  const { by, at, accepted, computer, declined } = rematch;
  return {
    by,
    accepted,
    computer,
    age: Math.max(0, now - at),
    answerMs,
    ...(declined !== undefined ? { declined } : {}),
  };
}

/** Who this connection is; the host also gets the invitations out and the spectators it may remove. */
export function youOf(record: RoomRecord, conn: Conn, here: Presence): You {
  const seat = seatOfToken(record, conn.token);
  if (!isHost(record, conn)) return { seat, host: false };
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
