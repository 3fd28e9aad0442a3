/**
 * What each connection is sent. Each connection has one baseline: the picture
 * it holds (baseline.ts). It gets its whole picture when it says hello, asks
 * for it (`sync`) or sits in another seat; after that each change reaches it
 * as one small delta from its baseline to its audience's new picture, which
 * then becomes its baseline. One loop does it for everyone: each audience's
 * target is built once and each frame encoded once per baseline and audience
 * (picture.ts). Spectators differ only in when they hear (pacing.ts): a
 * spectator holds whatever it was last sent, so a delta always names the
 * version its receiver holds.
 */
import type { AnyGame } from "../../engine";
import { type Conn, canRead, isHost, type Presence, type RoomModel, seatOfToken } from "..";
import type { Baseline } from "./baseline";
import { stateOf, withReply } from "./encode";
import { pictureFrames } from "./frames";
import { type PacingClock, SpectatorPacing } from "./pacing";
import { Picture } from "./picture";
import { RoomPart, type RoomTiming } from "./room-part";
import { Views } from "./views";
import { Yous } from "./yous";

export { FRAME_BUDGET, pictureFrames } from "./frames";
export type { PacingClock } from "./pacing";
export type { Picture } from "./picture";
export type { RoomTiming } from "./room-part";

/**
 * A connection as the sync and the outbox use it: a Durable Object's WebSocket
 * in the room, the page's port in the browser's local room.
 */
export interface Socket {
  readonly id: string;
  send(frame: string): void;
  close(code?: number, reason?: string): void;
}

/** A connection and the room's picture of it. */
export type Pair = readonly [Socket, Conn];

/** Whether two readings of the connections hold the very same Conns in the same order (nothing to work out again). */
export function samePairs(a: readonly Pair[], b: readonly Pair[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]?.[1] !== b[i]?.[1]) return false;
  return true;
}

/** The message a change answers: its ack rides in the sender's frame. */
export interface Ack {
  readonly to: string;
  readonly replyTo: string;
}

export interface SyncDeps {
  readonly timing: () => RoomTiming;
  readonly send: (socket: Socket, frame: string) => void;
  /** The room's connections now: the frame that ends a spectators' window goes to whoever watches then. */
  readonly connections: () => Iterable<Pair>;
  /** Null: spectators hear of every change at once. */
  readonly pacing: PacingClock | null;
}

export class Sync {
  private readonly baselines = new Map<string, Baseline>();
  /** What a connection without a baseline holds (the room woke with it); null: not known at all. */
  private woke: RoomModel | null = null;
  private readonly views = new Views();
  private readonly yous = new Yous();
  private readonly rooms = new RoomPart();
  private readonly pacing: SpectatorPacing;
  /** The last picture, which the spectators' next frame brings them to. */
  private latest: Picture | null = null;

  constructor(private readonly deps: SyncDeps) {
    this.pacing = new SpectatorPacing(deps.pacing, () => this.windowEnds());
  }

  /** The room's picture after a change (or of presence alone), for `full` and `broadcast` to share. */
  picture(game: AnyGame, model: RoomModel, here: Presence): Picture {
    const latest = this.latest;
    if (latest && latest.game === game && latest.model === model && latest.here === here) return latest;
    return new Picture(
      game,
      model,
      here,
      this.rooms.of(game, model.record, here, this.deps.timing()),
      this.views,
      this.yous,
    );
  }

  /** One connection's whole picture (in several frames when it is very large, see frames.ts). */
  full(picture: Picture, socket: Socket, conn: Conn, withChat = false): void {
    const { game, model } = picture;
    const seat = seatOfToken(model.record, conn.token);
    const { target } = picture.of(seat, isHost(model.record, conn), conn);
    const chat = withChat ? model.chat.filter((e) => canRead(game, model.record, e, seat)) : [];
    for (const frame of pictureFrames(stateOf(target, chat))) this.deps.send(socket, frame);
    this.baselines.set(conn.id, target);
  }

  /**
   * Everyone's frame for `picture`: players and the host now, spectators as
   * their pacing allows. `except` was just sent its whole picture; `ack`'s
   * receiver gets its ack in its frame, or right after a whole picture.
   */
  broadcast(picture: Picture, pairs: Iterable<Pair>, options: { except?: string; ack?: Ack } = {}): void {
    const { ack } = options;
    const watching: Pair[] = [];
    let acked = false;
    const { record } = picture.model;
    for (const pair of pairs) {
      const [socket, conn] = pair;
      if (!conn.hello) continue;
      const seat = seatOfToken(record, conn.token);
      const host = isHost(record, conn);
      const watcher = seat === null && !host;
      if (conn.id === options.except) {
        // Just sent its whole picture. A spectator still counts as watching: the window opens for it as well.
        if (watcher) watching.push(pair);
        continue;
      }
      const replyTo = ack?.to === conn.id ? ack.replyTo : undefined;
      if (watcher && replyTo === undefined) {
        // Tracked from now: what it holds is what it was last sent, whenever its next frame goes.
        if (!this.baselines.has(conn.id)) this.baselines.set(conn.id, this.unknown(picture, null, conn));
        watching.push(pair);
        continue;
      }
      // A spectator's own ack cannot wait for its window: its frame brings it up to date now.
      this.bring(picture, socket, conn, seat, host, replyTo);
      acked ||= replyTo !== undefined;
    }
    this.latest = picture;
    if (ack && !acked) {
      const socket = [...this.deps.connections()].find(([, c]) => c.id === ack.to)?.[0];
      if (socket) this.deps.send(socket, JSON.stringify({ type: "ack", replyTo: ack.replyTo }));
    }
    if (watching.length > 0 && this.pacing.now()) this.tell(picture, watching);
  }

  /** A connection closed: nothing is held for it any more. */
  left(id: string): void {
    this.baselines.delete(id);
  }

  /** The room woke holding `model` (null: it closed): connections it cannot place hold that. */
  wake(model: RoomModel | null): void {
    this.woke = model;
    this.baselines.clear();
    this.views.forget();
    this.yous.forget();
    this.rooms.forget();
    this.pacing.forget();
    this.latest = null;
  }

  /** Sends `conn` the frame from its baseline to `picture` (the whole picture when it sits elsewhere now). */
  private bring(
    picture: Picture,
    socket: Socket,
    conn: Conn,
    seat: number | null,
    host: boolean,
    replyTo?: string,
  ): void {
    const from = this.baselines.get(conn.id) ?? this.unknown(picture, seat, conn);
    if (from.seat !== seat) {
      // A new seat is a new view: the whole picture, never a patch across seats.
      this.full(picture, socket, conn);
      if (replyTo !== undefined) this.deps.send(socket, JSON.stringify({ type: "ack", replyTo }));
      return;
    }
    const part = picture.of(seat, host, conn);
    const frame = picture.frame(part, from);
    if (replyTo !== undefined) this.deps.send(socket, withReply(frame, from, part.target, replyTo));
    else if (frame !== null) this.deps.send(socket, frame);
    this.baselines.set(conn.id, part.target);
  }

  /** Brings the spectators in `watching` to `picture`: nearly always one frame for all, encoded once. */
  private tell(picture: Picture, watching: readonly Pair[]): void {
    for (const [socket, conn] of watching) this.bring(picture, socket, conn, null, false);
  }

  /** The end of a spectators' window: the changes in it go to whoever watches now, in one frame. */
  private windowEnds(): void {
    const latest = this.latest;
    if (!latest) return;
    const { record } = latest.model;
    const watching = [...this.deps.connections()].filter(
      ([, conn]) => conn.hello && seatOfToken(record, conn.token) === null && !isHost(record, conn),
    );
    if (watching.length > 0 && this.pacing.now()) this.tell(latest, watching);
  }

  /**
   * What an untracked connection holds: the model the room woke (or was
   * created) with, its room part and `you` unknown (sent whole). True of the
   * connections open at a wake; a connection closed for silence that speaks
   * again holds some later version, so the delta names one it does not hold
   * and it asks for the whole picture. With no model at all, version -1.
   */
  private unknown(picture: Picture, seat: number | null, conn: Conn): Baseline {
    const woke = this.woke;
    if (!woke)
      return { seat, version: -1, lobbyVersion: -1, room: null, you: null, youJson: null, state: null, view: null };
    const { record, state } = woke;
    const wokeSeat = seatOfToken(record, conn.token);
    return {
      seat: wokeSeat,
      version: record.version,
      lobbyVersion: record.lobbyVersion,
      room: null,
      you: null,
      youJson: null,
      state,
      view: this.views.of(picture.game, state, wokeSeat),
    };
  }
}
