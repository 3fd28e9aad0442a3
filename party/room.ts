/**
 * One game room: a PartyKit party (a Durable Object). It alone holds the true
 * game state. Every decision is made by the pure room model (model/); this
 * file only loads and stores, sends what the model says and schedules the
 * alarm. An accepted change is stored before anyone hears of it, and each
 * connection gets only `view(state, seat)` of its own seat.
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import type { AnyGame } from "../shared/engine";
import { findGame } from "../shared/games";
import {
  type ChatEntry,
  CreateRoomSchema,
  Limits,
  parseClientMessage,
  RoomErrors,
  type ServerMessage,
} from "../shared/protocol";
import { newToken } from "./ids";
import { chargeProbe, clientAddress, rateLimitedResponse } from "./limiter";
import {
  type AlarmClock,
  alarmDue,
  alarmServes,
  applyChange,
  botTurn,
  type Change,
  type Conn,
  canRead,
  type Env,
  expireTurn,
  finishedGame,
  hostDueAt,
  newRoom,
  nextSilence,
  type Outcome,
  type Presence,
  planAlarm,
  presence,
  type RoomModel,
  receive,
  sameAway,
  seatOfToken,
  settlePresence,
  silentConns,
} from "./model";
import { Pictures, type Sender } from "./pictures";
import { RateLimiter } from "./rate";
import { routeSite } from "./routes";
import { readRoom, writeAway, writeChange, writeNewRoom } from "./storage";

/**
 * What a connection remembers about itself on the socket (survives hibernation; ≤ 2 KiB). `address`
 * is kept only for a connection to a code with no room, to charge its probe.
 */
type ConnState = Omit<Conn, "id"> & { readonly address?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_BOT_DELAY_MS = 700;
/** Spectators get at most one frame this often: twenty a second looks live, and a fast table costs far fewer sends. */
const DEFAULT_SPECTATOR_FRAME_MS = 50;
/** A connection's `heardAt` moves in steps this long: liveness allowances are many seconds, a flood writes it once a second. */
const HEARD_STEP_MS = 1000;
/**
 * Closes a connection found silent past its allowance (liveness.ts). Below 4000, where the client reads a
 * close as final (no room, removed): a page that is alive after all (a laptop waking) reconnects at once.
 */
const SILENT_CLOSE = 3001;

export default class Room implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private model: RoomModel | null = null;
  private game: AnyGame | null = null;
  /** When the bot to act will move (memory only: after a wake it simply waits one pause again). */
  private botDueAt: number | null = null;
  /** The room version at which every bot to act had nothing to do. */
  private botsIdleAt: number | null = null;
  /** The alarm as last set (read from storage once per wake, never per move). */
  private alarmAt: number | null = null;
  private rateLimiter: RateLimiter | null = null;
  /** Connections that have not said hello yet, and the timers that will close them. */
  private readonly helloTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly pictures = new Pictures(
    () => ({ standInAfterMs: this.standInAfterMs(), rematchAnswerMs: this.rematchAnswerMs(), now: Date.now() }),
    (conn, frame) => conn.send(frame),
    {
      frameMs: () => this.spectatorFrameMs(),
      // A pending timer keeps the room awake, so a window always ends with its frame (never lost to hibernation).
      later: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      connections: () => this.snapshot(),
    },
  );
  /** Connections closed for silence: the runtime may list them until their close completes (memory only). */
  private readonly silenced = new Set<string>();
  /** Tells one in-memory instance from the next (shown to tests only): a new one means the room was evicted and woke. */
  private readonly instance = crypto.randomUUID();

  constructor(readonly room: Party.Room) {}

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
    await this.room.blockConcurrencyWhile(() => this.load());
  }

  private async load(): Promise<void> {
    const loaded = await readRoom(this.room.storage);
    if (!loaded) return;
    this.game = loaded.game;
    this.model = loaded.model;
    this.pictures.forget();
    this.alarmAt = await this.room.storage.getAlarm();
    // Alarms do not survive every restart (partykit dev drops them): arm again on every wake.
    await this.scheduleAlarm();
  }

  /** GET: what the room is (for the join page); POST (from /api/rooms only): create it. */
  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method === "POST") return this.create(req);
    const record = this.model?.record;
    if (!record) {
      // Guessing codes costs the guesser: unknown codes are limited per address (limiter.ts).
      const probe = await chargeProbe(this.room.context, clientAddress(req));
      if (!probe.ok) {
        return rateLimitedResponse(
          probe.retryAfterSeconds,
          `Too many unknown room codes from your address; try again in ${probe.retryAfterSeconds} s.`,
        );
      }
      return Response.json({ code: RoomErrors.NO_SUCH_ROOM, message: "No such room." }, { status: 404 });
    }
    // The finished game, to download or watch again (only once it is over).
    if (new URL(req.url).searchParams.has("game")) {
      const file = this.game && this.model ? finishedGame(this.game, this.model) : null;
      if (!file) {
        return Response.json(
          { code: RoomErrors.WRONG_PHASE, message: "A game can be downloaded once it is over." },
          { status: 409 },
        );
      }
      return Response.json(file, {
        headers: {
          "content-disposition": `attachment; filename="${record.game}-${record.code}-${record.match?.number}.json"`,
        },
      });
    }
    const { code, game, phase, players, seats } = record;
    const free = seats.filter((s) => s.kind === "empty").length;
    const instance = this.room.env.ALLOW_TEST_SEEDS === "1" ? this.instance : undefined;
    return Response.json({ code, game, phase, players, free, instance });
  }

  private async create(req: Party.Request): Promise<Response> {
    if (this.model) return Response.json({ code: "ROOM_EXISTS" }, { status: 409 });
    const body = v.safeParse(
      v.strictObject({ code: v.string(), hostToken: v.string(), request: CreateRoomSchema }),
      await req.json().catch(() => null),
    );
    if (!body.success) {
      return Response.json({ code: RoomErrors.BAD_MESSAGE, message: "Bad create request." }, { status: 400 });
    }
    const { code, hostToken, request } = body.output;
    const game = findGame(request.game);
    if (!game) return Response.json({ code: "UNKNOWN_GAME", message: "Unknown game." }, { status: 400 });
    if ((request.testSeed !== undefined || request.testDeal !== undefined) && this.room.env.ALLOW_TEST_SEEDS !== "1") {
      return Response.json(
        { code: "TEST_SEED_REFUSED", message: "Fixed seeds and deals are for tests only." },
        { status: 400 },
      );
    }
    const players = request.players ?? 2;
    const checked = game.check(players, request.options);
    if (!checked.ok) return Response.json(checked.error, { status: 400 });
    const { testSeed = null, testDeal } = request;
    const record = newRoom(game, code, hostToken, players, checked.value, Date.now(), testSeed, testDeal);
    await writeNewRoom(this.room.storage, record);
    this.game = game;
    this.model = { record, state: null, log: [], chat: [], answers: new Map(), away: new Map() };
    await this.scheduleAlarm();
    return Response.json({ code }, { status: 201 });
  }

  onConnect(conn: Party.Connection<ConnState>, ctx: Party.ConnectionContext): void {
    const openedAt = Date.now();
    const address = this.model ? null : clientAddress(ctx.request);
    conn.setState({
      hello: false,
      token: null,
      host: false,
      clientId: null,
      tag: conn.id.slice(0, 8),
      openedAt,
      address,
    });
    // A socket that never says hello holds a place for nothing: close it. The timer keeps the room awake, so
    // its hello clears it (a room must be free to hibernate while people think).
    const timer = setTimeout(() => {
      this.helloTimers.delete(conn.id);
      if (conn.state?.hello || conn.readyState !== WebSocket.OPEN) return;
      this.sendTo(conn, { type: "error", replyTo: null, code: RoomErrors.HELLO_TIMEOUT, message: "Say hello first." });
      conn.close(4008, "no hello");
    }, this.helloTimeoutMs());
    this.helloTimers.set(conn.id, timer);
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, conn: Party.Connection<ConnState>): Promise<void> {
    const now = Date.now();
    this.note("message");
    // A connection closed for silence that speaks is alive after all (the close may not have reached it, and a
    // dev runtime may leave it open): it counts again, and its next frame, which it cannot fit, makes it ask for
    // the whole picture. Left out, it would get its pongs and nothing else, and never know to reconnect.
    this.silenced.delete(conn.id);
    if (!this.rate().allow(conn.id, now)) {
      this.noteHeard(conn, now, undefined);
      this.sendTo(conn, {
        type: "error",
        replyTo: null,
        code: RoomErrors.RATE_LIMITED,
        message: "Too many messages; slow down.",
      });
      return;
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      this.sendTo(conn, { type: "error", replyTo: parsed.replyTo, code: parsed.code, message: parsed.message });
      return;
    }
    const msg = parsed.message;
    this.noteHeard(conn, now, msg.type === "ping" ? (msg.hidden ?? false) : undefined);
    const game = this.game;
    if (!this.model || !game) {
      // The answer to a guessed code is charged to the guesser's address, like a GET (limiter.ts).
      const probe = await chargeProbe(this.room.context, conn.state?.address ?? "local");
      this.sendTo(
        conn,
        probe.ok
          ? noSuchRoom(msg.id)
          : {
              type: "error",
              replyTo: msg.id,
              code: RoomErrors.RATE_LIMITED,
              message: "Too many unknown room codes; try again later.",
            },
      );
      conn.close(4004, "no such room");
      return;
    }
    // One read of every connection per message: the decision and the frames after it share it.
    let pairs = this.snapshot();
    const before = this.model;
    // Presence first, so the decision sees who is away as of now (and hosting passed, if it was due).
    let settled = await this.settle(pairs.map(([, c]) => c));
    const model = this.model;
    const sender = connOf(conn);
    const outcome = receive(
      game,
      model,
      pairs.map(([, c]) => c),
      sender,
      msg,
      this.env(),
    );
    if (outcome.change) {
      try {
        await this.store(outcome.change, outcome);
      } catch (e) {
        // Nothing was taken into memory: the room stays as it was and the sender learns why.
        console.error("storage write failed", e);
        this.sendTo(conn, {
          type: "error",
          replyTo: msg.id,
          code: RoomErrors.STORAGE_FAILED,
          message: "The room could not save that; nothing changed. Try again.",
        });
        return;
      }
    }
    if (outcome.conn !== sender) {
      const { id: _, ...bound } = outcome.conn;
      conn.setState({ ...bound, address: null });
      if (bound.hello) this.clearHelloTimer(conn.id);
      pairs = pairs.map(([socket, c]) => [socket, c.id === conn.id ? outcome.conn : c]);
    }
    if (outcome.change) this.commit(outcome.model);
    // A hello makes a seat present again (and may find a host away past the grace, with someone here now).
    settled = (await this.settle(pairs.map(([, c]) => c))) || settled;
    await this.scheduleAlarm();
    this.tell(conn, msg.id, before, outcome, pairs, settled);
  }

  async onClose(conn: Party.Connection): Promise<void> {
    this.clearHelloTimer(conn.id);
    this.silenced.delete(conn.id);
    this.pictures.left(conn.id);
    const before = this.model;
    if (!before) return;
    await this.settle(this.snapshot().map(([, c]) => c));
    this.broadcast(before, this.model as RoomModel);
    await this.scheduleAlarm();
  }

  /** Notes that the room heard from this connection (liveness.ts): on the socket, so it survives hibernation. */
  private noteHeard(conn: Party.Connection<ConnState>, now: number, hidden: boolean | undefined): void {
    const state = conn.state;
    if (!state) return;
    const nextHidden = hidden ?? state.hidden ?? false;
    const same = (state.hidden ?? false) === nextHidden;
    if (same && state.heardAt !== undefined && now - state.heardAt < HEARD_STEP_MS) return;
    conn.setState({ ...state, heardAt: now, hidden: nextHidden });
  }

  /**
   * Brings presence up to date with the live connections: who is away since
   * when (stored when it changes, before anyone is told) and hosting passed on
   * when due. Returns whether anything changed.
   */
  private async settle(live: readonly Conn[]): Promise<boolean> {
    const model = this.model;
    if (!model) return false;
    const now = Date.now();
    const { away, change } = settlePresence(model, live, now, this.standInAfterMs());
    const awayChanged = !sameAway(away, model.away);
    if (!change && !awayChanged) return false;
    try {
      if (awayChanged) {
        this.note("write away");
        await writeAway(this.room.storage, away);
      }
      if (change) await this.store(change, null);
    } catch (e) {
      // Presence is looked at again at the next event; nothing was taken into memory.
      console.error("presence write failed", e);
      return false;
    }
    if (change) this.commit(applyChange(model, change));
    this.model = { ...(this.model as RoomModel), away };
    return true;
  }

  /** Closes the connections silent past their allowance (liveness.ts); returns whether it closed any. */
  private closeSilent(now: number): boolean {
    const model = this.model;
    if (!model) return false;
    const pairs = this.snapshot();
    const silent = new Set(
      silentConns(
        pairs.map(([, c]) => c),
        model.record,
        this.silentAfterMs(),
        now,
      ).map((c) => c.id),
    );
    for (const [socket] of pairs) {
      if (!silent.has(socket.id)) continue;
      this.note("silent close");
      this.silenced.add(socket.id);
      this.pictures.left(socket.id);
      try {
        socket.close(SILENT_CLOSE, "silent");
      } catch {
        // Already closing: it is gone either way.
      }
    }
    return silent.size > 0;
  }

  /** With LOG_ACTIVITY=1, one line per wake, alarm set and storage write: what bench/idle-table.ts counts. */
  private note(what: string): void {
    if (this.room.env.LOG_ACTIVITY === "1") console.log(`room activity: ${what}`);
  }

  private clearHelloTimer(id: string): void {
    const timer = this.helloTimers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.helloTimers.delete(id);
  }

  async onAlarm(): Promise<void> {
    this.alarmAt = null;
    this.note("alarm");
    const model = this.model;
    const game = this.game;
    if (!model || !game) return;
    const now = Date.now();
    if (alarmDue(model.record, this.clock()) === "expire") return this.expire();
    const closed = this.closeSilent(now);
    const settled = await this.settle(this.snapshot().map(([, c]) => c));
    const current = this.model as RoomModel;
    const { record, state } = current;
    const botDue = this.botDueAt !== null && now >= this.botDueAt;
    const change = expireTurn(game, record, state, now) ?? (botDue ? botTurn(game, record, state, now) : null);
    // Bots with nothing to do (all arranged, waiting for people) wait for the next change, not the next alarm.
    if (!change && botDue) this.botsIdleAt = record.version;
    if (change) {
      const after = applyChange(current, change);
      await this.store(change, null);
      this.commit(after);
    }
    if (change || settled || closed) this.broadcast(model, this.model as RoomModel);
    await this.scheduleAlarm();
  }

  /** Idle too long: the room deletes itself; its code answers "no such room" from now on. */
  private async expire(): Promise<void> {
    for (const conn of this.room.getConnections<ConnState>()) {
      this.sendTo(conn, {
        type: "error",
        replyTo: null,
        code: RoomErrors.NO_SUCH_ROOM,
        message: "This room has closed.",
      });
      conn.close(4004, "room closed");
    }
    await this.room.storage.deleteAll();
    await this.room.storage.deleteAlarm();
    this.model = null;
    this.pictures.forget();
  }

  /** Writes what a change changed; nothing is in memory or on the wire until this returns. */
  private store(change: Change, outcome: Outcome | null): Promise<void> {
    this.note("write change");
    return writeChange(this.room.storage, this.model?.record, change, outcome);
  }

  /** Takes a stored change into memory. */
  private commit(model: RoomModel): void {
    this.model = model;
    // Every accepted change gives a bot to act a fresh pause (set again by scheduleAlarm).
    this.botDueAt = null;
  }

  /**
   * Sends what an outcome says, in order: pictures first, so a client holds the
   * new one when it reads its answer; a lone ack rides in the sender's delta.
   */
  private tell(
    conn: Party.Connection<ConnState>,
    id: string,
    before: RoomModel,
    outcome: Outcome,
    pairs: [Party.Connection<ConnState>, Conn][],
    settled: boolean,
  ): void {
    const { change, replies } = outcome;
    const after = this.model as RoomModel;
    if (outcome.resend) this.sendState(conn, outcome.resend === "state+chat");
    let acked = false;
    if (change?.revoked?.length) this.tellRevoked(change.revoked);
    if (outcome.resend === "state+chat" || change || settled) {
      // Chat and a spectator's removal change no picture: the broadcast then sends only what presence changed.
      const loneAck = replies.length === 1 && replies[0]?.type === "ack" && !outcome.resend;
      const options = {
        ...(outcome.resend === "state+chat" ? { except: conn.id } : {}),
        ...(loneAck ? { sender: { id: conn.id, replyTo: id } } : {}),
      };
      acked = this.broadcast(before, after, options, pairs);
    }
    if (change?.chat) this.tellChat(change.chat);
    if (change?.close?.length) this.closeWatchers(change.close);
    if (!acked) for (const reply of replies) this.sendTo(conn, reply);
    if (outcome.close) conn.close(outcome.close.code, outcome.close.reason);
  }

  private tellRevoked(tokens: readonly string[]): void {
    for (const conn of this.room.getConnections<ConnState>()) {
      const token = conn.state?.token;
      if (token && tokens.includes(token)) {
        this.sendTo(conn, {
          type: "error",
          replyTo: null,
          code: RoomErrors.KICKED,
          message: "You no longer hold a seat.",
        });
      }
    }
  }

  private tellChat(entry: ChatEntry): void {
    const { record } = this.model as RoomModel;
    for (const c of this.room.getConnections<ConnState>()) {
      if (c.state?.hello && canRead(this.game as AnyGame, record, entry, seatOfToken(record, c.state.token))) {
        this.sendTo(c, { type: "chat", entry });
      }
    }
  }

  private closeWatchers(ids: readonly string[]): void {
    for (const id of ids) {
      const target = this.room.getConnection(id);
      if (!target) continue;
      this.sendTo(target, { type: "error", replyTo: null, code: RoomErrors.REMOVED, message: "The host removed you." });
      target.close(4003, "removed");
    }
  }

  /** Sets the alarm where the model says, only when the one set does not serve (alarmServes). */
  private async scheduleAlarm(): Promise<void> {
    const model = this.model;
    if (!model || !this.game) return;
    const clock = this.clock();
    const plan = planAlarm(this.game, model.record, model.state, clock);
    this.botDueAt = plan.botDueAt;
    if (alarmServes(this.alarmAt, plan, clock.now)) return;
    const at = Math.min(plan.at, plan.checkBy ?? Number.POSITIVE_INFINITY);
    await this.room.storage.setAlarm(at);
    this.note("alarm set");
    this.alarmAt = at;
  }

  private clock(): AlarmClock {
    const now = Date.now();
    const model = this.model;
    let checkBy: number | null = null;
    if (model) {
      const silence = nextSilence(
        this.snapshot().map(([, c]) => c),
        model.record,
        this.silentAfterMs(),
      );
      // A hand-over already due waits for someone to come (their hello settles it), not for the alarm.
      const hostDue = hostDueAt(model.record, model.away, this.standInAfterMs());
      for (const at of [silence, hostDue !== null && hostDue > now ? hostDue : null]) {
        if (at !== null && (checkBy === null || at < checkBy)) checkBy = at;
      }
    }
    return {
      now,
      idleMs: this.idleMs(),
      botDelayMs: this.botDelayMs(),
      botDueAt: this.botDueAt,
      botsIdleAt: this.botsIdleAt,
      checkBy,
    };
  }

  /** Per-connection message budget; RATE_BURST / RATE_PER_SECOND raise it for scripted test players. */
  private rate(): RateLimiter {
    if (!this.rateLimiter) {
      const burst = Number(this.room.env.RATE_BURST) || Limits.rate.burst;
      const perSecond = Number(this.room.env.RATE_PER_SECOND) || Limits.rate.perSecond;
      this.rateLimiter = new RateLimiter(burst, perSecond);
    }
    return this.rateLimiter;
  }

  /** A bot waits this long before acting, so people can follow; BOT_DELAY_MS sets it (0 in tests). */
  private botDelayMs(): number {
    return this.numberVar("BOT_DELAY_MS", DEFAULT_BOT_DELAY_MS);
  }

  /** Idle lifetime; ROOM_IDLE_MS shortens it for tests of expiry. */
  private idleMs(): number {
    return this.numberVar("ROOM_IDLE_MS", Limits.idleDays * DAY_MS) || Limits.idleDays * DAY_MS;
  }

  /** How long a connection may stay without saying hello; HELLO_TIMEOUT_MS sets it. */
  private helloTimeoutMs(): number {
    return this.numberVar("HELLO_TIMEOUT_MS", Limits.helloTimeoutMs);
  }

  /** The grace before the table may give an away seat a stand-in; STANDIN_AFTER_MS shortens it for tests. */
  private standInAfterMs(): number {
    return this.numberVar("STANDIN_AFTER_MS", Limits.standInAfterMs);
  }

  /** After a game, how long a seat may take to answer a proposal to play again; REMATCH_ANSWER_MS shortens it for tests. */
  private rematchAnswerMs(): number {
    return this.numberVar("REMATCH_ANSWER_MS", Limits.rematchAnswerMs);
  }

  /** The liveness allowance during a game (liveness.ts); SILENT_AFTER_MS shortens it for tests. */
  private silentAfterMs(): number {
    return this.numberVar("SILENT_AFTER_MS", Limits.silentAfterMs) || Limits.silentAfterMs;
  }

  /** At most one frame per spectator this often (changes in between are folded, see pictures.ts); SPECTATOR_FRAME_MS sets it, 0 sends every change. */
  private spectatorFrameMs(): number {
    return this.numberVar("SPECTATOR_FRAME_MS", DEFAULT_SPECTATOR_FRAME_MS);
  }

  private numberVar(name: string, fallback: number): number {
    const raw = this.room.env[name];
    const value = Number(raw);
    return raw !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  }

  private env(): Env {
    const testSeed = this.model?.record.testSeed;
    return {
      now: Date.now(),
      newToken,
      newSeed: (match) => (testSeed ? `${testSeed}:${match}` : newToken()),
      standInAfterMs: this.standInAfterMs(),
      rematchAnswerMs: this.rematchAnswerMs(),
      silentAfterMs: this.silentAfterMs(),
    };
  }

  /** Who is here now, for a picture. */
  private here(conns: readonly Conn[]): Presence {
    const model = this.model as RoomModel;
    return presence(model.record, conns, model.away, Date.now());
  }

  private sendTo(conn: Party.Connection, message: ServerMessage): void {
    conn.send(JSON.stringify(message));
  }

  private sendState(conn: Party.Connection<ConnState>, withChat = false): void {
    const model = this.model;
    const game = this.game;
    if (!model || !game) return;
    this.pictures.full(game, model, this.here(this.snapshot().map(([, c]) => c)), conn, connOf(conn), withChat);
  }

  /** Everyone's frame after the room went from `before` to `after` (see pictures.ts). */
  private broadcast(
    before: RoomModel,
    after: RoomModel,
    options: { except?: string; sender?: Sender } = {},
    pairs = this.snapshot(),
  ): boolean {
    const game = this.game;
    if (!game) return false;
    const conns = pairs.map(([, c]) => c);
    return this.pictures.broadcast(game, before, after, this.here(conns), pairs, options);
  }

  /** Every open connection with the room's picture of it (not those closed for silence). */
  private snapshot(): [Party.Connection<ConnState>, Conn][] {
    const pairs: [Party.Connection<ConnState>, Conn][] = [];
    for (const socket of this.room.getConnections<ConnState>()) {
      if (!this.silenced.has(socket.id)) pairs.push([socket, connOf(socket)]);
    }
    return pairs;
  }
}

/** The room's picture of a socket. */
function connOf(conn: Party.Connection<ConnState>): Conn {
  const state = conn.state ?? {
    hello: false,
    token: null,
    host: false,
    clientId: null,
    tag: conn.id.slice(0, 8),
    openedAt: 0,
  };
  return { id: conn.id, ...state };
}

const noSuchRoom = (replyTo: string | null): ServerMessage => ({
  type: "error",
  replyTo,
  code: RoomErrors.NO_SUCH_ROOM,
  message: "There is no room with this code. Check the link, or create a new room.",
});
