/**
 * A room's core (shared/room/core.ts, the code the Durable Object runs) in
 * Node, over storage held in memory, with Wire clients (wire.ts): the same
 * model, keeper, outbox and sync, without a runtime's sockets in between. For
 * building rooms far larger than a test could afford to build over sockets:
 * worst-case.test.ts builds the largest room here, then has the real runtime
 * wake it from that storage.
 */
import { serialize } from "node:v8";
import type { CreateRoomRequest } from "../../shared/protocol";
import { type Conn, heardNow } from "../../shared/room";
import { type RoomConfig, roomConfig } from "../../shared/room/config";
import { type RoomConnections, RoomCore } from "../../shared/room/core";
import { layOutRoom } from "../../shared/room/create";
import { type RoomStorage, writeNewRoom } from "../../shared/room/storage";
import type { Pair, Socket } from "../../shared/room/sync";
import { timerPacing } from "../../shared/room/sync/pacing";
import { Wire } from "./wire";

/**
 * A room's storage as a map. Like a Durable Object's, it keeps a copy of what it is given, never the object
 * itself; `bytes` is a value's size as the runtime stores it (V8's serialization, the platform's limit's measure).
 */
export class MemoryStorage implements RoomStorage {
  readonly values = new Map<string, unknown>();
  private alarm: number | null = null;

  async get<T>(key: string): Promise<T | undefined> {
    return structuredClone(this.values.get(key)) as T | undefined;
  }

  async put<T>(keyOrEntries: string | Record<string, T>, value?: T): Promise<void> {
    const entries = typeof keyOrEntries === "string" ? { [keyOrEntries]: value } : keyOrEntries;
    for (const [key, entry] of Object.entries(entries)) this.values.set(key, structuredClone(entry));
  }

  async delete(keys: string[]): Promise<number> {
    return keys.filter((key) => this.values.delete(key)).length;
  }

  async list<T>({ prefix }: { prefix: string }): Promise<Map<string, T>> {
    const keys = [...this.values.keys()].filter((key) => key.startsWith(prefix)).sort();
    return new Map(keys.map((key) => [key, structuredClone(this.values.get(key)) as T]));
  }

  async deleteAll(): Promise<void> {
    this.values.clear();
  }

  async getAlarm(): Promise<number | null> {
    return this.alarm;
  }

  async setAlarm(at: number): Promise<void> {
    this.alarm = at;
  }

  async deleteAlarm(): Promise<void> {
    this.alarm = null;
  }

  /** Each value as the runtime would store it: V8's serialization. */
  serialized(): Map<string, Buffer> {
    return new Map([...this.values].map(([key, value]) => [key, serialize(value)]));
  }
}

/** A connection: frames the room sends it go to its Wire. */
class Connection implements Socket {
  conn: Conn;
  constructor(
    readonly id: string,
    readonly wire: Wire,
    private readonly gone: (id: string) => void,
  ) {
    this.conn = { id, hello: false, token: null, host: false, clientId: null, tag: id, openedAt: Date.now() };
  }

  send(frame: string): void {
    this.wire.receive(frame);
  }

  close(): void {
    this.gone(this.id);
  }
}

class Connections implements RoomConnections<Connection> {
  readonly open = new Map<string, Connection>();
  snapshot(): Pair[] {
    return [...this.open.values()].map((c): Pair => [c, c.conn]);
  }
  all(): Iterable<Connection> {
    return this.open.values();
  }
  get(id: string): Connection | undefined {
    return this.open.get(id);
  }
  conn(socket: Connection): Conn {
    return socket.conn;
  }
  rebind(socket: Connection, conn: Conn): void {
    socket.conn = conn;
  }
  heard(socket: Connection, now: number, hidden: boolean | undefined): void {
    socket.conn = heardNow(socket.conn, now, hidden) ?? socket.conn;
  }
  // Nobody goes silent here: the room's alarm never rings in Node.
  silence(): void {}
  closed(id: string): void {
    this.open.delete(id);
  }
}

export class RoomInNode {
  readonly storage = new MemoryStorage();
  private readonly connections = new Connections();
  private readonly core: RoomCore<Connection>;
  /** Every event waits for the one before it, as a Durable Object takes them. */
  private queue: Promise<void> = Promise.resolve();
  private ids = 0;

  private constructor(config: RoomConfig) {
    this.core = new RoomCore({
      storage: this.storage,
      connections: this.connections,
      config,
      pacing: timerPacing(() => config.spectatorFrameMs),
      note: () => undefined,
    });
  }

  /** Room `code`, laid out from `request` as the room's POST lays it out (test seeds allowed), and stored. */
  static async create(
    request: CreateRoomRequest,
    code: string,
    hostToken: string,
    env: Record<string, string>,
  ): Promise<RoomInNode> {
    const room = new RoomInNode(roomConfig(env));
    const laid = layOutRoom(request, code, hostToken, true, Date.now());
    if (!laid.ok) throw new Error(`${laid.code}: ${laid.message}`);
    await writeNewRoom(room.storage, laid.model.record);
    await room.core.created({ game: laid.game, model: laid.model });
    return room;
  }

  /** A new connection. */
  open(): Wire {
    const id = `node-${++this.ids}`;
    const wire = new Wire({
      send: (text) => this.take(async () => this.message(id, text)),
      close: async () => this.closed(id),
    });
    this.connections.open.set(id, new Connection(id, wire, (gone) => void this.closed(gone)));
    return wire;
  }

  private async message(id: string, text: string): Promise<void> {
    const socket = this.connections.get(id);
    if (!socket) return;
    const message = this.core.read(socket, text, Date.now());
    if (message) await this.core.message(socket, message);
  }

  private closed(id: string): Promise<void> {
    return this.take(async () => {
      if (this.connections.get(id)) await this.core.closed(id);
    });
  }

  /**
   * Runs `event` after those before it, in a turn of the event loop of its own: ten thousand events chained
   * on promises alone would keep the process from its sockets and timers for seconds (a server's close of an
   * idle connection goes unseen, and the next request on it fails). Its failure is its caller's (unhandled:
   * the test fails), not the next event's.
   */
  private take(event: () => Promise<void>): Promise<void> {
    const done = this.queue.then(() => new Promise((turn) => setImmediate(turn))).then(event);
    this.queue = done.catch(() => undefined);
    return done;
  }
}
