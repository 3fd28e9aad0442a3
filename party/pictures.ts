/**
 * What each connection is sent. A connection gets its full picture when it
 * says hello, asks for it (`sync`), or sits in another seat; after that each
 * change reaches it as one small delta from the version it holds: the room and
 * `you` where they changed, and the patch from its seat's old view to its new
 * one (so nothing but its own seat's view is ever diffed for it). Each audience
 * (a seat, the host, the spectators) has its frame built and stringified once.
 */
import type * as Party from "partykit/server";
import type { AnyGame } from "../shared/engine";
import { diff, type Patch } from "../shared/patch";
import type { RoomView, ServerMessage } from "../shared/protocol";
import { type Conn, type Presence, type RoomModel, roomView, seatOfToken, stateFor, youOf } from "./model";

/** The sender of the message that made a change: its ack rides in its delta. */
export interface Sender {
  readonly id: string;
  readonly replyTo: string;
}

export class Pictures {
  /** The room part every connection that said hello holds now (null after a wake: sent whole next time). */
  private lastRoom: RoomView | null = null;
  /** The `you` each audience's connections hold, as JSON. */
  private readonly lastYou = new Map<string, string>();

  constructor(
    private readonly standInAfterMs: () => number,
    private readonly send: (conn: Party.Connection, frame: string) => void,
  ) {}

  /** One connection's whole picture. */
  full(game: AnyGame, model: RoomModel, here: Presence, socket: Party.Connection, conn: Conn, withChat = false): void {
    const room = roomView(game, model.record, here, this.standInAfterMs());
    this.send(socket, JSON.stringify(stateFor(game, model, room, here, conn, withChat)));
  }

  /**
   * Everyone's frame after the room went from `before` to `after` (the same
   * model for a change of presence only). Returns whether the sender's ack was
   * sent in its frame.
   */
  broadcast(
    game: AnyGame,
    before: RoomModel,
    after: RoomModel,
    here: Presence,
    sockets: Iterable<[Party.Connection, Conn]>,
    options: { except?: string; sender?: Sender } = {},
  ): boolean {
    const roomNow = roomView(game, after.record, here, this.standInAfterMs());
    const roomPatch = this.lastRoom === null ? { set: [[[], roomNow]] as const } : diff(this.lastRoom, roomNow);
    const built = new Map<string, DeltaParts | null>();
    let acked = false;
    for (const [socket, conn] of sockets) {
      if (!conn.hello || conn.id === options.except) continue;
      const seat = seatOfToken(after.record, conn.token);
      if (seatOfToken(before.record, conn.token) !== seat) {
        // A new seat is a new view: the whole picture, never a patch across seats.
        this.full(game, after, here, socket, conn);
        continue;
      }
      const audience = `${seat}|${conn.host}`;
      let parts = built.get(audience);
      if (parts === undefined) {
        parts = this.deltaFor(game, before, after, roomPatch, seat, youOf(after.record, conn, here), audience);
        built.set(audience, parts);
      }
      const replyTo = options.sender?.id === conn.id ? options.sender.replyTo : undefined;
      if (replyTo !== undefined) {
        this.send(socket, JSON.stringify({ ...(parts?.message ?? this.bare(game, before, after)), replyTo }));
        acked = true;
      } else if (parts) {
        parts.json ??= JSON.stringify(parts.message);
        this.send(socket, parts.json);
      }
    }
    this.lastRoom = roomNow;
    for (const [audience, parts] of built) if (parts?.you) this.lastYou.set(audience, parts.you);
    return acked;
  }

  /** Forget what connections hold (the room closed, or woke with none of them). */
  forget(): void {
    this.lastRoom = null;
    this.lastYou.clear();
  }

  private deltaFor(
    game: AnyGame,
    before: RoomModel,
    after: RoomModel,
    room: Patch | null,
    seat: number | null,
    you: ReturnType<typeof youOf>,
    audience: string,
  ): DeltaParts | null {
    const youJson = JSON.stringify(you);
    const youChanged = this.lastYou.get(audience) !== youJson;
    const gamePatch =
      before.state === after.state
        ? null
        : diff(
            before.state === null ? null : game.view(before.state, seat),
            after.state === null ? null : game.view(after.state, seat),
          );
    if (before.record.version === after.record.version && !room && !youChanged && !gamePatch) return null;
    const message: ServerMessage = {
      ...this.bare(game, before, after),
      ...(room ? { room } : {}),
      ...(youChanged ? { you } : {}),
      ...(gamePatch ? { game: gamePatch } : {}),
    };
    return { message, json: null, you: youChanged ? youJson : null };
  }

  private bare(game: AnyGame, before: RoomModel, after: RoomModel): Extract<ServerMessage, { type: "delta" }> {
    const { record, state } = after;
    return {
      type: "delta",
      from: before.record.version,
      to: record.version,
      lobbyVersion: record.lobbyVersion,
      matchVersion: record.phase === "lobby" ? null : record.logLength,
      toAct: state === null ? [] : game.toAct(state),
    };
  }
}

interface DeltaParts {
  readonly message: ServerMessage;
  json: string | null;
  /** The `you` JSON this frame carries, to remember as what its audience holds. */
  readonly you: string | null;
}
