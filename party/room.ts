/**
 * One game room: a PartyKit party (a Durable Object). It alone holds the true
 * game state; it checks every message (size, rate, schema, identity, rules),
 * stores every accepted change before telling anyone, and sends each
 * connection only `view(state, seat)`. Decisions live in model.ts; this file
 * does the I/O.
 */
import type * as Party from "partykit/server";
import * as v from "valibot";
import type { AnyGame } from "../shared/engine";
import { findGame } from "../shared/games";
import {
  type ChatEntry,
  type ClientMessage,
  CreateRoomSchema,
  Limits,
  parseClientMessage,
  RoomErrors,
  type ServerMessage,
} from "../shared/protocol";
import { newToken, sameSecret } from "./ids";
import {
  type Actor,
  botsToAct,
  botTurn,
  type Change,
  command,
  type Env,
  expireTurn,
  type LogEntry,
  newRoom,
  type RoomRecord,
  replayMatch,
  roomView,
  seatOfToken,
} from "./model";
import { RateLimiter } from "./rate";
import { routeSite } from "./routes";
import { LOG_CHUNK, logChunkKey, logKeys } from "./storage";

/** What a connection remembers about itself; survives hibernation (≤ 2 KiB). */
interface ConnState {
  readonly hello: boolean;
  /** The seat token this connection proved, if any (checked against the room on every message). */
  readonly token: string | null;
  readonly host: boolean;
}

/** A message answered: what was sent back, kept so a retry with the same id is answered again. */
interface Answered {
  readonly who: string;
  readonly id: string;
  readonly replies: readonly ServerMessage[];
}
const ANSWERED_KEPT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_BOT_DELAY_MS = 700;

export default class Room implements Party.Server {
  readonly options: Party.ServerOptions = { hibernate: true };

  private record: RoomRecord | null = null;
  private game: AnyGame | null = null;
  private state: unknown = null;
  private log: LogEntry[] = [];
  private chat: ChatEntry[] = [];
  private answered: Answered[] = [];
  /** When the bot to act will move (memory only: after a wake it simply waits one pause again). */
  private botDueAt: number | null = null;
  /** The room version at which every bot to act had nothing to do. */
  private botsIdleAt: number | null = null;
  private rateLimiter: RateLimiter | null = null;
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
    const stored = await this.room.storage.get<RoomRecord>("room");
    if (!stored) return;
    const game = findGame(stored.game);
    if (!game) throw new Error(`room holds unknown game ${stored.game}`);
    this.record = stored;
    this.game = game;
    this.chat = (await this.room.storage.get<ChatEntry[]>("chat")) ?? [];
    this.answered = (await this.room.storage.get<Answered[]>("answered")) ?? [];
    this.log = [];
    this.state = null;
    if (stored.match && stored.phase !== "lobby") {
      const chunks = await this.room.storage.get<LogEntry[]>(logKeys(stored.match.number, stored.logLength));
      for (const key of logKeys(stored.match.number, stored.logLength)) this.log.push(...(chunks.get(key) ?? []));
      this.state = replayMatch(game, stored.match, this.log);
    }
    // Alarms do not survive every restart (partykit dev drops them): arm again on every wake.
    await this.scheduleAlarm();
  }

  /** GET: what the room is (for the join page); POST (from /api/rooms only): create it. */
  async onRequest(req: Party.Request): Promise<Response> {
    if (req.method === "POST") return this.create(req);
    if (!this.record)
      return Response.json({ code: RoomErrors.NO_SUCH_ROOM, message: "No such room." }, { status: 404 });
    const { code, game, phase, players, seats } = this.record;
    const free = seats.filter((s) => s.kind === "empty").length;
    const instance = this.room.env.ALLOW_TEST_SEEDS === "1" ? this.instance : undefined;
    return Response.json({ code, game, phase, players, free, instance });
  }

  private async create(req: Party.Request): Promise<Response> {
    if (this.record) return Response.json({ code: "ROOM_EXISTS" }, { status: 409 });
    const body = v.safeParse(
      v.strictObject({ code: v.string(), hostToken: v.string(), request: CreateRoomSchema }),
      await req.json().catch(() => null),
    );
    if (!body.success)
      return Response.json({ code: RoomErrors.BAD_MESSAGE, message: "Bad create request." }, { status: 400 });
    const { code, hostToken, request } = body.output;
    const game = findGame(request.game);
    if (!game) return Response.json({ code: "UNKNOWN_GAME", message: "Unknown game." }, { status: 400 });
    if (request.testSeed !== undefined && this.room.env.ALLOW_TEST_SEEDS !== "1") {
      return Response.json({ code: "TEST_SEED_REFUSED", message: "Fixed seeds are for tests only." }, { status: 400 });
    }
    const players = request.players ?? 2;
    const checked = game.check(players, request.options);
    if (!checked.ok) return Response.json(checked.error, { status: 400 });
    const record = newRoom(game, code, hostToken, players, checked.value, Date.now(), request.testSeed ?? null);
    await this.room.storage.put("room", record);
    this.record = record;
    this.game = game;
    await this.scheduleAlarm();
    return Response.json({ code }, { status: 201 });
  }

  onConnect(conn: Party.Connection<ConnState>): void {
    conn.setState({ hello: false, token: null, host: false });
    // Closing before the client has sent anything hangs in partykit dev; answer now, close after its hello.
    if (!this.record) this.sendTo(conn, noSuchRoom(null));
  }

  async onMessage(raw: string | ArrayBuffer | ArrayBufferView, conn: Party.Connection<ConnState>): Promise<void> {
    if (!this.rate().allow(conn.id, Date.now())) {
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
    if (!this.record || !this.game) {
      this.sendTo(conn, noSuchRoom(msg.id));
      conn.close(4004, "no such room");
      return;
    }
    const who = [this.identity(conn), `conn:${conn.id}`];
    const seen = this.answered.find((a) => a.id === msg.id && who.includes(a.who));
    if (seen) {
      for (const reply of seen.replies) this.sendTo(conn, reply);
      this.sendState(conn);
      return;
    }
    if (msg.type === "hello") return this.hello(conn, msg);
    if (!conn.state?.hello) {
      this.sendTo(conn, { type: "error", replyTo: msg.id, code: RoomErrors.HELLO_FIRST, message: "Say hello first." });
      return;
    }
    if (msg.type === "chat") return this.say(conn, msg);
    const result = command(this.game, this.record, this.state, this.actor(conn), msg, this.env());
    if (!result.ok) {
      this.sendTo(conn, { type: "error", replyTo: msg.id, ...result.error });
      return;
    }
    const replies: ServerMessage[] = [];
    if (result.value.seated) {
      const { seat, token } = result.value.seated;
      replies.push({ type: "seated", replyTo: msg.id, seat, seatToken: token });
    }
    replies.push({ type: "ack", replyTo: msg.id });
    try {
      await this.commit(result.value, { who: this.identityAfter(conn, result.value), id: msg.id, replies });
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
    if (result.value.seated) conn.setState({ ...(conn.state as ConnState), token: result.value.seated.token });
    // State first, so that when a client sees its ack the new state is already there.
    this.broadcastState();
    for (const reply of replies) this.sendTo(conn, reply);
  }

  onClose(): void {
    if (this.record) this.broadcastState();
  }

  async onAlarm(): Promise<void> {
    const record = this.record;
    if (!record || !this.game) return;
    const now = Date.now();
    if (now >= record.lastActive + this.idleMs()) {
      // Idle too long: the room deletes itself; its code answers "no such room" from now on.
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
      this.record = null;
      this.state = null;
      return;
    }
    const botDue = this.botDueAt !== null && now >= this.botDueAt;
    const change =
      expireTurn(this.game, record, this.state, now) ?? (botDue ? botTurn(this.game, record, this.state, now) : null);
    // Bots with nothing to do (all arranged, waiting for people) wait for the next change, not the next alarm.
    if (!change && botDue) this.botsIdleAt = record.version;
    if (change) {
      await this.commit(change, null);
      this.broadcastState();
    } else {
      await this.scheduleAlarm();
    }
  }

  /** Binds a connection to the seat and host role its tokens prove. */
  private hello(conn: Party.Connection<ConnState>, msg: Extract<ClientMessage, { type: "hello" }>): void {
    const record = this.record as RoomRecord;
    const seat = seatOfToken(record, msg.seatToken);
    const host = msg.hostToken !== undefined && sameSecret(msg.hostToken, record.hostToken);
    if (seat === null && this.spectatorCount(conn) >= Limits.maxSpectators) {
      this.sendTo(conn, {
        type: "error",
        replyTo: msg.id,
        code: RoomErrors.ROOM_FULL,
        message: "This room has too many spectators.",
      });
      conn.close(4003, "room full");
      return;
    }
    conn.setState({ hello: true, token: seat === null ? null : (msg.seatToken ?? null), host });
    this.sendState(conn, true);
    this.broadcastState(conn.id);
    const badSeat = msg.seatToken !== undefined && seat === null;
    if (badSeat || (msg.hostToken !== undefined && !host)) {
      this.sendTo(conn, {
        type: "error",
        replyTo: msg.id,
        code: RoomErrors.BAD_TOKEN,
        message: `That ${badSeat ? "seat" : "host"} token is not valid here; you are watching.`,
      });
    } else {
      this.sendTo(conn, { type: "ack", replyTo: msg.id });
    }
  }

  private async say(conn: Party.Connection<ConnState>, msg: Extract<ClientMessage, { type: "chat" }>): Promise<void> {
    const record = this.record as RoomRecord;
    const game = this.game as AnyGame;
    const text = msg.text.trim();
    const refuse = (code: string, message: string) =>
      this.sendTo(conn, { type: "error", replyTo: msg.id, code, message });
    if (text.length === 0 || [...text].length > Limits.maxChatLength) {
      return refuse(RoomErrors.BAD_CHAT, `A chat message is 1 to ${Limits.maxChatLength} characters.`);
    }
    const { seat } = this.actor(conn);
    const team = msg.team === true;
    if (team) {
      if (seat === null || game.seating(record.players, record.options)[seat]?.side == null) {
        return refuse(RoomErrors.BAD_CHAT, "Only players on a team can chat with their team.");
      }
      if (record.phase === "playing" && !record.settings.teamChat) {
        return refuse(RoomErrors.TEAM_CHAT_OFF, "Team chat is off during play in this room.");
      }
    }
    const seatRecord = seat === null ? undefined : record.seats[seat];
    const name = seatRecord?.kind === "human" ? seatRecord.name : "";
    const entry: ChatEntry = { seat, name, text, team, at: Date.now() };
    this.chat = [...this.chat, entry].slice(-Limits.chatHistory);
    await this.room.storage.put("chat", this.chat);
    this.sendTo(conn, { type: "ack", replyTo: msg.id });
    for (const c of this.room.getConnections<ConnState>()) {
      if (c.state?.hello && this.canRead(entry, this.actor(c).seat)) this.sendTo(c, { type: "chat", entry });
    }
  }

  /** Team lines reach the sender's side only. */
  private canRead(entry: ChatEntry, seat: number | null): boolean {
    if (!entry.team) return true;
    if (seat === null || entry.seat === null) return false;
    const record = this.record as RoomRecord;
    const seating = (this.game as AnyGame).seating(record.players, record.options);
    return seating[seat]?.side === seating[entry.seat]?.side;
  }

  /** Stores an accepted change, then takes it into memory. Nobody hears of it before this returns. */
  private async commit(change: Change, answered: Answered | null): Promise<void> {
    const record = change.record;
    const match = record.match;
    const log = change.newMatch ? [] : this.log;
    const nextLog = change.logged ? [...log, change.logged] : log;
    const writes: Record<string, unknown> = { room: record };
    if (change.logged && match) {
      const chunk = Math.floor((nextLog.length - 1) / LOG_CHUNK);
      writes[logChunkKey(match.number, chunk)] = nextLog.slice(chunk * LOG_CHUNK, (chunk + 1) * LOG_CHUNK);
    }
    const nextAnswered = answered ? [...this.answered, answered].slice(-ANSWERED_KEPT) : this.answered;
    if (answered) writes.answered = nextAnswered;
    // A new match or a return to the lobby ends the old match: its log goes.
    if ((change.newMatch || change.game === null) && this.record?.match && this.record.logLength > 0) {
      await this.room.storage.delete(logKeys(this.record.match.number, this.record.logLength));
    }
    await this.room.storage.put(writes);
    // Every accepted change gives a bot to act a fresh pause (set again by scheduleAlarm below).
    this.botDueAt = null;
    this.record = record;
    this.log = nextLog;
    this.answered = nextAnswered;
    if (change.game !== undefined) this.state = change.game;
    if (change.revoked?.length) this.unseat(change.revoked);
    await this.scheduleAlarm();
  }

  private unseat(tokens: readonly string[]): void {
    for (const conn of this.room.getConnections<ConnState>()) {
      const token = conn.state?.token;
      if (token && tokens.includes(token)) {
        conn.setState({ ...(conn.state as ConnState), token: null });
        this.sendTo(conn, {
          type: "error",
          replyTo: null,
          code: RoomErrors.KICKED,
          message: "You no longer hold a seat.",
        });
      }
    }
  }

  private async scheduleAlarm(): Promise<void> {
    const record = this.record;
    if (!record) return;
    const expiry = record.lastActive + this.idleMs();
    const waiting =
      this.game && botsToAct(this.game, record, this.state).length > 0 && this.botsIdleAt !== record.version;
    if (waiting) this.botDueAt ??= Date.now() + this.botDelayMs();
    else this.botDueAt = null;
    const next = Math.min(
      expiry,
      record.turnDeadline ?? Number.POSITIVE_INFINITY,
      this.botDueAt ?? Number.POSITIVE_INFINITY,
    );
    const current = await this.room.storage.getAlarm();
    if (current !== next) await this.room.storage.setAlarm(next);
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
    const configured = Number(this.room.env.BOT_DELAY_MS);
    return Number.isFinite(configured) && configured >= 0 && this.room.env.BOT_DELAY_MS !== undefined
      ? configured
      : DEFAULT_BOT_DELAY_MS;
  }

  /** Idle lifetime; ROOM_IDLE_MS shortens it for tests of expiry. */
  private idleMs(): number {
    const configured = Number(this.room.env.ROOM_IDLE_MS);
    return Number.isFinite(configured) && configured > 0 ? configured : Limits.idleDays * DAY_MS;
  }

  private env(): Env {
    const testSeed = this.record?.testSeed;
    return { now: Date.now(), newToken, newSeed: (match) => (testSeed ? `${testSeed}:${match}` : newToken()) };
  }

  /** The seat this connection proves now (a kicked token proves nothing) and whether it is the host. */
  private actor(conn: Party.Connection<ConnState>): Actor {
    const state = conn.state;
    const seat = this.record && state?.token ? seatOfToken(this.record, state.token) : null;
    return { seat, host: state?.host === true };
  }

  /** Whose retry memory a message belongs to: the seat token (shared by a player's tabs) or the connection. */
  private identity(conn: Party.Connection<ConnState>): string {
    return conn.state?.token ? `seat:${conn.state.token}` : `conn:${conn.id}`;
  }

  /** A seat-taking message is remembered for its connection: the token is news to it. */
  private identityAfter(conn: Party.Connection<ConnState>, change: Change): string {
    return change.seated ? `conn:${conn.id}` : this.identity(conn);
  }

  private spectatorCount(except?: Party.Connection<ConnState>): number {
    let n = 0;
    for (const c of this.room.getConnections<ConnState>()) {
      if (c.id !== except?.id && c.state?.hello && this.actor(c).seat === null) n++;
    }
    return n;
  }

  private sendTo(conn: Party.Connection, message: ServerMessage): void {
    conn.send(JSON.stringify(message));
  }

  /** The full picture for one connection, built from that seat's view only. */
  private sendState(conn: Party.Connection<ConnState>, withChat = false): void {
    const record = this.record;
    const game = this.game;
    if (!record || !game) return;
    const { seat, host } = this.actor(conn);
    const connected = new Set<number>();
    let spectators = 0;
    for (const c of this.room.getConnections<ConnState>()) {
      if (!c.state?.hello) continue;
      const s = this.actor(c).seat;
      if (s === null) spectators++;
      else connected.add(s);
    }
    this.sendTo(conn, {
      type: "state",
      version: record.version,
      room: roomView(record, game.seating(record.players, record.options), connected, spectators),
      you: { seat, host },
      game: this.state === null ? null : game.view(this.state, seat),
      chat: withChat ? this.chat.filter((e) => this.canRead(e, seat)) : [],
    });
  }

  private broadcastState(except?: string): void {
    for (const conn of this.room.getConnections<ConnState>()) {
      if (conn.id !== except && conn.state?.hello) this.sendState(conn);
    }
  }
}

const noSuchRoom = (replyTo: string | null): ServerMessage => ({
  type: "error",
  replyTo,
  code: RoomErrors.NO_SUCH_ROOM,
  message: "There is no room with this code. Check the link, or create a new room.",
});
