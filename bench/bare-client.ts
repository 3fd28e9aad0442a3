/**
 * Players and spectators of the bare room (bench/bare/server.ts): the floor's
 * side of bench/vs-floor.ts.
 */
import { randomUUID } from "node:crypto";
import type { Random } from "../shared/engine";
import { CountingSocket, type Floor, type Meter, type Table, Waits } from "./table";
import { freeCells } from "./toy/board";

interface BareView {
  readonly type: "state";
  readonly version: number;
  readonly turn: number;
  readonly board: string;
  readonly you: number | null;
  readonly over: boolean;
  readonly replyTo?: string;
}

type Frame = BareView | { type: "error"; replyTo: string | null; code: string };

/** The version a frame carries, read from its head (`{"type":"state","version":N`) without parsing the rest. */
const VERSION = /^\{"type":"state","version":(\d+)/;

class BareConn {
  view: BareView | null = null;
  /** The version of the last view received (spectators track only this). */
  version = -1;
  readonly waits = new Waits();
  private readonly replies = new Map<string, (frame: Frame) => void>();
  socket!: CountingSocket;

  static async open(host: string, room: string, seat: number | null, parse: boolean): Promise<BareConn> {
    const conn = new BareConn();
    const query = seat === null ? "" : `?seat=${seat}`;
    conn.socket = await CountingSocket.open(`ws://${host}/parties/main/${room}${query}`, (text) => {
      // A spectator only counts, and reads the version; its first view is all it parses.
      if (!parse && conn.view !== null) {
        const version = VERSION.exec(text)?.[1];
        if (version !== undefined) conn.version = Number(version);
        conn.waits.check();
        return;
      }
      conn.receive(JSON.parse(text) as Frame);
    });
    await conn.waits.until(() => conn.view !== null, "the first view");
    return conn;
  }

  private receive(frame: Frame): void {
    if (frame.type === "state") {
      this.view = frame;
      this.version = frame.version;
    }
    const reply = frame.replyTo ? this.replies.get(frame.replyTo) : undefined;
    if (reply && frame.replyTo) {
      this.replies.delete(frame.replyTo);
      reply(frame);
    }
    this.waits.check();
  }

  /** Sends a message with a fresh id; resolves with its answer (the mover's view, or an error). */
  async request(message: Record<string, unknown>): Promise<Frame> {
    const id = `m${++counter}`;
    let answer: Frame | null = null;
    this.replies.set(id, (frame) => {
      answer = frame;
    });
    this.socket.send(JSON.stringify({ ...message, id }));
    await this.waits.until(() => answer !== null, `the answer to ${String(message.type)}`);
    return answer as unknown as Frame;
  }
}

let counter = 0;

class BareTable implements Table {
  readonly spectatorConns: BareConn[] = [];

  constructor(
    private readonly host: string,
    readonly room: string,
    private readonly seats: readonly BareConn[],
  ) {}

  get players(): readonly Meter[] {
    return this.seats.map((c) => c.socket);
  }

  get spectators(): readonly Meter[] {
    return this.spectatorConns.map((c) => c.socket);
  }

  private current(): BareView {
    const view = this.seats[0]?.view;
    if (!view) throw new Error("no view");
    return view;
  }

  over(): boolean {
    return this.current().over;
  }

  async move(rng: Random): Promise<number> {
    const seat = this.current().turn;
    const mover = this.seats[seat] as BareConn;
    const board = (mover.view as BareView).board;
    const free = freeCells(board);
    const cell = free[rng.int(free.length)];
    const sent = performance.now();
    const answer = await mover.request({ type: "move", version: mover.view?.version, cell });
    const rtt = performance.now() - sent;
    if (answer.type !== "state") throw new Error(`bare room refused a move: ${answer.code}`);
    await this.synced(answer.version);
    return rtt;
  }

  async restart(): Promise<void> {
    const answer = await (this.seats[0] as BareConn).request({ type: "reset" });
    if (answer.type !== "state") throw new Error(`bare room refused a reset: ${answer.code}`);
    await this.synced(answer.version);
  }

  private async synced(version: number): Promise<void> {
    for (const c of this.seats) await c.waits.until(() => (c.view?.version ?? -1) >= version, `version ${version}`);
  }

  async addSpectators(n: number): Promise<void> {
    const opened = await Promise.all(Array.from({ length: n }, () => BareConn.open(this.host, this.room, null, false)));
    this.spectatorConns.push(...opened);
  }

  async watched(): Promise<void> {
    const version = Math.max(...this.seats.map((c) => c.version));
    for (const c of this.spectatorConns) await c.waits.until(() => c.version >= version, `spectators at ${version}`);
  }

  close(): void {
    for (const c of [...this.seats, ...this.spectatorConns]) c.socket.close();
  }
}

export const bareFloor: Floor = {
  name: "bare",
  async open(host: string, seed: string): Promise<Table> {
    const room = `bare-${seed}-${randomUUID().slice(0, 8)}`;
    const seats = [await BareConn.open(host, room, 0, true), await BareConn.open(host, room, 1, true)];
    return new BareTable(host, room, seats);
  },
};
