/**
 * One game room: a PartyKit party (a Durable Object), a thin adapter. It
 * alone holds the true game state, but decides nothing itself: the pure room
 * model (model/) decides, this file stores what the decision changed (before
 * anyone hears of it), and the outbox (outbox.ts) carries out the decision's
 * effects, its pictures through the sync (sync/), each connection getting
 * only its own seat's view. One message's trip: room → model → storage →
 * outbox → sync (docs/architecture.md).
 */
import type * as Party from "partykit/server";
import type { AnyGame } from "../shared/engine";
import { parseClientMessage, RoomErrors } from "../shared/protocol";
import { type RoomConfig, roomConfig } from "./config";
import { Connections, type ConnState, connOf } from "./connections";
import { HelloTimers } from "./hello-timers";
import { createRoom, roomInfo } from "./http";
import { newToken } from "./ids";
import { chargeProbe, clientAddress } from "./limiter";
import {
  applyChange,
  type Change,
  type Conn,
  type Decision,
  type Effect,
  type Env,
  effectsOf,
  type RoomModel,
  receive,
  sameAway,
  settlePresence,
  silentConns,
} from "./model";
import { Outbox, send } from "./outbox";
import { RateLimiter } from "./rate";
import { routeSite } from "./routes";
import { Schedule } from "./schedule";
import { readRoom, writeAway, writeChange } from "./storage";
import { type Pair, Sync } from "./sync";

/**
 * Closes a connection found silent past its allowance (model/liveness.ts). Below 4000, where the client
 * reads a close as final (no room, removed): a page that is alive after all (a laptop waking) reconnects at once.
 */
const SILENT_CLOSE = 3001;

export default class Room implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private game: AnyGame | null = null;
  private model: RoomModel | null = null;
  private readonly config: RoomConfig;
  private readonly connections: Connections;
  private readonly schedule: Schedule;
  private readonly sync: Sync;
  private readonly outbox: Outbox;
  private readonly rate: RateLimiter;
  private readonly hellos = new HelloTimers();
  /** Tells one in-memory instance from the next (shown to tests only): a new one means the room was evicted and woke. */
  private readonly instance = crypto.randomUUID();

  constructor(readonly room: Party.Room) {
    this.config = roomConfig(room.env);
    this.connections = new Connections(room);
    this.schedule = new Schedule(room.storage, this.config, (what) => this.note(what));
    this.rate = new RateLimiter(this.config.rate.burst, this.config.rate.perSecond);
    this.sync = new Sync({
      timing: () => ({ ...this.config, now: Date.now() }),
      send: (socket, frame) => socket.send(frame),
      connections: () => this.connections.snapshot(),
      // A pending timer keeps the room awake, so a window always ends with its frame (never lost to hibernation).
      pacing: {
        frameMs: () => this.config.spectatorFrameMs,
        later: (fn, ms) => {
          const timer = setTimeout(fn, ms);
          return () => clearTimeout(timer);
        },
      },
    });
    this.outbox = new Outbox(this.connections, this.sync, (pairs) => this.setAlarm(pairs));
  }

  /** Outside POSTs to a room URL would let anyone pick a code; rooms are created through /api/rooms only. */
  static onBeforeRequest(req: Party.Request): Party.Request | Response {
    if (req.method !== "GET") return Response.json({ code: "METHOD_NOT_ALLOWED" }, { status: 405 });
    return req;
  }

  /** The client chooses `_pk`, so it proves nothing: replace it with a server-chosen id. */
  static onBeforeConnect(req: Party.Request): Party.Request {
    const url = new URL(req.url);
    url.searchParams.set("_pk", crypto.randomUUID());
    // The DOM and workers typings disagree on Request; at run time this is workerd's Request.
    return new Request(url.toString(), req as unknown as RequestInit) as unknown as Party.Request;
  }

  /** Site routes outside rooms: room creation, the pages, and the client's assets (routes.ts). */
  static onFetch(req: Party.Request, lobby: Party.FetchLobby): Promise<Response> {
    return routeSite(req, lobby);
  }

  async onStart(): Promise<void> {
    await this.room.blockConcurrencyWhile(async () => {
      const loaded = await readRoom(this.room.storage);
      if (!loaded) return;
      this.game = loaded.game;
      this.model = loaded.model;
      // Every connection still open holds what was stored: stored before anyone was told.
      this.sync.wake(loaded.model);
      await this.schedule.load();
      // Alarms do not survive every restart (partykit dev drops them): arm again on every wake.
      await this.setAlarm(this.connections.snapshot());
    });
  }

  /** GET: what the room is (for the join page) or its finished game; POST (from /api/rooms only): create it. */
  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method !== "POST") {
      const room = this.game && this.model ? { game: this.game, model: this.model } : null;
      return roomInfo(req, room, this.room.context, this.config.testSeeds ? this.instance : undefined);
    }
    const { response, created } = await createRoom(req, this.model !== null, this.room.storage, this.config);
    if (created) {
      this.game = created.game;
      this.model = created.model;
      this.sync.wake(created.model);
      await this.setAlarm([]);
    }
    return response;
  }

  onConnect(socket: Party.Connection<ConnState>, ctx: Party.ConnectionContext): void {
    this.connections.opened(socket, this.model ? null : clientAddress(ctx.request), Date.now());
    // A socket that never says hello holds a place for nothing. The timer keeps the room awake, so its hello
    // clears it (a room must be free to hibernate while people think).
    this.hellos.start(socket.id, this.config.helloTimeoutMs, () => {
      if (socket.state?.hello || socket.readyState !== WebSocket.OPEN) return;
      send(socket, { type: "error", replyTo: null, code: RoomErrors.HELLO_TIMEOUT, message: "Say hello first." });
      socket.close(4008, "no hello");
    });
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, socket: Party.Connection<ConnState>): Promise<void> {
    const now = Date.now();
    this.note("message");
    if (!this.rate.allow(socket.id, now)) {
      this.connections.heard(socket, now, undefined);
      send(socket, {
        type: "error",
        replyTo: null,
        code: RoomErrors.RATE_LIMITED,
        message: "Too many messages; slow down.",
      });
      return;
    }
    const parsed = parseClientMessage(raw);
    const msg = parsed.ok ? parsed.message : null;
    this.connections.heard(socket, now, msg?.type === "ping" ? (msg.hidden ?? false) : undefined);
    if (!parsed.ok) {
      send(socket, { type: "error", replyTo: parsed.replyTo, code: parsed.code, message: parsed.message });
      return;
    }
    const message = parsed.message;
    const game = this.game;
    if (!this.model || !game) return this.noSuchRoom(socket, message.id);
    // One read of every connection per message: the decision and the frames after it share it.
    let pairs = this.connections.snapshot();
    // Presence first, so the decision sees who is away as of now (and hosting passed, if it was due).
    let settled = await this.settle(pairs);
    const sender = connOf(socket);
    const decision = receive(
      game,
      this.model as RoomModel,
      pairs.map(([, c]) => c),
      sender,
      message,
      this.env(),
    );
    if (decision.change && !(await this.store(decision.change, decision, socket, message.id))) return;
    if (decision.conn !== sender) {
      this.connections.rebind(socket, decision.conn);
      if (decision.conn.hello) this.hellos.clear(socket.id);
      pairs = pairs.map((pair): Pair => (pair[1].id === socket.id ? [pair[0], decision.conn] : pair));
    }
    if (decision.change) this.commit(decision.model);
    // A hello makes a seat present again (and may find a host away past the grace, with someone here now).
    if (message.type === "hello") settled = (await this.settle(pairs)) || settled;
    await this.carry(effectsOf(decision, socket.id, message.id, settled), pairs);
  }

  async onClose(socket: Party.Connection): Promise<void> {
    this.hellos.clear(socket.id);
    this.connections.closed(socket.id);
    this.sync.left(socket.id);
    if (!this.model) return;
    const pairs = this.connections.snapshot();
    await this.settle(pairs);
    await this.carry([{ kind: "broadcast" }, { kind: "schedule" }], pairs);
  }

  async onAlarm(): Promise<void> {
    this.schedule.rang();
    this.note("alarm");
    const game = this.game;
    if (!this.model || !game) return;
    if (
      this.schedule.expired(
        this.model,
        this.connections.snapshot().map(([, c]) => c),
      )
    )
      return this.expire();
    // Connections silent past their allowance are gone: closed, and away from now (settle).
    const silent = silentConns(
      this.connections.snapshot().map(([, c]) => c),
      this.model.record,
      this.config.silentAfterMs,
      Date.now(),
    );
    for (const conn of silent) {
      this.note("silent close");
      this.connections.silence(conn.id);
    }
    const pairs = this.connections.snapshot();
    const settled = await this.settle(pairs);
    const current = this.model as RoomModel;
    const change = this.schedule.due(game, current, Date.now());
    if (change) {
      await this.store(change, null);
      this.commit(applyChange(current, change));
    }
    const effects: Effect[] = silent.map((c) => ({ kind: "close", to: c.id, code: SILENT_CLOSE, reason: "silent" }));
    if (change || settled || silent.length > 0) effects.push({ kind: "broadcast" });
    effects.push({ kind: "schedule" });
    await this.carry(effects, pairs);
  }

  /** Idle too long: the room deletes itself; its code answers "no such room" from now on. */
  private async expire(): Promise<void> {
    for (const socket of this.connections.all()) {
      send(socket, { type: "error", replyTo: null, code: RoomErrors.NO_SUCH_ROOM, message: "This room has closed." });
      socket.close(4004, "room closed");
    }
    await this.room.storage.deleteAll();
    await this.room.storage.deleteAlarm();
    this.model = null;
    this.sync.wake(null);
  }

  /** A message to a code with no room: answered once, charged to the guesser's address like a GET (limiter.ts). */
  private async noSuchRoom(socket: Party.Connection<ConnState>, replyTo: string): Promise<void> {
    const probe = await chargeProbe(this.room.context, socket.state?.address ?? "local");
    send(socket, {
      type: "error",
      replyTo,
      code: probe.ok ? RoomErrors.NO_SUCH_ROOM : RoomErrors.RATE_LIMITED,
      message: probe.ok
        ? "There is no room with this code. Check the link, or create a new room."
        : "Too many unknown room codes; try again later.",
    });
    socket.close(4004, "no such room");
  }

  /**
   * Brings presence up to date with the live connections: who is away since
   * when (stored when it changes, before anyone is told) and hosting passed on
   * when due. Returns whether anything changed.
   */
  private async settle(pairs: readonly Pair[]): Promise<boolean> {
    const model = this.model;
    if (!model) return false;
    const live = pairs.map(([, c]) => c);
    const { away, change } = settlePresence(model, live, Date.now(), this.config.standInAfterMs);
    const awayChanged = !sameAway(away, model.away);
    if (!change && !awayChanged) return false;
    try {
      if (awayChanged) {
        this.note("write away");
        await writeAway(this.room.storage, away);
      }
      if (change) await writeChange(this.room.storage, model.record, change, null);
    } catch (e) {
      // Presence is looked at again at the next event; nothing was taken into memory.
      console.error("presence write failed", e);
      return false;
    }
    if (change) this.commit(applyChange(model, change));
    this.model = { ...(this.model as RoomModel), away };
    return true;
  }

  /**
   * Writes what a change changed; nothing is in memory or on the wire until it
   * is stored. A failed write leaves the room as it was and tells the sender why.
   */
  private async store(
    change: Change,
    decision: Decision | null,
    socket?: Party.Connection,
    replyTo?: string,
  ): Promise<boolean> {
    this.note("write change");
    try {
      await writeChange(this.room.storage, this.model?.record, change, decision);
      return true;
    } catch (e) {
      if (!socket) throw e;
      console.error("storage write failed", e);
      send(socket, {
        type: "error",
        replyTo: replyTo ?? null,
        code: RoomErrors.STORAGE_FAILED,
        message: "The room could not save that; nothing changed. Try again.",
      });
      return false;
    }
  }

  /** Takes a stored change into memory. */
  private commit(model: RoomModel): void {
    this.model = model;
    this.schedule.changed();
  }

  private carry(effects: readonly Effect[], pairs: readonly Pair[]): Promise<void> {
    const { game, model } = this;
    if (!game || !model) return Promise.resolve();
    return this.outbox.carry(effects, { game, model }, pairs);
  }

  private async setAlarm(pairs: readonly Pair[]): Promise<void> {
    if (this.game && this.model)
      await this.schedule.set(
        this.game,
        this.model,
        pairs.map(([, c]) => c as Conn),
      );
  }

  /** With LOG_ACTIVITY=1, one line per wake, alarm set and storage write: what bench/idle-table.ts counts. */
  private note(what: string): void {
    if (this.config.logActivity) console.log(`room activity: ${what}`);
  }

  private env(): Env {
    const testSeed = this.model?.record.testSeed;
    return {
      now: Date.now(),
      newToken,
      newSeed: (match) => (testSeed ? `${testSeed}:${match}` : newToken()),
      standInAfterMs: this.config.standInAfterMs,
      rematchAnswerMs: this.config.rematchAnswerMs,
      silentAfterMs: this.config.silentAfterMs,
    };
  }
}
