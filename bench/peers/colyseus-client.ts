/**
 * Players and spectators of the toy game on Colyseus (colyseus-server.ts),
 * for bench/vs-floor.ts --peers, through Colyseus's own client (@colyseus/sdk:
 * HTTP matchmaking, then its WebSocket protocol). The first seat creates the
 * room; the other seat and spectators join it by id. What each connection
 * receives is counted on the SDK's WebSocket, frame by frame, as sent.
 */

import { Client, type Room } from "@colyseus/sdk";
import type { Random } from "../../shared/engine";
import type { Floor, Meter, Table } from "../table";
import { Waits } from "../table";
import { freeCells } from "./toy";

interface ToyView {
  readonly type: "state";
  readonly version: number;
  readonly turn: number;
  readonly board: string;
  readonly you: number | null;
  readonly over: boolean;
  readonly replyTo?: string;
}

type Answer = ToyView | { readonly type: "error"; readonly replyTo: string | null; readonly code: string };

/** The part of a WebSocket (`ws` in Node, which the SDK uses) this file listens on. */
interface Listened {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

function sizeOf(data: unknown): number {
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  if (typeof data === "string") return Buffer.byteLength(data);
  throw new Error("a Colyseus frame of unknown kind");
}

let counter = 0;

class ColyseusConn implements Meter {
  frames = 0;
  bytes = 0;
  largest = 0;
  view: ToyView | null = null;
  readonly waits = new Waits();
  private readonly replies = new Map<string, (answer: Answer) => void>();

  private constructor(readonly room: Room) {
    const ws = (room.connection.transport as unknown as { ws?: Listened }).ws;
    if (!ws || typeof ws.addEventListener !== "function")
      throw new Error("the Colyseus SDK's socket is not a WebSocket");
    // Counting starts after the join (its handshake is setup, never measured).
    ws.addEventListener("message", (event) => {
      const n = sizeOf(event.data);
      this.frames++;
      this.bytes += n;
      if (n > this.largest) this.largest = n;
    });
    room.onMessage("state", (view: ToyView) => this.receive(view));
    room.onMessage("error", (error: Answer) => this.receive(error));
  }

  static async open(client: Client, join: (client: Client) => Promise<Room>): Promise<ColyseusConn> {
    const conn = new ColyseusConn(await join(client));
    await conn.waits.until(() => conn.view !== null, "the first view");
    return conn;
  }

  private receive(answer: Answer): void {
    if (answer.type === "state") this.view = answer;
    const reply = answer.replyTo ? this.replies.get(answer.replyTo) : undefined;
    if (reply && answer.replyTo) {
      this.replies.delete(answer.replyTo);
      reply(answer);
    }
    this.waits.check();
  }

  async request(type: string, message: Record<string, unknown>): Promise<Answer> {
    const id = `m${++counter}`;
    let answer: Answer | null = null;
    this.replies.set(id, (a) => {
      answer = a;
    });
    this.room.send(type, { ...message, id });
    await this.waits.until(() => answer !== null, `the answer to ${type}`);
    return answer as unknown as Answer;
  }

  close(): void {
    void this.room.leave(true).catch(() => {});
  }
}

class ColyseusTable implements Table {
  private readonly watchers: ColyseusConn[] = [];

  constructor(
    private readonly client: Client,
    private readonly seats: readonly ColyseusConn[],
  ) {}

  get room(): string {
    return (this.seats[0] as ColyseusConn).room.roomId;
  }

  get players(): readonly Meter[] {
    return this.seats;
  }

  get spectators(): readonly Meter[] {
    return this.watchers;
  }

  private current(): ToyView {
    const view = this.seats[0]?.view;
    if (!view) throw new Error("no view");
    return view;
  }

  over(): boolean {
    return this.current().over;
  }

  async move(rng: Random): Promise<number> {
    const mover = this.seats[this.current().turn] as ColyseusConn;
    const view = mover.view as ToyView;
    const free = freeCells(view.board);
    const sent = performance.now();
    const answer = await mover.request("move", { version: view.version, cell: free[rng.int(free.length)] });
    const rtt = performance.now() - sent;
    if (answer.type !== "state") throw new Error(`Colyseus room refused a move: ${answer.code}`);
    await this.synced(answer.version);
    return rtt;
  }

  async restart(): Promise<void> {
    const answer = await (this.seats[0] as ColyseusConn).request("reset", {});
    if (answer.type !== "state") throw new Error(`Colyseus room refused a reset: ${answer.code}`);
    await this.synced(answer.version);
  }

  private async synced(version: number): Promise<void> {
    for (const c of this.seats) await c.waits.until(() => (c.view?.version ?? -1) >= version, `version ${version}`);
  }

  async addSpectators(n: number): Promise<void> {
    const id = this.room;
    const opened = await Promise.all(
      Array.from({ length: n }, () => ColyseusConn.open(this.client, (c) => c.joinById(id, {}))),
    );
    this.watchers.push(...opened);
  }

  /** This room sends every change to its spectators with the move itself: nothing comes later. */
  async watched(): Promise<void> {}

  close(): void {
    for (const c of [...this.seats, ...this.watchers]) c.close();
  }
}

export const colyseusFloor: Floor = {
  name: "colyseus",
  async open(host: string): Promise<Table> {
    const client = new Client(`http://${host}`);
    const first = await ColyseusConn.open(client, (c) => c.create("toy", { seat: 0 }));
    const id = first.room.roomId;
    const second = await ColyseusConn.open(client, (c) => c.joinById(id, { seat: 1 }));
    return new ColyseusTable(client, [first, second]);
  },
};
