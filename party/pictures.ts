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

type StateMessage = Extract<ServerMessage, { type: "state" }>;

import {
  type Conn,
  type Presence,
  publicTurn,
  type RoomModel,
  type RoomRecord,
  roomView,
  seatOfToken,
  stateFor,
  youOf,
} from "./model";

/** The sender of the message that made a change: its ack rides in its delta. */
export interface Sender {
  readonly id: string;
  readonly replyTo: string;
}

export class Pictures {
  /** The room part every connection that said hello holds now (null after a wake: sent whole next time). */
  private lastRoom: RoomView | null = null;
  /** What `lastRoom` was built from. */
  private lastRoomFrom: {
    readonly record: RoomRecord;
    readonly standInAfterMs: number;
    readonly spectators: number;
    readonly connectedSeats: ReadonlySet<number>;
    readonly awayFor: ReadonlyMap<number, number>;
  } | null = null;
  /** The `you` each audience's connections hold, as JSON. */
  private readonly lastYou = new Map<string, string>();
  /** Each seat's view of the last state it was built for: the next change diffs from it instead of building it again. */
  private readonly lastView = new Map<number | null, { readonly state: unknown; readonly view: unknown }>();

  constructor(
    private readonly standInAfterMs: () => number,
    private readonly send: (conn: Party.Connection, frame: string) => void,
  ) {}

  /** One connection's whole picture (in several frames when it is very large, see pictureFrames). */
  full(game: AnyGame, model: RoomModel, here: Presence, socket: Party.Connection, conn: Conn, withChat = false): void {
    const room = roomView(game, model.record, here, this.standInAfterMs());
    const state = stateFor(game, model, room, here, conn, withChat);
    for (const frame of pictureFrames(state as StateMessage)) this.send(socket, frame);
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
    const roomNow = this.roomOf(game, after.record, here);
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

  /**
   * The room part everyone sees: the one held when nothing it is built from
   * changed (a move changes none of it), so its diff is free.
   */
  private roomOf(game: AnyGame, record: RoomRecord, here: Presence): RoomView {
    const standInAfterMs = this.standInAfterMs();
    const last = this.lastRoom;
    const from = this.lastRoomFrom;
    if (
      last !== null &&
      from !== null &&
      here.awayFor.size === 0 &&
      from.awayFor.size === 0 &&
      from.standInAfterMs === standInAfterMs &&
      from.spectators === here.spectators.length &&
      sameSet(from.connectedSeats, here.connectedSeats) &&
      ROOM_INPUTS.every((field) => from.record[field] === record[field])
    ) {
      return last;
    }
    this.lastRoomFrom = {
      record,
      standInAfterMs,
      spectators: here.spectators.length,
      connectedSeats: here.connectedSeats,
      awayFor: here.awayFor,
    };
    return roomView(game, record, here, standInAfterMs);
  }

  /** Forget what connections hold (the room closed, or woke with none of them). */
  forget(): void {
    this.lastRoom = null;
    this.lastRoomFrom = null;
    this.lastYou.clear();
    this.lastView.clear();
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
        : diff(this.view(game, before.state, seat), this.view(game, after.state, seat));
    if (before.record.version === after.record.version && !room && !youChanged && !gamePatch) return null;
    const message: ServerMessage = {
      ...this.bare(game, before, after),
      ...(room ? { room } : {}),
      ...(youChanged ? { you } : {}),
      ...(gamePatch ? { game: gamePatch } : {}),
    };
    return { message, json: null, you: youChanged ? youJson : null };
  }

  /** `seat`'s view of `state` (views are never changed once built, so the last one is reused). */
  private view(game: AnyGame, state: unknown, seat: number | null): unknown {
    if (state === null) return null;
    const last = this.lastView.get(seat);
    if (last && last.state === state) return last.view;
    const view = game.view(state, seat);
    this.lastView.set(seat, { state, view });
    return view;
  }

  private bare(game: AnyGame, before: RoomModel, after: RoomModel): Extract<ServerMessage, { type: "delta" }> {
    const { record, state } = after;
    return {
      type: "delta",
      from: before.record.version,
      to: record.version,
      lobbyVersion: record.lobbyVersion,
      matchVersion: record.phase === "lobby" ? null : record.logLength,
      ...publicTurn(game, state),
    };
  }
}

/** The largest frame the room sends: well under the platform's 1 MiB, and kind to a phone on a slow link. */
export const FRAME_BUDGET = 128 * 1024;

const utf8 = new TextEncoder();
const bytesOf = (text: string) => utf8.encode(text).length;
/** A UTF-16 unit takes at most 3 bytes of UTF-8: most pictures need no counting at all. */
const surelyFits = (text: string) => text.length * 3 <= FRAME_BUDGET;

/**
 * A whole picture as frames of at most FRAME_BUDGET bytes. A long game's view
 * is mostly one append-only list (its history): when the picture is too large,
 * the state carries the list's first items and deltas of the same version
 * append the rest in order, so a client that folds them holds the whole view.
 * Game-agnostic: it splits the view's largest list, whatever the game calls it.
 */
export function pictureFrames(state: StateMessage): string[] {
  const whole = JSON.stringify(state);
  const game = state.game;
  if (
    surelyFits(whole) ||
    bytesOf(whole) <= FRAME_BUDGET ||
    game === null ||
    typeof game !== "object" ||
    Array.isArray(game)
  ) {
    return [whole];
  }
  const fields = Object.entries(game as Record<string, unknown>).filter((entry): entry is [string, unknown[]] =>
    Array.isArray(entry[1]),
  );
  const largest = fields.reduce<[string, unknown[]] | null>(
    (best, field) => (best === null || field[1].length > best[1].length ? field : best),
    null,
  );
  if (!largest) return [whole];
  const [key, items] = largest;
  // What the picture weighs without the list decides how much of the list the state itself can carry.
  const rest = bytesOf(JSON.stringify({ ...state, game: { ...(game as object), [key]: [] } }));
  const chunks: unknown[][] = [[]];
  let room = FRAME_BUDGET - rest - 64;
  for (const item of items) {
    const size = bytesOf(JSON.stringify(item)) + 1;
    const chunk = chunks.at(-1) as unknown[];
    if (size > room && chunk.length > 0) {
      chunks.push([item]);
      room = FRAME_BUDGET - 512 - size;
    } else {
      chunk.push(item);
      room -= size;
    }
  }
  const [head = [], ...tail] = chunks;
  const version = { from: state.version, to: state.version };
  const common = {
    lobbyVersion: state.lobbyVersion,
    matchVersion: state.matchVersion,
    toAct: state.toAct,
    outcome: state.outcome,
  };
  return [
    JSON.stringify({ ...state, game: { ...(game as object), [key]: head } }),
    ...tail.map((chunk) => JSON.stringify({ type: "delta", ...version, ...common, game: { push: [[[key], chunk]] } })),
  ];
}

/** Every field of the record that roomView reads. */
const ROOM_INPUTS = [
  "code",
  "game",
  "players",
  "options",
  "settings",
  "phase",
  "seats",
  "first",
  "turnDeadline",
  "match",
] as const satisfies readonly (keyof RoomRecord)[];

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

interface DeltaParts {
  readonly message: ServerMessage;
  json: string | null;
  /** The `you` JSON this frame carries, to remember as what its audience holds. */
  readonly you: string | null;
}
