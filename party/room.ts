/**
 * One game room: a PartyKit party (a Durable Object), a thin adapter. It
 * alone holds the true game state, but decides nothing itself: the pure room
 * model (model/) decides, the keeper (keeper.ts) stores what the decision
 * changed before anyone hears of it, and the outbox (outbox.ts) carries out
 * the decision's effects, its pictures through the sync (sync/), each
 * connection getting only its own seat's view. One message's trip: room →
 * model → storage → outbox → sync (docs/architecture.md).
 */
import type * as Party from "partykit/server";
import { parseClientMessage, RoomErrors } from "../shared/protocol";
import { type RoomConfig, roomConfig } from "./config";
import { Connections, type ConnState, connOf } from "./connections";
import { HelloTimers } from "./hello-timers";
import { createRoom, roomInfo } from "./http";
import { Keeper } from "./keeper";
import { chargeProbe, clientAddress } from "./limiter";
import { alarmEffects, type Effect, effectsOf, receive, silentConns } from "./model";
import { Outbox, send } from "./outbox";
import { RateLimiter } from "./rate";
import { routeSite } from "./routes";
import { Schedule } from "./schedule";
import { type Pair, Sync } from "./sync";

export default class Room implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private readonly config: RoomConfig;
  private readonly keeper: Keeper;
  private readonly connections: Connections;
  private readonly schedule: Schedule;
  private readonly sync: Sync;
  private readonly outbox: Outbox;
  private readonly rate: RateLimiter;
  private readonly hellos = new HelloTimers();
  /** Tells one in-memory instance from the next (shown to tests only): a new one means the room was evicted and woke. */
  private readonly instance = crypto.randomUUID();

  constructor(readonly room: Party.Room) {
    const config = roomConfig(room.env);
    this.config = config;
    const note = (what: string) => this.note(what);
    this.connections = new Connections(room);
    this.schedule = new Schedule(room.storage, config, note);
    this.keeper = new Keeper(room.storage, config, () => this.schedule.changed(), note);
    this.rate = new RateLimiter(config.rate.burst, config.rate.perSecond);
    this.sync = new Sync({
      timing: () => ({ ...config, now: Date.now() }),
      send: (socket, frame) => socket.send(frame),
      connections: () => this.connections.snapshot(),
      // A pending timer keeps the room awake, so a window always ends with its frame (never lost to hibernation).
      pacing: {
        frameMs: () => config.spectatorFrameMs,
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
      const loaded = await this.keeper.load();
      if (!loaded) return;
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
      return roomInfo(req, this.keeper.room, this.room.context, this.config.testSeeds ? this.instance : undefined);
    }
    const { response, created } = await createRoom(req, this.keeper.room !== null, this.room.storage, this.config);
    if (created) {
      this.keeper.created(created);
      this.sync.wake(created.model);
      await this.setAlarm([]);
    }
    return response;
  }

  onConnect(socket: Party.Connection<ConnState>, ctx: Party.ConnectionContext): void {
    this.connections.opened(socket, this.keeper.room ? null : clientAddress(ctx.request), Date.now());
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
    const ping = parsed.ok && parsed.message.type === "ping" ? parsed.message : null;
    this.connections.heard(socket, now, ping ? (ping.hidden ?? false) : undefined);
    if (!parsed.ok) {
      send(socket, { type: "error", replyTo: parsed.replyTo, code: parsed.code, message: parsed.message });
      return;
    }
    const message = parsed.message;
    if (!this.keeper.room) return this.noSuchRoom(socket, message.id);
    // One read of every connection per message: the decision and the frames after it share it.
    let pairs = this.connections.snapshot();
    // Presence first, so the decision sees who is away as of now (and hosting passed, if it was due).
    let settled = await this.keeper.settle(pairs);
    const { game, model } = this.keeper.room;
    const sender = connOf(socket);
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
        return;
      }
    }
    if (decision.conn !== sender) {
      this.connections.rebind(socket, decision.conn);
      if (decision.conn.hello) this.hellos.clear(socket.id);
      pairs = pairs.map((pair): Pair => (pair[1].id === socket.id ? [pair[0], decision.conn] : pair));
    }
    // A hello makes a seat present again (and may find a host away past the grace, with someone here now).
    if (message.type === "hello") settled = (await this.keeper.settle(pairs)) || settled;
    await this.carry(effectsOf(decision, socket.id, message.id, settled), pairs);
  }

  async onClose(socket: Party.Connection): Promise<void> {
    this.hellos.clear(socket.id);
    this.connections.closed(socket.id);
    this.sync.left(socket.id);
    const pairs = this.connections.snapshot();
    await this.keeper.settle(pairs);
    await this.carry([{ kind: "broadcast" }, { kind: "schedule" }], pairs);
  }

  async onAlarm(): Promise<void> {
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
    const settled = await this.keeper.settle(pairs);
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

  private carry(effects: readonly Effect[], pairs: readonly Pair[]): Promise<void> {
    const kept = this.keeper.room;
    return kept ? this.outbox.carry(effects, kept, pairs) : Promise.resolve();
  }

  private async setAlarm(pairs: readonly Pair[]): Promise<void> {
    const kept = this.keeper.room;
    if (kept)
      await this.schedule.set(
        kept.game,
        kept.model,
        pairs.map(([, c]) => c),
      );
  }

  /** With LOG_ACTIVITY=1, one line per wake, alarm set and storage write: what bench/idle-table.ts counts. */
  private note(what: string): void {
    if (this.config.logActivity) console.log(`room activity: ${what}`);
  }
}
