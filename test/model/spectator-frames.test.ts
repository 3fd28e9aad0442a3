/**
 * Spectators' frames are folded (shared/room/sync/pacing.ts): at most one per window,
 * the first change after a quiet window at once, the rest as one delta when
 * the window ends. Driven here through the real model and frame builder with
 * a clock the test moves by hand (no wall clock), wired as room.ts wires them;
 * every frame is folded with the client's own code (client/picture.ts), and a
 * delta that does not fit the picture a client holds fails the test (the
 * client would have had to ask for the whole picture again).
 */
import fc from "fast-check";
import type * as Party from "partykit/server";
import { describe, expect, it } from "vitest";
import { applyDelta, deltaTo, type StateMessage } from "../../client/picture";
import { Rng, seedRng } from "../../shared/engine";
import type { ServerMessage } from "../../shared/protocol";
import { presence, seatOfToken } from "../../shared/room";
import { type PacingClock, Sync } from "../../shared/room/sync";
import type { Outgoing } from "../room/client";
import { Table } from "./table";

const WINDOW_MS = 50;

/** Timers on a clock that moves only when the test says so. */
class ManualClock {
  now = 0;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private ids = 0;

  later = (fn: () => void, ms: number): (() => void) => {
    const id = ++this.ids;
    this.timers.push({ at: this.now + ms, fn, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  };

  get pending(): number {
    return this.timers.length;
  }

  /** Moves the clock on by `ms`, running each timer that falls due, in order. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next || next.at > until) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.now = next.at;
      next.fn();
    }
    this.now = until;
  }
}

interface Client {
  readonly conn: string;
  picture: StateMessage | null;
  readonly inbox: string[];
  /** Delta frames received, and those not carrying an ack (the ones folding saves). */
  deltas: number;
  /** The version of each delta received (from, to), in order. */
  readonly steps: [number, number][];
}

/** A room as room.ts runs it: the model decides, the sync tells, spectators paced on `clock`. */
class Room {
  readonly table: Table;
  readonly clock = new ManualClock();
  readonly clients = new Map<string, Client>();
  readonly sync: Sync;
  broadcasts = 0;
  private readonly rng: Rng;

  constructor(gameId: string, players: number, seed: string, windowMs = WINDOW_MS) {
    this.table = new Table(gameId, players, seed);
    this.rng = new Rng(seedRng(seed));
    const pacing: PacingClock = { frameMs: () => windowMs, later: this.clock.later };
    this.sync = new Sync({
      timing: () => ({ standInAfterMs: 30_000, rematchAnswerMs: 60_000, now: 0 }),
      send: (socket, frame) => this.clients.get(socket.id)?.inbox.push(frame),
      connections: () => this.pairs(),
      pacing,
    });
  }

  private socket(id: string): Party.Connection {
    return { id } as unknown as Party.Connection;
  }

  pairs(): [Party.Connection, ReturnType<Table["conn"]>][] {
    return this.table.conns.map((c) => [this.socket(c.id), c]);
  }

  here() {
    const { table } = this;
    return presence(table.model.record, table.conns, table.away, table.now);
  }

  /** Sends a message as room.ts's onMessage does: decide, then pictures first, then the replies. */
  deliver(id: string, message: Outgoing): readonly ServerMessage[] {
    const { table } = this;
    const outcome = table.send(id, message);
    const picture = this.sync.picture(table.game, table.model, this.here());
    const socket = this.socket(id);
    const conn = table.conns.find((c) => c.id === id);
    if (outcome.resend && conn) this.sync.full(picture, socket, conn, outcome.resend === "state+chat");
    let acked = false;
    if (outcome.resend === "state+chat" || outcome.change) {
      this.broadcasts++;
      acked = outcome.replies.length === 1 && outcome.replies[0]?.type === "ack" && !outcome.resend;
      this.sync.broadcast(picture, this.pairs(), {
        ...(outcome.resend === "state+chat" ? { except: id } : {}),
        ...(acked ? { ack: { to: id, replyTo: "reply" } } : {}),
      });
    }
    const client = this.clients.get(id);
    if (!acked) for (const reply of outcome.replies) client?.inbox.push(JSON.stringify(reply));
    if (outcome.close) this.leave(id);
    return outcome.replies;
  }

  /** A new connection that says hello (a spectator unless its tokens prove a seat). */
  join(hello: { hostToken?: string; seatToken?: string } = {}): string {
    const id = this.table.open();
    this.clients.set(id, { conn: id, picture: null, inbox: [], deltas: 0, steps: [] });
    this.deliver(id, { type: "hello", ...hello });
    return id;
  }

  leave(id: string): void {
    const { table } = this;
    table.close(id);
    this.clients.delete(id);
    this.sync.left(id);
    this.broadcasts++;
    this.sync.broadcast(this.sync.picture(table.game, table.model, this.here()), this.pairs());
  }

  /** The seat to act plays one random legal move; false when nobody can. */
  move(): boolean {
    const { table } = this;
    if (table.model.record.phase !== "playing") return false;
    const mover = table.conns.find((c) => table.game.toAct(table.model.state).includes(table.seatOf(c.id) ?? -1));
    if (!mover) return false;
    const state = table.stateOf(mover.id);
    const action = state.game === null ? null : table.game.randomAction(state.game, this.rng);
    if (action === null) return false;
    this.deliver(mover.id, { type: "action", version: state.matchVersion ?? 0, action });
    return true;
  }

  /** Every client reads what it was sent; a delta must fit the picture it holds. */
  read(): void {
    for (const client of this.clients.values()) {
      for (const frame of client.inbox.splice(0)) {
        const msg = JSON.parse(frame) as ServerMessage;
        if (msg.type === "state") client.picture = msg;
        else if (msg.type === "delta") {
          const next = applyDelta(client.picture, msg);
          expect(
            next,
            `${client.conn}: delta ${msg.from}→${deltaTo(msg)} on version ${client.picture?.version}`,
          ).not.toBe(null);
          client.picture = next;
          client.deltas++;
          client.steps.push([msg.from, deltaTo(msg)]);
        }
      }
    }
  }

  isSpectator(id: string): boolean {
    const conn = this.table.conn(id);
    return !conn.host && seatOfToken(this.table.model.record, conn.token) === null;
  }

  /** Each client holds exactly the picture the room would send it now (chat apart: it comes as its own messages). */
  expectAllCurrent(): void {
    for (const client of this.clients.values()) {
      const whole = this.table.stateOf(client.conn);
      expect(client.picture?.version).toBe(whole.version);
      expect({ ...client.picture, chat: [] }).toEqual({ ...whole, chat: [] });
      // Redaction: a spectator's picture is the view of no seat.
      if (this.isSpectator(client.conn)) {
        expect(client.picture?.game).toEqual(this.table.game.view(this.table.model.state, null));
      }
    }
  }
}

/** A started 2-player Sequence game with the host and a guest seated and two spectators. */
function startedRoom(seed = "fold", windowMs = WINDOW_MS) {
  const room = new Room("sequence", 2, seed, windowMs);
  const host = room.join({ hostToken: "H".repeat(22) });
  room.deliver(host, { type: "sit", seat: 0, name: "Ana" });
  const guest = room.join();
  room.deliver(guest, { type: "sit", seat: 1, name: "Ben" });
  const watchers = [room.join(), room.join()];
  room.deliver(host, { type: "start" });
  // The start went out at once and opened a window; let it close.
  room.clock.advance(10 * windowMs);
  room.read();
  room.expectAllCurrent();
  return { room, host, guest, watchers };
}

describe("spectators' frames are folded", () => {
  it("the first change after a quiet window goes out at once; the rest of the window comes as one delta when it ends", () => {
    const { room, host, guest, watchers } = startedRoom();
    const client = (id: string) => room.clients.get(id) as Client;
    const deltasBefore = [host, guest, ...watchers].map((id) => client(id).deltas);
    const versionBefore = room.table.model.record.version;

    expect(room.move()).toBe(true);
    room.read();
    // Leading edge: spectators hold the first move already.
    for (const w of watchers) expect(client(w).picture?.version).toBe(versionBefore + 1);
    const held = client(watchers[0] as string).picture?.version as number;

    for (let i = 0; i < 5; i++) {
      room.clock.advance(5);
      expect(room.move()).toBe(true);
    }
    room.read();
    // Players heard every move at once; spectators nothing more yet.
    for (const [i, id] of [host, guest].entries()) expect(client(id).deltas - (deltasBefore[i] as number)).toBe(6);
    for (const w of watchers) {
      expect(client(w).deltas - (deltasBefore[2] as number)).toBe(1);
      expect(client(w).picture?.version).toBe(held);
    }

    room.clock.advance(WINDOW_MS);
    room.read();
    // One delta for the five moves, from the version they held to the latest, equal to the view of no seat.
    for (const w of watchers) {
      expect(client(w).deltas - (deltasBefore[2] as number)).toBe(2);
      expect(client(w).steps.at(-1)).toEqual([held, room.table.model.record.version]);
    }
    room.expectAllCurrent();

    // Nothing changed in the next window: no frame, and the window closes.
    room.clock.advance(WINDOW_MS);
    room.read();
    for (const w of watchers) expect(client(w).deltas - (deltasBefore[2] as number)).toBe(2);
    expect(room.clock.pending).toBe(0);

    // After the quiet window the next change goes out at once again.
    expect(room.move()).toBe(true);
    room.read();
    for (const w of watchers) expect(client(w).deltas - (deltasBefore[2] as number)).toBe(3);
    room.expectAllCurrent();
  });

  it("a spectator who arrives mid-window gets its whole picture, then deltas from the version it holds", () => {
    const { room, watchers } = startedRoom("arrive");
    room.move();
    room.move();
    const late = room.join();
    room.read();
    const lateClient = room.clients.get(late) as Client;
    const joinedAt = lateClient.picture?.version as number;
    expect(joinedAt).toBe(room.table.model.record.version);
    room.move();
    room.move();
    room.clock.advance(WINDOW_MS);
    room.read();
    expect(lateClient.steps).toEqual([[joinedAt, room.table.model.record.version]]);
    const early = room.clients.get(watchers[0] as string) as Client;
    expect(early.steps.at(-1)?.[0]).toBeLessThan(joinedAt);
    room.expectAllCurrent();
  });

  it("a spectator who arrives mid-window and sees no change after gets nothing more", () => {
    const { room } = startedRoom("arrive-quiet");
    room.move();
    room.move();
    const late = room.join();
    room.clock.advance(WINDOW_MS);
    room.read();
    expect((room.clients.get(late) as Client).deltas).toBe(0);
    room.expectAllCurrent();
  });

  it("a spectator's own ack does not wait: it rides in a delta that brings that spectator up to date", () => {
    const { room, watchers } = startedRoom("ack");
    room.move();
    room.move();
    room.move();
    const [asker, other] = watchers as [string, string];
    room.deliver(asker, { type: "chat", text: "nice" });
    room.read();
    const askerClient = room.clients.get(asker) as Client;
    expect(askerClient.picture?.version).toBe(room.table.model.record.version);
    const otherClient = room.clients.get(other) as Client;
    expect(otherClient.picture?.version).toBeLessThan(room.table.model.record.version);
    room.clock.advance(WINDOW_MS);
    room.read();
    room.expectAllCurrent();
  });

  it("a spectator who takes a seat mid-window gets its whole picture at once and every change from then on", () => {
    const room = new Room("sequence", 2, "sit");
    const host = room.join({ hostToken: "H".repeat(22) });
    room.deliver(host, { type: "sit", seat: 0, name: "Ana" });
    const watcher = room.join();
    const other = room.join();
    room.read();
    // The arrivals opened a window: the seat is taken inside it.
    expect(room.clock.pending).toBe(1);
    room.deliver(watcher, { type: "sit", seat: 1, name: "Ben" });
    room.read();
    expect(room.clients.get(watcher)?.picture?.you.seat).toBe(1);
    room.deliver(host, { type: "start" });
    room.read();
    expect(room.clients.get(watcher)?.picture?.room.phase).toBe("playing");
    room.clock.advance(WINDOW_MS * 4);
    room.read();
    room.expectAllCurrent();
    expect(room.isSpectator(other)).toBe(true);
  });

  it("a whole game to its end: the last move reaches the spectators when its window ends", () => {
    const { room, watchers } = startedRoom("end");
    for (let i = 0; i < 2000 && room.move(); i++) room.clock.advance(1);
    expect(room.table.model.record.phase).toBe("over");
    room.clock.advance(WINDOW_MS);
    room.read();
    room.expectAllCurrent();
    for (const w of watchers) {
      const client = room.clients.get(w) as Client;
      expect(client.picture?.room.phase).toBe("over");
      // About one frame per window, far fewer than the moves.
      expect(client.deltas).toBeLessThan(room.table.model.record.logLength / 10);
    }
  });

  it("forget (the room closed or woke) cancels the open window and the tracking", () => {
    const { room } = startedRoom("forget");
    room.move();
    room.move();
    expect(room.clock.pending).toBe(1);
    room.sync.wake(room.table.model);
    expect(room.clock.pending).toBe(0);
  });

  it("without a window every change reaches spectators at once", () => {
    const { room, watchers } = startedRoom("no-window", 0);
    const before = (room.clients.get(watchers[0] as string) as Client).deltas;
    for (let i = 0; i < 5; i++) room.move();
    room.read();
    expect((room.clients.get(watchers[0] as string) as Client).deltas - before).toBe(5);
    expect(room.clock.pending).toBe(0);
    room.expectAllCurrent();
  });

  it("a host without a seat and the spectators are told apart: each gets its own `you`, with every change", () => {
    const room = new Room("sequence", 2, "seatless-host", 0);
    const host = room.join({ hostToken: "H".repeat(22) });
    const watcher = room.join();
    const ana = room.join();
    room.deliver(ana, { type: "sit", seat: 0, name: "Ana" });
    const ben = room.join();
    room.deliver(ben, { type: "sit", seat: 1, name: "Ben" });
    room.deliver(host, { type: "start" });
    for (let i = 0; i < 6; i++) room.move();
    room.read();
    room.expectAllCurrent();
    expect(room.clients.get(host)?.picture?.you).toMatchObject({ seat: null, host: true });
    expect(room.clients.get(watcher)?.picture?.you).toEqual({ seat: null, host: false });
  });

  it("the host's `you` comes as a patch from what its connection holds: a watcher more is one item, and a host back after missing changes is patched from its new picture", () => {
    const { room, host } = startedRoom("you-patch");
    const seatToken = room.table.conn(host).token as string;
    const youPatches = (id: string) =>
      (room.clients.get(id) as Client).inbox
        .map((frame) => JSON.parse(frame) as ServerMessage)
        .flatMap((msg) => (msg.type === "delta" && msg.you ? [msg.you] : []));

    room.join();
    // Not the whole list of watchers (three now): the one who came.
    expect(youPatches(host)).toEqual([
      { push: [["/watchers", [expect.objectContaining({ tag: expect.any(String) })]]] },
    ]);
    room.read();
    room.expectAllCurrent();

    // The host's tab closes; watchers come and go while it is away; it comes back, then one more watcher comes.
    room.leave(host);
    room.join();
    room.leave([...room.clients.keys()].find((id) => room.isSpectator(id)) as string);
    room.read();
    const back = room.join({ hostToken: "H".repeat(22), seatToken });
    room.read();
    room.join();
    expect(youPatches(back)).toHaveLength(1);
    room.clock.advance(WINDOW_MS);
    room.read();
    room.expectAllCurrent();
    expect(room.clients.get(back)?.picture?.you).toMatchObject({ seat: 0, host: true });
  });

  it("under random traffic (moves, arrivals, departures, resyncs, time passing) every delta fits and every spectator ends current", () => {
    const event = fc.oneof(
      { weight: 8, arbitrary: fc.constant({ kind: "move" as const }) },
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 80 }).map((ms) => ({ kind: "wait" as const, ms })) },
      { weight: 1, arbitrary: fc.constant({ kind: "join" as const }) },
      { weight: 1, arbitrary: fc.nat().map((n) => ({ kind: "leave" as const, n })) },
      { weight: 1, arbitrary: fc.nat().map((n) => ({ kind: "sync" as const, n })) },
      { weight: 1, arbitrary: fc.nat().map((n) => ({ kind: "chat" as const, n })) },
      { weight: 1, arbitrary: fc.constant({ kind: "read" as const }) },
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 120 }), fc.string({ maxLength: 5 }), (events, seed) => {
        const { room } = startedRoom(`random-${seed}`);
        const spectators = () => [...room.clients.keys()].filter((id) => room.isSpectator(id));
        const framesAtStart = new Map(spectators().map((id) => [id, (room.clients.get(id) as Client).deltas]));
        const broadcastsAtStart = room.broadcasts;
        for (const e of events) {
          if (e.kind === "move") room.move();
          else if (e.kind === "wait") room.clock.advance(e.ms);
          else if (e.kind === "join") room.join();
          else if (e.kind === "read") room.read();
          else {
            const list = spectators();
            const id = list[e.n % Math.max(1, list.length)];
            if (id === undefined) continue;
            if (e.kind === "leave") room.leave(id);
            else if (e.kind === "sync") room.deliver(id, { type: "sync" });
            else room.deliver(id, { type: "chat", text: "hi" });
          }
        }
        room.clock.advance(WINDOW_MS);
        room.read();
        room.expectAllCurrent();
        // Spectators were sent no more frames than there were changes.
        for (const [id, start] of framesAtStart) {
          const client = room.clients.get(id);
          if (client) expect(client.deltas - start).toBeLessThanOrEqual(room.broadcasts - broadcastsAtStart);
        }
      }),
      { numRuns: 60 },
    );
  });
});
