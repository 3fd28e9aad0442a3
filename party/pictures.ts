/**
 * What each connection is sent. A connection gets its full picture when it
 * says hello, asks for it (`sync`), or sits in another seat; after that each
 * change reaches it as one small delta from the version it holds: the room and
 * `you` where they changed, and the patch from its seat's old view to its new
 * one (so nothing but its own seat's view is ever diffed for it). Each audience
 * (a seat, the host, the spectators) has its frame built and stringified once.
 *
 * Players and the host hear of every change at once. Spectators (no seat, not
 * the host) hear of at most one every `frameMs`: each delta costs the runtime
 * about as much per connection as the room's whole JS work for a move, and a
 * watcher gains nothing from ten moves a second. The first change after a
 * quiet window goes out at once (at a person's pace nothing waits); the
 * changes inside a window are folded into one delta when it ends, from what
 * each spectator holds to the latest picture. Each spectator's held picture is
 * tracked (spectators who arrived or resynced mid-window hold a newer one), so
 * a delta always names the version its receiver holds.
 */
import type * as Party from "partykit/server";
import type { AnyGame } from "../shared/engine";
import { diff, type Patch } from "../shared/patch";
import type { RoomView, ServerMessage } from "../shared/protocol";

type StateMessage = Extract<ServerMessage, { type: "state" }>;
type DeltaMessage = Extract<ServerMessage, { type: "delta" }>;

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

/** What the room part is built from besides the record and presence: the room's grace periods, and the time. */
export interface RoomTiming {
  readonly standInAfterMs: number;
  readonly rematchAnswerMs: number;
  readonly now: number;
}

/** The sender of the message that made a change: its ack rides in its delta. */
export interface Sender {
  readonly id: string;
  readonly replyTo: string;
}

/** How spectators' frames are folded; without it (tests of the frames alone) every change goes out at once. */
export interface Folding {
  /** The shortest time between two frames to a spectator; 0 sends every change at once. */
  readonly frameMs: () => number;
  /** Runs `fn` after `ms` (a timer, which keeps the room awake meanwhile); returns how to cancel it. */
  readonly later: (fn: () => void, ms: number) => () => void;
  /** The room's connections now: the frame that ends a window goes to whoever watches then. */
  readonly connections: () => Iterable<[Party.Connection, Conn]>;
}

/**
 * The picture one spectator connection holds, as far as its next delta needs:
 * one object per picture sent, shared by every spectator that holds it.
 */
interface Held {
  readonly version: number;
  readonly lobbyVersion: number;
  /** Null when not known (the room woke): the next delta carries the room whole. */
  readonly room: RoomView | null;
  /** `you` as JSON, or null when not known. */
  readonly you: string | null;
  readonly state: unknown;
  /** view(state, null): what the next game patch is diffed from. */
  readonly view: unknown;
}

/** The picture of the last change, which spectators are brought to. */
interface Latest {
  readonly game: AnyGame;
  readonly model: RoomModel;
  readonly here: Presence;
  readonly room: RoomView;
  /** Built at the first frame that needs it. */
  held: Held | null;
}

export class Pictures {
  /** The room part every connection that said hello holds now (null after a wake: sent whole next time). */
  private lastRoom: RoomView | null = null;
  /** What `lastRoom` was built from. */
  private lastRoomFrom: {
    readonly record: RoomRecord;
    readonly timing: RoomTiming;
    readonly spectators: number;
    readonly connectedSeats: ReadonlySet<number>;
    readonly awayFor: ReadonlyMap<number, number>;
    readonly hostAway?: number;
  } | null = null;
  /** The `you` each player's and the host's connection holds, as JSON, by connection id (patches start from it). */
  private readonly youHeld = new Map<string, string>();
  /** Each seat's view of the last state it was built for: the next change diffs from it instead of building it again. */
  private readonly lastView = new Map<number | null, { readonly state: unknown; readonly view: unknown }>();
  /** What each spectator connection holds, by connection id (players and the host hold the last change). */
  private readonly held = new Map<string, Held>();
  /** The last change, which the spectators' next frame brings them to. */
  private latest: Latest | null = null;
  /** Cancels the timer that ends the open window; null while no window is open. */
  private window: (() => void) | null = null;
  /** Something changed for spectators since their last frame, inside the open window. */
  private folded = false;

  constructor(
    private readonly timing: () => RoomTiming,
    private readonly send: (conn: Party.Connection, frame: string) => void,
    private readonly folding: Folding | null = null,
  ) {}

  /** One connection's whole picture (in several frames when it is very large, see pictureFrames). */
  full(game: AnyGame, model: RoomModel, here: Presence, socket: Party.Connection, conn: Conn, withChat = false): void {
    const { standInAfterMs, rematchAnswerMs, now } = this.timing();
    const room = roomView(game, model.record, here, standInAfterMs, rematchAnswerMs, now);
    const state = stateFor(game, model, room, here, conn, withChat) as StateMessage;
    for (const frame of pictureFrames(state)) this.send(socket, frame);
    if (isSpectator(state.you)) {
      // Its next delta starts from this picture, whatever the other spectators hold.
      const you = JSON.stringify(state.you);
      this.held.set(conn.id, {
        version: state.version,
        lobbyVersion: state.lobbyVersion,
        room,
        you,
        state: model.state,
        view: state.game,
      });
      this.youHeld.delete(conn.id);
    } else {
      this.held.delete(conn.id);
      this.youHeld.set(conn.id, JSON.stringify(state.you));
    }
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
    const roomPatch = patchFrom(this.lastRoom, roomNow);
    const built = new Map<string, DeltaParts>();
    let acked = false;
    // One for every untracked spectator, so they share their frame.
    let unknown: Held | null = null;
    const unknownHeld = () => {
      unknown ??= this.unknownHeld(game, before);
      return unknown;
    };
    const watching: [Party.Connection, Conn][] = [];
    for (const [socket, conn] of sockets) {
      if (!conn.hello) continue;
      const seat = seatOfToken(after.record, conn.token);
      if (conn.id === options.except) {
        // It was just sent its whole picture; a spectator keeps what that picture was.
        if (seat === null && !conn.host) watching.push([socket, conn]);
        continue;
      }
      if (seatOfToken(before.record, conn.token) !== seat) {
        // A new seat is a new view: the whole picture, never a patch across seats.
        this.full(game, after, here, socket, conn);
        continue;
      }
      if (seat === null && !conn.host) {
        // What a spectator held before this change is `before`, unless it is tracked (see fold).
        if (!this.held.has(conn.id)) this.held.set(conn.id, unknownHeld());
        watching.push([socket, conn]);
        continue;
      }
      const audience = `${seat}|${conn.host}`;
      let parts = built.get(audience);
      if (parts === undefined) {
        parts = this.deltaFor(game, before, after, roomPatch, seat, youOf(after.record, conn, here));
        built.set(audience, parts);
      }
      const heldYou = this.youHeld.get(conn.id) ?? null;
      const message = heldYou === parts.youJson ? parts.message : this.withYou(game, before, after, parts, heldYou);
      const replyTo = options.sender?.id === conn.id ? options.sender.replyTo : undefined;
      if (replyTo !== undefined) {
        this.send(socket, JSON.stringify({ ...(message ?? this.bare(game, before, after)), replyTo }));
        acked = true;
      } else if (message === parts.message && message !== null) {
        parts.json ??= JSON.stringify(message);
        this.send(socket, parts.json);
      } else if (message !== null) {
        this.send(socket, JSON.stringify(message));
      }
      this.youHeld.set(conn.id, parts.youJson);
    }
    this.lastRoom = roomNow;
    this.latest = { game, model: after, here, room: roomNow, held: null };
    const sender = options.sender;
    const asking = sender && watching.find(([, conn]) => conn.id === sender.id);
    if (sender && asking) {
      // A spectator's own ack cannot wait for the window: it rides in a delta that brings it up to date now.
      const [socket, conn] = asking;
      const latest = this.latest;
      const frame = this.catchUp(latest, this.held.get(conn.id) ?? unknownHeld(), conn, sender.replyTo);
      if (frame !== null) this.send(socket, frame);
      this.held.set(conn.id, this.latestHeld(latest, conn));
      acked = true;
    }
    if (watching.length > 0) this.fold(watching);
    return acked;
  }

  /**
   * Spectators' frames, leading edge first: outside a window the change goes
   * out now and opens one; inside, it waits for the window's end.
   */
  private fold(watching: readonly [Party.Connection, Conn][]): void {
    if (this.window !== null) {
      this.folded = true;
      return;
    }
    this.tellSpectators(watching);
    const ms = this.folding?.frameMs() ?? 0;
    if (ms > 0 && this.folding) this.window = this.folding.later(() => this.windowEnds(), ms);
  }

  /** The end of a window: the changes folded in it go out as one frame, which opens the next window. */
  private windowEnds(): void {
    this.window = null;
    if (!this.folded || !this.folding || !this.latest) return;
    this.folded = false;
    const { record } = this.latest.model;
    const watching = [...this.folding.connections()].filter(
      ([, conn]) => conn.hello && !conn.host && seatOfToken(record, conn.token) === null,
    );
    if (watching.length > 0) this.fold(watching);
  }

  /**
   * Brings every spectator in `watching` to the latest picture: one delta per
   * picture held (nearly always one for all of them), built and stringified once.
   */
  private tellSpectators(watching: readonly [Party.Connection, Conn][]): void {
    const latest = this.latest;
    if (!latest) return;
    const frames = new Map<Held, string | null>();
    for (const [socket, conn] of watching) {
      const from = this.held.get(conn.id);
      if (!from) {
        // Not tracked (it cannot be after a broadcast, but a wrong delta would cost a resync or worse).
        this.full(latest.game, latest.model, latest.here, socket, conn);
        continue;
      }
      let frame = frames.get(from);
      if (frame === undefined) {
        frame = this.catchUp(latest, from, conn);
        frames.set(from, frame);
      }
      if (frame !== null) this.send(socket, frame);
      this.held.set(conn.id, this.latestHeld(latest, conn));
    }
  }

  /** A connection closed: nothing is held for it any more. */
  left(id: string): void {
    this.held.delete(id);
    this.youHeld.delete(id);
  }

  /** The delta from `from` to the latest picture (with `replyTo` when it answers), or null when there is no news. */
  private catchUp(latest: Latest, from: Held, conn: Conn, replyTo?: string): string | null {
    const to = this.latestHeld(latest, conn);
    const { record, state } = latest.model;
    const room = patchFrom(from.room, to.room);
    const you = patchOfYou(from.you, to.you as string, JSON.parse(to.you as string));
    const game = from.state === state ? null : diff(from.view, to.view);
    if (replyTo === undefined && from.version === record.version && !room && !you && !game) return null;
    const message: ServerMessage = {
      ...deltaHead(latest.game, from, record, state),
      ...(room ? { room } : {}),
      ...(you ? { you } : {}),
      ...(game ? { game } : {}),
      ...(replyTo !== undefined ? { replyTo } : {}),
    };
    return JSON.stringify(message);
  }

  /** What a spectator holds once brought to the latest picture (a seatless non-host's `you` is the same for all). */
  private latestHeld(latest: Latest, conn: Conn): Held {
    if (latest.held) return latest.held;
    const { record, state } = latest.model;
    latest.held = {
      version: record.version,
      lobbyVersion: record.lobbyVersion,
      room: latest.room,
      you: JSON.stringify(youOf(record, conn, latest.here)),
      state,
      view: this.view(latest.game, state, null),
    };
    return latest.held;
  }

  /** What an untracked spectator holds before a change: `before`, room and `you` unknown (the room woke). */
  private unknownHeld(game: AnyGame, before: RoomModel): Held {
    const { record, state } = before;
    const { version, lobbyVersion } = record;
    return { version, lobbyVersion, room: null, you: null, state, view: this.view(game, state, null) };
  }

  /**
   * The room part everyone sees: the one held when nothing it is built from
   * changed (a move changes none of it), so its diff is free.
   */
  private roomOf(game: AnyGame, record: RoomRecord, here: Presence): RoomView {
    const timing = this.timing();
    const last = this.lastRoom;
    const from = this.lastRoomFrom;
    // Times shown as "for how long" (away, the host away, a proposal's age) change with every picture.
    const timed = (p: { awayFor: ReadonlyMap<number, number>; hostAway?: number }, r: RoomRecord) =>
      p.awayFor.size > 0 || p.hostAway !== undefined || r.rematch !== undefined;
    if (
      last !== null &&
      from !== null &&
      !timed(here, record) &&
      !timed(from, from.record) &&
      from.timing.standInAfterMs === timing.standInAfterMs &&
      from.timing.rematchAnswerMs === timing.rematchAnswerMs &&
      from.spectators === here.spectators.length &&
      sameSet(from.connectedSeats, here.connectedSeats) &&
      ROOM_INPUTS.every((field) => from.record[field] === record[field])
    ) {
      return last;
    }
    this.lastRoomFrom = {
      record,
      timing,
      spectators: here.spectators.length,
      connectedSeats: here.connectedSeats,
      awayFor: here.awayFor,
      ...(here.hostAway !== undefined ? { hostAway: here.hostAway } : {}),
    };
    return roomView(game, record, here, timing.standInAfterMs, timing.rematchAnswerMs, timing.now);
  }

  /** Forget what connections hold (the room closed, or woke with none of them). */
  forget(): void {
    this.lastRoom = null;
    this.lastRoomFrom = null;
    this.youHeld.clear();
    this.lastView.clear();
    this.held.clear();
    this.latest = null;
    this.window?.();
    this.window = null;
    this.folded = false;
  }

  /** An audience's frame but its `you`, which is patched per connection from what each holds (see withYou). */
  private deltaFor(
    game: AnyGame,
    before: RoomModel,
    after: RoomModel,
    room: Patch | null,
    seat: number | null,
    you: ReturnType<typeof youOf>,
  ): DeltaParts {
    const youJson = JSON.stringify(you);
    const gamePatch =
      before.state === after.state
        ? null
        : diff(this.view(game, before.state, seat), this.view(game, after.state, seat));
    const changed = before.record.version !== after.record.version || room !== null || gamePatch !== null;
    const message: DeltaMessage | null = changed
      ? {
          ...this.bare(game, before, after),
          ...(room ? { room } : {}),
          ...(gamePatch ? { game: gamePatch } : {}),
        }
      : null;
    return { message, json: null, you, youJson, others: new Map() };
  }

  /** The audience's frame for a connection that holds another `you` (JSON; null: not known): with its patch. */
  private withYou(
    game: AnyGame,
    before: RoomModel,
    after: RoomModel,
    parts: DeltaParts,
    held: string | null,
  ): DeltaMessage | null {
    const known = parts.others.get(held);
    if (known) return known;
    const you = patchOfYou(held, parts.youJson, parts.you);
    if (!you) return parts.message;
    const message: DeltaMessage = { ...(parts.message ?? this.bare(game, before, after)), you };
    parts.others.set(held, message);
    return message;
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

  private bare(game: AnyGame, before: RoomModel, after: RoomModel): DeltaMessage {
    return deltaHead(game, before.record, after.record, after.state);
  }
}

/**
 * A delta's head for a receiver holding version `from`: the versions, whose
 * turn and the outcome after `record` and `state`. What is usual stays out
 * (shared/protocol.ts): `to` when it is the next version, `lobbyVersion` when
 * unchanged, `outcome` while the match has none: a third of a move's frame.
 */
function deltaHead(
  game: AnyGame,
  from: { readonly version: number; readonly lobbyVersion: number },
  record: RoomRecord,
  state: unknown,
): DeltaMessage {
  const { toAct, outcome } = publicTurn(game, state);
  return {
    type: "delta",
    from: from.version,
    ...(record.version === from.version + 1 ? {} : { to: record.version }),
    ...(record.lobbyVersion === from.lobbyVersion ? {} : { lobbyVersion: record.lobbyVersion }),
    matchVersion: record.phase === "lobby" ? null : record.logLength,
    toAct,
    ...(outcome ? { outcome } : {}),
  };
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
    matchVersion: state.matchVersion,
    toAct: state.toAct,
    ...(state.outcome ? { outcome: state.outcome } : {}),
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
  "hostedBy",
  "rematch",
] as const satisfies readonly (keyof RoomRecord)[];

/** A spectator: no seat, and not the host (who runs the table and hears of every change at once). */
/**
 * The patch from the `you` a connection holds (as JSON; null: not known) to
 * `now`, or null when unchanged. A patch, not the whole: the host's `you` lists
 * every watcher, and one more watcher is one item pushed.
 */
function patchOfYou(held: string | null, nowJson: string, now: unknown): Patch | null {
  return held === nowJson ? null : patchFrom(held === null ? null : JSON.parse(held), now);
}

/** The patch from what a receiver holds (null: not known, so the whole value) to `now`; null when equal. */
function patchFrom(held: unknown, now: unknown): Patch | null {
  return held === null ? { set: [[[], now]] } : diff(held, now);
}

const isSpectator = (you: { readonly seat: number | null; readonly host: boolean }) => you.seat === null && !you.host;

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

interface DeltaParts {
  /** The frame for a connection that holds the audience's `you` already (null: nothing else changed). */
  readonly message: DeltaMessage | null;
  json: string | null;
  /** The audience's `you` now, and as JSON. */
  readonly you: unknown;
  readonly youJson: string;
  /** The frames for connections holding another `you`, by the JSON they hold. */
  readonly others: Map<string | null, DeltaMessage>;
}
