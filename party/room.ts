/**
 * One game room: a PartyKit party (a Durable Object), a thin adapter. The
 * room's life is the runtime-free core's (shared/room/core.ts: the model
 * decides, the keeper stores, the outbox and the sync tell); this file gives
 * it the Durable Object's storage, connections and timers, and keeps what only
 * a server on the internet needs: HTTP, hello timers, per-connection rate
 * limits and the charge for guessing codes (docs/architecture.md).
 */
import type * as Party from "partykit/server";
import { NO_HELLO_CLOSE } from "../shared/closes";
import { RoomErrors } from "../shared/protocol";
import { type RoomConfig, roomConfig } from "../shared/room/config";
import { RoomCore } from "../shared/room/core";
import { HelloTimers } from "../shared/room/hello-timers";
import { send } from "../shared/room/outbox";
import { RateLimiter } from "../shared/room/rate";
import { timerPacing } from "../shared/room/sync/pacing";
import { outdatedSide } from "../shared/wire-version";
import { Connections, type ConnState } from "./connections";
import { createRoom, roomInfo } from "./http";
import { chargeProbe, clientAddress } from "./limiter";
import { outdatedSocket } from "./outdated";
import { routeSite } from "./routes";

export default class Room implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private readonly config: RoomConfig;
  private readonly connections: Connections;
  private readonly core: RoomCore<Party.Connection<ConnState>>;
  private readonly rate: RateLimiter;
  private readonly hellos = new HelloTimers();
  /** Tells one in-memory instance from the next (shown to tests only): a new one means the room was evicted and woke. */
  private readonly instance = crypto.randomUUID();

  constructor(readonly room: Party.Room) {
    const config = roomConfig(room.env);
    this.config = config;
    this.connections = new Connections(room);
    this.rate = new RateLimiter(config.rate.burst, config.rate.perSecond);
    this.core = new RoomCore({
      storage: room.storage,
      connections: this.connections,
      config,
      // A pending timer keeps the room awake, so a window always ends with its frame (never lost to hibernation).
      pacing: timerPacing(() => config.spectatorFrameMs),
      note: (what) => this.note(what),
    });
  }

  /** Outside POSTs to a room URL would let anyone pick a code; rooms are created through /api/rooms only. */
  static onBeforeRequest(req: Party.Request): Party.Request | Response {
    if (req.method !== "GET") return Response.json({ code: "METHOD_NOT_ALLOWED" }, { status: 405 });
    return req;
  }

  /**
   * A page of another protocol is answered in front of the room, which is not woken (outdated.ts). The client
   * chooses `_pk`, so it proves nothing: replace it with a server-chosen id.
   */
  static onBeforeConnect(req: Party.Request, _: Party.Lobby, ctx: Party.ExecutionContext): Party.Request | Response {
    const url = new URL(req.url);
    const outdated = outdatedSide(url.searchParams);
    if (outdated) return outdatedSocket(outdated, ctx);
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
      await this.core.start();
    });
  }

  /** GET: what the room is (for the join page) or its finished game; POST (from /api/rooms only): create it. */
  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method !== "POST") {
      const instance = this.config.testSeeds ? this.instance : undefined;
      return roomInfo(req, this.core.room, () => this.core.keeper.lastGame(), this.room.context, instance);
    }
    const { response, created } = await createRoom(req, this.core.room !== null, this.room.storage, this.config);
    if (created) await this.core.created(created);
    return response;
  }

  onConnect(socket: Party.Connection<ConnState>, ctx: Party.ConnectionContext): void {
    this.connections.opened(socket, this.core.room ? null : clientAddress(ctx.request), Date.now());
    this.awaitHello(socket);
  }

  /**
   * A socket that never says hello holds a place for nothing: closed after a while (its page, only slow, opens
   * another: client/store.ts). The timer keeps the room awake, so a hello clears it (a room must be free to
   * hibernate while people think).
   */
  private awaitHello(socket: Party.Connection<ConnState>): void {
    this.hellos.start(socket.id, this.config.helloTimeoutMs, () => {
      if (socket.state?.hello || socket.readyState !== WebSocket.OPEN) return;
      send(socket, { type: "error", replyTo: null, code: RoomErrors.HELLO_TIMEOUT, message: "Say hello first." });
      socket.close(NO_HELLO_CLOSE, "no hello");
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
    const message = this.core.read(socket, raw, now);
    if (!message) return;
    if (!this.core.room) return this.noSuchRoom(socket, message.id);
    if (message.type !== "hello") {
      await this.core.message(socket, message);
      return;
    }
    await this.hellos.helloArrived(socket.id, async () => {
      await this.core.message(socket, message);
      // Refused and closed (a full room) counts as taken: there is nothing left to time.
      return socket.state?.hello === true || socket.readyState !== WebSocket.OPEN;
    });
  }

  async onClose(socket: Party.Connection): Promise<void> {
    this.hellos.clear(socket.id);
    await this.core.closed(socket.id);
  }

  onAlarm(): Promise<void> {
    return this.core.alarm();
  }

  /** A message to a code with no room: answered once, charged to the guesser's address like a GET (limiter.ts). */
  private async noSuchRoom(socket: Party.Connection<ConnState>, replyTo: string): Promise<void> {
    const probe = await chargeProbe(this.room.context, socket.state?.address ?? "local");
    // A second message sent before the first one's answer closed the socket: answered already.
    if (socket.readyState !== WebSocket.OPEN) return;
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

  /** With LOG_ACTIVITY=1, one line per wake, alarm set and storage write: what bench/idle-table.ts counts. */
  private note(what: string): void {
    if (this.config.logActivity) console.log(`room activity: ${what}`);
  }
}
