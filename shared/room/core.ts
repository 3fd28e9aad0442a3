/**
 * A room's whole life over any runtime: the Durable Object (party/room.ts) and
 * the browser's local room (client/local-room/) each give it storage, their
 * connections and a clock, and call it on every event. It decides nothing
 * itself: the model decides, the keeper stores what the decision changed
 * before anyone hears of it, and the outbox carries out the decision's
 * effects, its pictures through the sync, each connection getting only its
 * own seat's view. One message's trip: core → model → storage → outbox → sync
 * (docs/architecture.md).
 */
import { type ClientMessage, parseClientMessage, RoomErrors } from "../protocol";
import type { RoomConfig } from "./config";
import { alarmEffects, type Effect, effectsOf } from "./effects";
import { Keeper, type Kept } from "./keeper";
import { silentConns } from "./liveness";
import { type Connections, Outbox, send } from "./outbox";
import { receive } from "./receive";
import { Schedule } from "./schedule";
import type { RoomStorage } from "./storage";
import { type PacingClock, type Pair, type Socket, Sync } from "./sync";
import type { Conn } from "./types";

/** A runtime's connections, as the core reads and marks them (party/connections.ts, the local room's port). */
export interface RoomConnections<S extends Socket> extends Connections {
  get(id: string): S | undefined;
  /** Every connection the runtime lists, those closed for silence too (a room that closes tells them all). */
  all(): Iterable<S>;
  /** The room's picture of a socket. */
  conn(socket: S): Conn;
  /** The room's decision rebound the connection (a hello, a new seat token). */
  rebind(socket: S, conn: Conn): void;
  /** The room heard from this connection (liveness.ts); `hidden`: what a ping said of its page. */
  heard(socket: S, now: number, hidden: boolean | undefined): void;
  /** Found silent past its allowance: left out from now on, until it speaks again. */
  silence(id: string): void;
  closed(id: string): void;
}

export interface CoreDeps<S extends Socket> {
  readonly storage: RoomStorage;
  readonly connections: RoomConnections<S>;
  readonly config: RoomConfig;
  /** The spectators' pacing timer; null: spectators hear of every change at once. */
  readonly pacing: PacingClock | null;
  /** One line per wake, alarm set and storage write (LOG_ACTIVITY=1 in the room). */
  readonly note: (what: string) => void;
}

export class RoomCore<S extends Socket> {
  readonly keeper: Keeper;
  readonly sync: Sync;
  private readonly schedule: Schedule;
  private readonly outbox: Outbox;
  private readonly connections: RoomConnections<S>;
  private readonly config: RoomConfig;
  private readonly note: (what: string) => void;

  constructor(deps: CoreDeps<S>) {
    const { config, note } = deps;
    this.config = config;
    this.note = note;
    this.connections = deps.connections;
    this.schedule = new Schedule(deps.storage, config, note);
    this.keeper = new Keeper(deps.storage, config, () => this.schedule.changed(), note);
    this.sync = new Sync({
      // The three fields a room part reads, not a copy of the whole configuration: built for every picture.
      timing: () => ({
        standInAfterMs: config.standInAfterMs,
        rematchAnswerMs: config.rematchAnswerMs,
        now: Date.now(),
      }),
      send: (socket, frame) => socket.send(frame),
      connections: () => this.connections.snapshot(),
      pacing: deps.pacing,
    });
    this.outbox = new Outbox(this.connections, this.sync, (pairs) => this.setAlarm(pairs));
  }

  /** The room, or null when there is none (never created, or expired). */
  get room(): Kept | null {
    return this.keeper.room;
  }

  /** The runtime started (a wake): the room as stored, the alarm armed again. */
  async start(): Promise<Kept | null> {
    const loaded = await this.keeper.load();
    if (!loaded) return null;
    // Every connection still open holds what was stored: stored before anyone was told.
    this.sync.wake(loaded.model);
    await this.schedule.load();
    // Alarms do not survive every restart (partykit dev drops them): arm again on every wake.
    await this.setAlarm(this.connections.snapshot());
    return loaded;
  }

  /**
   * A room just created and stored. `arm: false` leaves the alarm to the first message (every message sets
   * it): a game set up before its player is here (the local room's, set-up.ts) gives its computers their
   * pause from when the player's page says hello, so that their first moves are seen, not found made.
   */
  async created(room: Kept, arm = true): Promise<void> {
    this.keeper.created(room);
    this.sync.wake(room.model);
    if (arm) await this.setAlarm([]);
  }

  /**
   * A frame from `socket`, as every runtime takes it: heard (a ping says whether its page is hidden), then
   * schema-checked. A bad frame is answered here and gives null; else the message, for `message`.
   */
  read(socket: S, raw: string | ArrayBuffer | ArrayBufferView, now: number): ClientMessage | null {
    const parsed = parseClientMessage(raw);
    const ping = parsed.ok && parsed.message.type === "ping" ? parsed.message : null;
    this.connections.heard(socket, now, ping ? (ping.hidden ?? false) : undefined);
    if (parsed.ok) return parsed.message;
    send(socket, { type: "error", replyTo: parsed.replyTo, code: parsed.code, message: parsed.message });
    return null;
  }

  /**
   * A message from `socket`, read and schema-checked (`read`; the runtime answers a code with no room).
   * Returns the connection as the decision left it (a hello binds it).
   */
  async message(socket: S, message: ClientMessage): Promise<Conn | null> {
    const kept = this.keeper.room;
    if (!kept) return null;
    // One read of every connection per message: the decision and the frames after it share it.
    let pairs = this.connections.snapshot();
    // Presence first, so the decision sees who is away as of now (and hosting passed, if it was due).
    // Awaited only when presence had something to store (an await costs a turn of the microtask queue).
    const settling = this.settle(pairs);
    let settled = typeof settling === "boolean" ? settling : await settling;
    const { game, model } = this.keeper.room ?? kept;
    const sender = this.connections.conn(socket);
    const live = pairs.map(([, c]) => c);
    const decision = receive(game, model, live, sender, message, this.keeper.env());
    if (decision.change) {
      try {
        await this.keeper.store(decision.change, decision, decision.model);
      } catch (e) {
        // Nothing was taken into memory: the room stays as it was and the sender learns why.
        console.error("storage write failed", e);
        const refusal = "The room could not save that; nothing changed. Try again.";
        send(socket, { type: "error", replyTo: message.id, code: RoomErrors.STORAGE_FAILED, message: refusal });
        return sender;
      }
    }
    if (decision.conn !== sender) {
      this.connections.rebind(socket, decision.conn);
      pairs = pairs.map((pair): Pair => (pair[1].id === socket.id ? [pair[0], decision.conn] : pair));
    }
    // A hello makes a seat present again (and may find a host away past the grace, with someone here now).
    if (message.type === "hello") settled = (await this.settle(pairs)) || settled;
    await this.carry(effectsOf(decision, socket.id, message.id, settled), pairs);
    return decision.conn;
  }

  /** A connection closed. */
  async closed(id: string): Promise<void> {
    this.connections.closed(id);
    this.sync.left(id);
    const pairs = this.connections.snapshot();
    await this.settle(pairs);
    await this.carry([{ kind: "broadcast" }, { kind: "schedule" }], pairs);
  }

  /** The alarm rang: expiry, silent connections, presence, a timed-out turn or a bot's move. */
  async alarm(): Promise<void> {
    this.schedule.rang();
    this.note("alarm");
    const kept = this.keeper.room;
    if (!kept) return;
    const live = this.connections.snapshot().map(([, c]) => c);
    if (this.schedule.expired(kept.model, live)) return this.expire();
    // Connections silent past their allowance are gone: closed, and away from now (settle).
    const silent = silentConns(live, kept.model.record, this.config.silentAfterMs, Date.now());
    for (const conn of silent) {
      this.note("silent close");
      this.connections.silence(conn.id);
    }
    const pairs = this.connections.snapshot();
    const settled = await this.settle(pairs);
    const current = this.keeper.room ?? kept;
    const change = this.schedule.due(current.game, current.model, Date.now());
    if (change) await this.keeper.store(change, null);
    await this.carry(
      alarmEffects(
        silent.map((c) => c.id),
        change !== null || settled,
      ),
      pairs,
    );
  }

  /** Idle too long: the room deletes itself; its code answers "no such room" from now on. */
  private async expire(): Promise<void> {
    for (const socket of this.connections.all()) {
      send(socket, { type: "error", replyTo: null, code: RoomErrors.NO_SUCH_ROOM, message: "This room has closed." });
      socket.close(4004, "room closed");
    }
    await this.keeper.delete();
    this.sync.wake(null);
  }

  /** Presence brought up to date (keeper.ts): whether it changed. Awaits only when there is something to store. */
  private settle(pairs: readonly Pair[]): boolean | Promise<boolean> {
    const unsettled = this.keeper.unsettled(pairs);
    return unsettled !== null && this.keeper.settle(unsettled);
  }

  private carry(effects: readonly Effect[], pairs: readonly Pair[]): Promise<void> {
    const kept = this.keeper.room;
    return kept ? this.outbox.carry(effects, kept, pairs) : Promise.resolve();
  }

  /** The alarm set for the room as it is now; null when the one set serves (nothing to await). */
  private setAlarm(pairs: readonly Pair[]): Promise<void> | null {
    const kept = this.keeper.room;
    if (!kept) return null;
    return this.schedule.set(
      kept.game,
      kept.model,
      pairs.map(([, c]) => c),
    );
  }
}
