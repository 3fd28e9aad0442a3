/**
 * A room in the browser, for games against the computer: the same core as the
 * Durable Object (shared/room/core.ts: the same model, bots, messages and
 * pictures) over IndexedDB (idb-storage.ts) and the page's connections, in a
 * Web Worker (worker.ts). No request leaves the browser. What only a server on
 * the internet needs (HTTP, hello timers, rate limits, the charge for guessing
 * codes) has no place here: the only one who could abuse this room is its player.
 * Events are taken one at a time, in order, as a Durable Object takes them.
 */
import { RoomErrors } from "../../shared/protocol";
import { botsToAct, type Conn, finishedGame, heardNow } from "../../shared/room";
import { roomConfig } from "../../shared/room/config";
import { type RoomConnections, RoomCore } from "../../shared/room/core";
import { layOutRoom } from "../../shared/room/create";
import type { Kept } from "../../shared/room/keeper";
import { send } from "../../shared/room/outbox";
import { readLastGame, readRoom, writeNewRoom } from "../../shared/room/storage";
import type { Pair, Socket } from "../../shared/room/sync";
import { tryAgainLater } from "../try-again-later";
import { IdbStorage } from "./idb-storage";
import { botsHere, botsLoaded } from "./lazy-bots";
import type { FromWorker, SoloConfig, SoloCreate, SoloFile } from "./messages";
import { setUpSolo } from "./set-up";

/** The finished game of code `code` as this browser holds it (only reads: it may run beside the game's worker). */
export async function soloFile(code: string): Promise<SoloFile> {
  const storage = await IdbStorage.open(code, () => undefined);
  const kept = await readRoom(storage);
  if (!kept) return { kind: "missing" };
  // The game just over, else the last one finished (kept through the next match, as the room keeps it).
  const file = finishedGame(kept.game, kept.model) ?? (await readLastGame(storage))?.file;
  return file ? { kind: "file", file } : { kind: "notOver" };
}

/** One of the page's connections (a reconnect is a new one, as over a WebSocket). */
class Port implements Socket {
  constructor(
    readonly id: string,
    private readonly post: (message: FromWorker) => void,
    private readonly gone: (id: string) => void,
  ) {}

  send(frame: string): void {
    this.post({ kind: "frame", id: this.id, data: frame });
  }

  close(code = 1000, reason = ""): void {
    this.post({ kind: "close", id: this.id, code, reason });
    this.gone(this.id);
  }
}

class Ports implements RoomConnections<Port> {
  private readonly open = new Map<string, { port: Port; conn: Conn }>();
  private readonly silenced = new Set<string>();

  add(port: Port): void {
    const conn: Conn = {
      id: port.id,
      hello: false,
      token: null,
      host: false,
      clientId: null,
      tag: port.id.slice(0, 8),
      openedAt: Date.now(),
    };
    this.open.set(port.id, { port, conn });
  }

  has(id: string): boolean {
    return this.open.has(id);
  }

  snapshot(): Pair[] {
    const pairs: Pair[] = [];
    for (const { port, conn } of this.open.values()) if (!this.silenced.has(port.id)) pairs.push([port, conn]);
    return pairs;
  }

  all(): Iterable<Port> {
    return [...this.open.values()].map((held) => held.port);
  }

  get(id: string): Port | undefined {
    return this.open.get(id)?.port;
  }

  conn(port: Port): Conn {
    return (
      this.open.get(port.id)?.conn ?? {
        id: port.id,
        hello: false,
        token: null,
        host: false,
        clientId: null,
        tag: "",
        openedAt: 0,
      }
    );
  }

  rebind(port: Port, conn: Conn): void {
    if (this.open.has(port.id)) this.open.set(port.id, { port, conn });
  }

  heard(port: Port, now: number, hidden: boolean | undefined): void {
    this.silenced.delete(port.id);
    const held = this.open.get(port.id);
    const next = held ? heardNow(held.conn, now, hidden) : null;
    if (held && next) this.open.set(port.id, { port, conn: next });
  }

  silence(id: string): void {
    this.silenced.add(id);
  }

  closed(id: string): void {
    this.silenced.delete(id);
    this.open.delete(id);
  }
}

export class LocalRoom {
  /** Every event waits for the one before it. */
  private queue: Promise<void> = Promise.resolve();
  /** Set by close: an alarm that was waiting for the computers' code rings no more. */
  private laidDown = false;
  /** Loads of the computers' code that failed in a row (try-again-later.ts waits longer after each). */
  private botFailures = 0;

  private constructor(
    private readonly core: RoomCore<Port>,
    private readonly ports: Ports,
    private readonly storage: IdbStorage,
    private readonly post: (message: FromWorker) => void,
  ) {}

  /**
   * The game of code `code`, as this browser holds it, or laid out now from `create` (the page that started
   * it) when it holds none. A code with no game and nothing to lay out answers every connection "no such room".
   */
  static async open(
    code: string,
    create: SoloCreate | null,
    solo: SoloConfig,
    post: (message: FromWorker) => void,
  ): Promise<LocalRoom> {
    let room: LocalRoom | null = null;
    const storage = await IdbStorage.open(code, () => room?.alarm());
    const env = solo.botDelayMs === undefined ? {} : { BOT_DELAY_MS: String(solo.botDelayMs) };
    const ports = new Ports();
    const config = roomConfig(env);
    const core = new RoomCore<Port>({
      storage,
      connections: ports,
      config,
      // One player and no spectators: nothing to pace.
      pacing: null,
      note: () => undefined,
    });
    room = new LocalRoom(core, ports, storage, post);
    const held = await core.start();
    if (!held && create) {
      const laid = layOutRoom(create.request, code, create.hostToken, false, Date.now());
      if (laid.ok) {
        await writeNewRoom(storage, laid.model.record);
        // Set up before the page is here: its computers wait for its hello to be armed (core.ts, created).
        await core.created(await setUpSolo(laid, create, storage, config), create.setUp === undefined);
      } else {
        console.error("solo game refused", laid.code, laid.message);
      }
    }
    // A computer that plays first has its code asked for now, while the page loads, not once the page is here.
    room.warmBots();
    return room;
  }

  /** A connection from the page. */
  connect(id: string): void {
    this.take(async () => {
      this.ports.add(new Port(id, this.post, (gone) => this.closed(gone)));
      this.post({ kind: "open", id });
    });
  }

  frame(id: string, data: string): void {
    this.take(async () => {
      const port = this.ports.get(id);
      if (!port) return;
      const message = this.core.read(port, data, Date.now());
      if (!message) return;
      if (!this.core.room) {
        send(port, {
          type: "error",
          replyTo: message.id,
          code: RoomErrors.NO_SUCH_ROOM,
          message: "This browser holds no such game.",
        });
        port.close(4004, "no such room");
        return;
      }
      await this.core.message(port, message);
    });
  }

  /** The page closed a connection (a reconnect, or the page leaving the room). */
  disconnect(id: string): void {
    this.closed(id);
  }

  private closed(id: string): void {
    this.take(async () => {
      if (!this.ports.has(id)) return;
      await this.core.closed(id);
    });
  }

  /** Once every event taken so far is done. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Lays the room down, as a closed page ends its worker: the events taken are done, and the alarm rings no more. */
  async close(): Promise<void> {
    this.laidDown = true;
    await this.queue;
    await this.storage.deleteAlarm();
  }

  /**
   * The alarm rings for a computer's move or a room's timer (a turn's, a silent page's, the room's end). Where a
   * computer has something to do and its code is not here yet, the ring waits for it, asked for again by
   * try-again-later.ts's rule while it fails to arrive; any other ring is the room's at once.
   */
  private alarm(): void {
    if (this.laidDown) return;
    const waiting = this.botsAwaited();
    if (waiting === null) {
      this.take(async () => {
        // A move taken before this ring may have given a computer its turn: then it waits for the code too.
        if (this.botsAwaited() === null) await this.core.alarm();
        else this.alarm();
      });
      return;
    }
    botsLoaded(waiting).then(
      () => {
        this.botFailures = 0;
        this.alarm();
      },
      (e) => {
        console.warn("the computer players did not load", e);
        tryAgainLater(this.botFailures++, () => this.alarm());
      },
    );
  }

  /** The game whose computers have something to do while their code is not here, or null. */
  private botsAwaited(): string | null {
    const room = this.core.room;
    if (!room || botsHere(room.game.id) || !this.computersToAct(room)) return null;
    return room.game.id;
  }

  private computersToAct({ game, model }: Kept): boolean {
    return botsToAct(game, model.record, model.state).length > 0;
  }

  private take(event: () => Promise<void>): void {
    this.queue = this.queue
      .then(event)
      .then(() => this.warmBots())
      .catch((e) => console.error("local room event failed", e));
  }

  /**
   * The computers' code is asked for once one of them has something to do (as the game is laid out, if one
   * plays first; after the player's first move, if not), so it is here by the time its pause is over, and never
   * on the way to the player's first move. A failed load is asked for again, and said, by the alarm.
   */
  private warmBots(): void {
    const room = this.core.room;
    if (room && this.computersToAct(room)) botsLoaded(room.game.id).catch(() => undefined);
  }
}
