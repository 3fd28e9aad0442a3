/**
 * Players and spectators of the toy game on boardgame.io (bgio-server.ts),
 * for bench/vs-floor.ts --peers. A raw client of boardgame.io's socket.io
 * protocol over the bench's counting WebSocket (engine.io 4 text frames:
 * `42/toy,["event",...args]`), so every byte the server sends is counted as it
 * was sent, as for the other floors; boardgame.io/client would speak the same
 * events (`sync`, `update`; answers `sync`, `update`, `matchData`) but hides
 * its socket.
 *
 * A move is boardgame.io's MAKE_MOVE action at the state id the mover holds;
 * the server answers no move by itself: the round trip ends when the mover
 * holds the state that follows it. A new game is a new match (the old one is
 * over): every connection of the table syncs to it on its socket.
 */
import { randomUUID } from "node:crypto";
import type { Random } from "../../shared/engine";
import { CountingSocket, type Floor, type Meter, type Table, Waits } from "../table";
import { freeCells } from "./toy";

/** What the client reads of boardgame.io's state; the rest it only counts. */
interface BgioState {
  readonly G: { readonly board: string };
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
  readonly _stateID: number;
}

type Metadata = readonly { readonly id: number; readonly isConnected?: boolean }[];

const NAMESPACE = "/toy";
const EVENT = `42${NAMESPACE},`;

class BgioConn {
  match = "";
  state: BgioState | null = null;
  /** Whether the match's metadata received last shows every seat connected. */
  allConnected = false;
  readonly waits = new Waits();
  socket!: CountingSocket;
  private joined = false;

  static async open(host: string, playerID: string | null): Promise<BgioConn> {
    const conn = new BgioConn(playerID);
    conn.socket = await CountingSocket.open(`ws://${host}/socket.io/?EIO=4&transport=websocket`, (text) => {
      try {
        conn.receive(text);
      } catch (e) {
        conn.waits.fail(e instanceof Error ? e : new Error(String(e)));
      }
    });
    conn.socket.send(`40${NAMESPACE},`);
    await conn.waits.until(() => conn.joined, "the socket.io namespace");
    return conn;
  }

  private constructor(readonly playerID: string | null) {}

  private receive(text: string): void {
    if (text === "2") {
      this.socket.send("3"); // engine.io ping → pong, or the server drops the socket
      return;
    }
    if (text.startsWith(`40${NAMESPACE},`)) this.joined = true;
    else if (text.startsWith(EVENT)) {
      const [event, match, ...args] = JSON.parse(text.slice(EVENT.length)) as [string, string, ...unknown[]];
      if (match !== this.match) return; // late news of the match before
      if (event === "sync") this.state = (args[0] as { state: BgioState }).state;
      else if (event === "update") this.state = args[0] as BgioState;
      else if (event === "matchData") this.allConnected = (args[0] as Metadata).every((p) => p.isConnected);
      else if (event === "patch")
        throw new Error("boardgame.io sent a patch: the toy game does not ask for deltaState");
    } else if (!text.startsWith("0{")) throw new Error(`boardgame.io frame not understood: ${text.slice(0, 80)}`);
    this.waits.check();
  }

  private emit(...args: unknown[]): void {
    this.socket.send(EVENT + JSON.stringify(args));
  }

  /** Joins `match` (created on demand by the server), as a seat or to watch; resolves once its state is here. */
  async sync(match: string): Promise<void> {
    this.match = match;
    this.state = null;
    this.allConnected = false;
    this.emit("sync", match, this.playerID, null, 2);
    await this.waits.until(() => this.state !== null, `the state of ${match}`);
  }

  /** Sends a move at the state id held; resolves with the new state id once it holds it. */
  async move(cell: number): Promise<void> {
    const state = this.state as BgioState;
    const action = { type: "MAKE_MOVE", payload: { type: "claim", args: [cell], playerID: this.playerID } };
    this.emit("update", action, state._stateID, this.match, this.playerID);
    await this.waits.until(() => (this.state?._stateID ?? -1) > state._stateID, "the state after a move");
  }
}

class BgioTable implements Table {
  private readonly watchers: BgioConn[] = [];
  private game = 0;

  constructor(
    private readonly host: string,
    readonly room: string,
    private readonly seats: readonly BgioConn[],
  ) {}

  get players(): readonly Meter[] {
    return this.seats.map((c) => c.socket);
  }

  get spectators(): readonly Meter[] {
    return this.watchers.map((c) => c.socket);
  }

  private get match(): string {
    return `${this.room}-g${this.game}`;
  }

  private current(): BgioState {
    const state = this.seats[0]?.state;
    if (!state) throw new Error("no state");
    return state;
  }

  over(): boolean {
    return this.current().ctx.gameover !== undefined;
  }

  async move(rng: Random): Promise<number> {
    const mover = this.seats[Number(this.current().ctx.currentPlayer)] as BgioConn;
    const board = (mover.state as BgioState).G.board;
    const free = freeCells(board);
    const sent = performance.now();
    await mover.move(free[rng.int(free.length)] as number);
    const rtt = performance.now() - sent;
    const id = (mover.state as BgioState)._stateID;
    for (const c of this.seats) await c.waits.until(() => (c.state?._stateID ?? -1) >= id, `state ${id}`);
    return rtt;
  }

  /** Seats and spectators sync to a new match; resolves once the seats hold its state and know both connected. */
  async restart(): Promise<void> {
    this.game++;
    await this.join([...this.seats, ...this.watchers]);
  }

  private async join(conns: readonly BgioConn[]): Promise<void> {
    // One at a time: each sync creates the match or joins it, and the server queues neither.
    for (const c of conns) await c.sync(this.match);
    // The second seat's arrival reaches both as `matchData`: wait for it, so it is not counted as a move's.
    for (const c of this.seats) await c.waits.until(() => c.allConnected, "both seats connected");
  }

  static async open(host: string, room: string): Promise<BgioTable> {
    const seats = [await BgioConn.open(host, "0"), await BgioConn.open(host, "1")];
    const table = new BgioTable(host, room, seats);
    await table.join(seats);
    return table;
  }

  async addSpectators(n: number): Promise<void> {
    const opened = await Promise.all(Array.from({ length: n }, () => BgioConn.open(this.host, null)));
    for (const c of opened) await c.sync(this.match);
    this.watchers.push(...opened);
  }

  /** This room sends every change to its spectators with the move itself: nothing comes later. */
  async watched(): Promise<void> {}

  close(): void {
    for (const c of [...this.seats, ...this.watchers]) c.socket.close();
  }
}

export const bgioFloor: Floor = {
  name: "bgio",
  open: (host, seed) => BgioTable.open(host, `bgio-${seed}-${randomUUID().slice(0, 8)}`),
};
