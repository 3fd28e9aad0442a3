/**
 * The benchmark's only speaker of this project's wire protocol
 * (shared/protocol.ts): creates a room, seats two players, starts a 2-player
 * game (Sequence, or the benches' toy game where the server registers it:
 * bench/toy/), keeps each connection's current picture and plays random legal
 * moves, each chosen from the mover's own view with the game's
 * `randomAction`, as a person at that seat could. When the wire changes, this
 * file alone changes.
 *
 * The wire (shared/protocol.ts): a connection gets its full picture (`state`)
 * on hello and whenever its seat changes; after that each change comes as one
 * `delta` frame patching the picture it holds, applied here with the client's
 * own `applyDelta` (client/picture.ts); the sender's ack rides in its delta
 * (`replyTo`), or comes as `{type:"ack", replyTo}` (or an `error`) for a
 * message that changed no picture. Spectators' deltas are folded (at most one
 * per 50 ms, each from the version that spectator holds), so a spectator may
 * catch up after the players: `watched` waits for that. A delta that does not fit the picture held,
 * or a frame of a type this file does not know, stops the benchmark rather
 * than be miscounted.
 */
import { applyDelta, deltaTo } from "../client/picture";
import type { AnyGame, Random } from "../shared/engine";
import { sequence } from "../shared/games/sequence";
import type { ClientMessage, CreateRoomResponse, ServerMessage } from "../shared/protocol";
import { CountingSocket, type Floor, type Meter, type Table, Waits } from "./table";

type Picture = Extract<ServerMessage, { type: "state" }>;
type Reply = Extract<ServerMessage, { type: "ack" | "error" }>;
/** A client message before it gets its id. */
type Outgoing = ClientMessage extends infer M ? (M extends ClientMessage ? Omit<M, "id"> : never) : never;

let counter = 0;

/**
 * The version a picture or delta brings its receiver to, read from the frame's head without parsing the rest.
 * A delta's head is written in the order of shared/room/sync/encode.ts's deltaHead: type, from, matchVersion,
 * toAct, then `to` when it is not from + 1 (a spectator's frame after a window of several changes).
 */
const VERSION =
  /^\{"type":"(?:state","version":(\d+)|delta","from":(\d+),"matchVersion":(?:\d+|null),"toAct":\[[\d,]*\](?:,"to":(\d+))?)/;

class ProjectConn {
  /** The connection's current picture of the room. */
  picture: Picture | null = null;
  /** The version a counting-only spectator holds (read from each frame's head). */
  version = -1;
  readonly waits = new Waits();
  private readonly replies = new Map<string, (reply: Reply) => void>();
  socket!: CountingSocket;

  /**
   * Connects and says hello; `parse: false` (spectators) reads frames after the first picture only to count
   * them and read the version they bring it to.
   */
  static async open(host: string, code: string, hostToken: string | null, parse: boolean): Promise<ProjectConn> {
    const conn = new ProjectConn();
    let onlyCount = false;
    conn.socket = await CountingSocket.open(`ws://${host}/parties/main/${code}`, (text) => {
      if (!onlyCount) {
        conn.receive(JSON.parse(text) as ServerMessage);
        return;
      }
      const head = VERSION.exec(text);
      // A delta without `to` brings its receiver to the next version.
      if (head) conn.version = head[1] ? Number(head[1]) : head[3] ? Number(head[3]) : Number(head[2]) + 1;
      conn.waits.check();
    });
    await conn.expectAck(conn.request(hostToken ? { type: "hello", hostToken } : { type: "hello" }));
    conn.version = conn.picture?.version ?? -1;
    onlyCount = !parse;
    return conn;
  }

  private receive(msg: ServerMessage): void {
    switch (msg.type) {
      case "state":
        if (!this.picture || msg.version >= this.picture.version) this.picture = msg;
        break;
      case "delta": {
        const next = applyDelta(this.picture, msg);
        if (!next) {
          this.waits.fail(new Error(`delta ${msg.from}→${deltaTo(msg)} does not fit version ${this.picture?.version}`));
          return;
        }
        this.picture = next;
        if (msg.replyTo) this.answer({ type: "ack", replyTo: msg.replyTo });
        break;
      }
      case "ack":
      case "error":
        this.answer(msg);
        break;
      case "seated":
      case "pong":
      case "chat":
        break;
      default:
        this.waits.fail(
          new Error(`unknown frame type ${(msg as { type: string }).type}: bench/project-client.ts must learn it`),
        );
        return;
    }
    this.waits.check();
  }

  private answer(reply: Reply): void {
    const waiting = reply.replyTo === null ? undefined : this.replies.get(reply.replyTo);
    if (waiting) {
      this.replies.delete(reply.replyTo as string);
      waiting(reply);
    } else if (reply.type === "error") {
      this.waits.fail(new Error(`the room sent an error: ${reply.code} ${reply.message}`));
    }
  }

  /** Sends a message with a fresh id; resolves with its answer (an ack, possibly riding in a delta, or an error). */
  async request(message: Outgoing): Promise<Reply> {
    const id = `b${++counter}`;
    let reply: Reply | null = null;
    this.replies.set(id, (r) => {
      reply = r;
    });
    this.socket.send(JSON.stringify({ ...message, id }));
    await this.waits.until(() => reply !== null, `the answer to ${message.type}`);
    return reply as unknown as Reply;
  }

  async expectAck(reply: Promise<Reply>): Promise<void> {
    const r = await reply;
    if (r.type === "error") throw new Error(`refused: ${r.code} ${r.message}`);
  }
}

class ProjectTable implements Table {
  private readonly watchers: ProjectConn[] = [];

  constructor(
    private readonly host: string,
    readonly room: string,
    private readonly seats: readonly ProjectConn[],
    private readonly game: AnyGame,
  ) {}

  get players(): readonly Meter[] {
    return this.seats.map((c) => c.socket);
  }

  get spectators(): readonly Meter[] {
    return this.watchers.map((c) => c.socket);
  }

  private picture(seat = 0): Picture {
    const picture = this.seats[seat]?.picture;
    if (!picture) throw new Error("no picture");
    return picture;
  }

  over(): boolean {
    return this.picture().room.phase === "over";
  }

  async move(rng: Random): Promise<number> {
    const seat = this.picture().toAct[0];
    if (seat === undefined) throw new Error("nobody to act in a game that is on");
    const mover = this.seats[seat] as ProjectConn;
    const picture = this.picture(seat);
    const action = this.game.randomAction(picture.game, rng);
    if (action === null || action === undefined) throw new Error(`seat ${seat} to act has no action`);
    const sent = performance.now();
    const reply = await mover.request({ type: "action", version: picture.matchVersion ?? 0, action });
    const rtt = performance.now() - sent;
    if (reply.type === "error") throw new Error(`seat ${seat} refused: ${reply.code} ${reply.message}`);
    await this.synced(this.picture(seat).version);
    return rtt;
  }

  /** Seat 0 proposes to play again and seat 1 accepts: the next game starts once every seat has said yes. */
  async restart(): Promise<void> {
    for (const seat of this.seats) await seat.expectAck(seat.request({ type: "rematch" }));
    await this.synced(Math.max(...this.seats.map((c) => c.picture?.version ?? 0)));
    if (this.over()) throw new Error("the rematch did not start a new game");
  }

  /** Every player holds a picture at `version` or later. */
  private async synced(version: number): Promise<void> {
    for (const c of this.seats) await c.waits.until(() => (c.picture?.version ?? -1) >= version, `version ${version}`);
  }

  async addSpectators(n: number): Promise<void> {
    for (let i = 0; i < n; i++) this.watchers.push(await ProjectConn.open(this.host, this.room, null, false));
    // Each arrival changes the spectator count everyone sees: settle before measuring.
    await this.settle();
  }

  async watched(): Promise<void> {
    const version = Math.max(...this.seats.map((c) => c.picture?.version ?? 0));
    for (const c of this.watchers) await c.waits.until(() => c.version >= version, `spectators at ${version}`);
  }

  /** Every player holds the newest picture any of them holds. */
  settle(): Promise<void> {
    return this.synced(Math.max(...this.seats.map((c) => c.picture?.version ?? 0)));
  }

  close(): void {
    for (const c of [...this.seats, ...this.watchers]) c.socket.close();
  }
}

async function createRoom(host: string, game: string, seed: string): Promise<CreateRoomResponse> {
  const res = await fetch(`http://${host}/api/rooms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, players: 2, testSeed: seed }),
  });
  if (res.status !== 201) throw new Error(`room creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateRoomResponse;
}

/**
 * This room playing `game` at 2 players: its rules are held here too, to choose each seat's random moves
 * from its view. The server must know the game (the toy: bench/toy/server-entry.ts registers it).
 */
export const projectFloor = (name: string, game: AnyGame): Floor => ({
  name,
  async open(host: string, seed: string): Promise<Table> {
    const { code, hostToken } = await createRoom(host, game.id, seed);
    const hostConn = await ProjectConn.open(host, code, hostToken, true);
    const guest = await ProjectConn.open(host, code, null, true);
    await hostConn.expectAck(hostConn.request({ type: "sit", seat: 0, name: "A" }));
    await guest.expectAck(guest.request({ type: "sit", seat: 1, name: "B" }));
    await hostConn.expectAck(hostConn.request({ type: "start" }));
    const table = new ProjectTable(host, code, [hostConn, guest], game);
    await table.settle();
    return table;
  },
});

/** This room playing 2-player Sequence, the site's game. */
export const projectSequenceFloor = projectFloor("room/seq", sequence);
