/**
 * A room without a runtime: the real pure model (shared/room) with connections
 * held in a list, as room.ts holds them on sockets. Tests drive it message by
 * message and read what each connection would be sent.
 */

import { type AnyGame, Rng, seedRng } from "../../shared/engine";
import { findGame } from "../../shared/games";
import type { ServerMessage } from "../../shared/protocol";
import type { Decision } from "../../shared/room";
import {
  applyChange,
  type Conn,
  type Env,
  newRoom,
  presence,
  type RoomModel,
  receive,
  roomView,
  sameAway,
  seatOfToken,
  settlePresence,
  stateFor,
} from "../../shared/room";
import { type RoomStorage, writeChange } from "../../shared/room/storage";
import type { Outgoing } from "../room/client";

export const HOST_TOKEN = "H".repeat(22);

export class Table {
  model: RoomModel;
  readonly game: AnyGame;
  conns: Conn[] = [];
  /** Replies each connection received, in order. */
  readonly inbox = new Map<string, ServerMessage[]>();
  now = 1_000_000;
  /** The grace periods the room gives (Limits' defaults). */
  standInAfterMs = 30_000;
  rematchAnswerMs = 60_000;
  private tokens = 0;
  private ids = 0;
  private readonly rng: Rng;

  constructor(gameId: string, players: number, seed = "table") {
    const game = findGame(gameId);
    if (!game) throw new Error(gameId);
    const options = game.check(players, {});
    if (!options.ok) throw new Error(options.error.message);
    this.game = game;
    this.rng = new Rng(seedRng(seed));
    const record = newRoom(game, "ABCDEFG", HOST_TOKEN, players, options.value, this.now, seed);
    this.model = { record, state: null, log: [], chat: [], answers: new Map(), away: new Map() };
  }

  /** Since when absent people have been away, as room.ts keeps it. */
  get away(): RoomModel["away"] {
    return this.model.away;
  }

  env(): Env {
    return {
      now: this.now,
      newToken: () => `tok${String(++this.tokens).padStart(19, "0")}`,
      newSeed: (match) => `${this.model.record.testSeed}:${match}`,
      standInAfterMs: this.standInAfterMs,
      rematchAnswerMs: this.rematchAnswerMs,
      silentAfterMs: 18_000,
    };
  }

  /** Presence brought up to date, as room.ts does around every event: who is away, and hosting passed when due. */
  settle(): void {
    const { away, change } = settlePresence(this.model, this.conns, this.now, this.standInAfterMs);
    if (!change && sameAway(away, this.model.away)) return;
    this.model = { ...(change ? applyChange(this.model, change) : this.model), away };
  }

  /** Opens a connection (not yet said hello). */
  open(clientId: string | null = null): string {
    const id = `conn-${++this.ids}`;
    this.conns.push({ id, hello: false, token: null, host: false, clientId, tag: id, openedAt: this.now });
    this.inbox.set(id, []);
    return id;
  }

  close(id: string): void {
    this.conns = this.conns.filter((c) => c.id !== id);
    this.settle();
  }

  conn(id: string): Conn {
    const conn = this.conns.find((c) => c.id === id);
    if (!conn) throw new Error(`no connection ${id}`);
    return conn;
  }

  /** Sends one message (with `id` as its message id) and returns what the model decided. */
  send(connId: string, message: Outgoing, id = `m${++this.ids}`): Decision {
    this.settle();
    const outcome = receive(
      this.game,
      this.model,
      this.conns,
      this.conn(connId),
      { ...message, id } as never,
      this.env(),
    );
    this.model = outcome.model;
    this.conns = this.conns.map((c) => (c.id === connId ? outcome.conn : c));
    this.inbox.get(connId)?.push(...outcome.replies);
    if (outcome.close) this.close(connId);
    for (const closed of outcome.change?.close ?? []) this.close(closed);
    this.settle();
    return outcome;
  }

  /** Sends one message, then stores what it changed as the room does (shared/room/storage.ts `writeChange`). */
  async sendStored(storage: RoomStorage, connId: string, message: Outgoing): Promise<Decision> {
    const before = this.model.record;
    const outcome = this.send(connId, message);
    if (outcome.change) await writeChange(storage, before, outcome.change, outcome);
    return outcome;
  }

  /** A connection that said hello with these tokens. */
  join(hello: { seatToken?: string; hostToken?: string; clientId?: string } = {}): string {
    const id = this.open();
    this.send(id, { type: "hello", ...hello });
    return id;
  }

  /** A connection seated in `seat` under `name` (the host when `host`). */
  seat(seat: number, name: string, host = false): string {
    const id = this.join(host ? { hostToken: HOST_TOKEN } : {});
    const out = this.send(id, { type: "sit", seat, name });
    if (!out.change) throw new Error(`could not sit: ${JSON.stringify(out.replies)}`);
    return id;
  }

  seatOf(connId: string): number | null {
    return seatOfToken(this.model.record, this.conn(connId).token);
  }

  /** What this connection would be shown now. */
  stateOf(connId: string): Extract<ServerMessage, { type: "state" }> {
    const here = presence(this.model.record, this.conns, this.away, this.now);
    const view = roomView(this.game, this.model.record, here, this.standInAfterMs, this.rematchAnswerMs, this.now);
    return stateFor(this.game, this.model, view, here, this.conn(connId), true) as Extract<
      ServerMessage,
      { type: "state" }
    >;
  }

  /** Plays one random legal action for `seat` from its own view, at the current match version. */
  playRandom(connId: string): Decision | null {
    const state = this.stateOf(connId);
    const action = state.game === null ? null : this.game.randomAction(state.game, this.rng);
    if (action === null) return null;
    return this.send(connId, { type: "action", version: state.matchVersion ?? 0, action });
  }

  /**
   * The seats to act pass, each through the first of `conns` that holds it, until the match is over or
   * `most` passes were made (a game dealt nothing, where passing is all a seat can do, ends in a round).
   */
  passUntilOver(
    conns: readonly string[],
    most: number,
    send: (conn: string, message: Outgoing) => unknown = (conn, message) => this.send(conn, message),
  ): void {
    for (let moves = 0; this.model.record.phase === "playing" && moves < most; moves++) {
      const mover = conns.find((c) => this.game.toAct(this.model.state).includes(this.seatOf(c) ?? -1));
      if (!mover) return;
      send(mover, { type: "action", version: this.model.record.logLength, action: { type: "pass" } });
    }
  }

  /** Lets the model's bots and timers move, as the alarm would. */
  applyChange = (change: Parameters<typeof applyChange>[1]) => {
    this.model = applyChange(this.model, change);
  };
}

/** The reply to message `id` in `outcome`: its ack or error. */
export function replyOf(outcome: Decision): { type: string; code?: string } {
  const reply = outcome.replies.find((r) => r.type === "ack" || r.type === "error");
  if (!reply) throw new Error("no reply");
  return reply as { type: string; code?: string };
}
