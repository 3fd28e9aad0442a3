/**
 * What bench/vs-floor.ts drives: one table of a room (its players and
 * spectators, each a WebSocket that counts what it receives), whatever the
 * room's protocol. bench/bare-client.ts and bench/project-client.ts implement
 * it; only they speak their room's protocol.
 */
import WS from "ws";
import type { Random } from "../shared/engine";

/** Frames and bytes (UTF-8, as sent) one connection received, and its largest frame since `largest` was zeroed. */
export interface Meter {
  frames: number;
  bytes: number;
  largest: number;
}

export interface Table {
  /** The room's id in its URL (/parties/main/<room>). */
  readonly room: string;
  readonly players: readonly Meter[];
  readonly spectators: readonly Meter[];
  /** The game is over: `restart` before the next move. */
  over(): boolean;
  /**
   * Whoever may act moves, choosing at random from that seat's own view.
   * Resolves with the round trip in ms (sending the move → the mover holds its
   * answer) once every player holds the view that follows it.
   */
  move(rng: Random): Promise<number>;
  /** A new game at the same table; resolves once every player holds its first view. */
  restart(): Promise<void>;
  /** Connects `n` more spectators; resolves once each holds its first view. */
  addSpectators(n: number): Promise<void>;
  /**
   * Resolves once every spectator holds the players' newest version. A room
   * that folds spectators' frames (the project's: at most one per 50 ms)
   * sends the last one after the move is over; the driver waits for it at
   * the end of a measured window, so that frame's CPU is counted too.
   */
  watched(): Promise<void>;
  close(): void;
}

export interface Floor {
  readonly name: string;
  /** Opens a table ready to play (seated, game started); `seed` fixes its deal where the room allows. */
  open(host: string, seed: string): Promise<Table>;
}

/** A WebSocket that counts what it receives and hands each frame over as text. */
export class CountingSocket implements Meter {
  frames = 0;
  bytes = 0;
  largest = 0;
  private constructor(
    private readonly socket: WS,
    onText: (text: string) => void,
  ) {
    socket.on("message", (data: Buffer) => {
      this.frames++;
      this.bytes += data.length;
      if (data.length > this.largest) this.largest = data.length;
      onText(data.toString("utf8"));
    });
  }

  static async open(url: string, onText: (text: string) => void): Promise<CountingSocket> {
    const socket = new WS(url, { perMessageDeflate: false });
    // Listen from the start: a room may speak first.
    const counted = new CountingSocket(socket, onText);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return counted;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  close(): void {
    this.socket.close();
  }
}

/** Promises that resolve when a condition on received frames turns true (checked after each frame). */
export class Waits {
  private waiting: { test: () => boolean; resolve: () => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] =
    [];

  private broken: Error | null = null;

  /** Resolves once `test()` holds, now or after some frame; rejects for good once `fail` was called. */
  until(test: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w.timer !== timer);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      this.waiting.push({ test, resolve, reject, timer });
    });
  }

  /** Re-checks every wait; call after each frame. */
  check(): void {
    if (this.waiting.length === 0) return;
    this.waiting = this.waiting.filter((w) => {
      if (!w.test()) return true;
      clearTimeout(w.timer);
      w.resolve();
      return false;
    });
  }

  /** Fails every wait, now and from now on (a frame that cannot be understood). */
  fail(error: Error): void {
    this.broken ??= error;
    for (const w of this.waiting) {
      clearTimeout(w.timer);
      w.reject(error);
    }
    this.waiting = [];
  }
}

/**
 * The toy game on another framework (bench/peers/, installed on its own), for
 * `vs-floor --peers`: its floor, and the Node server the bench starts for it.
 * bench/peers/index.ts exports `peers: Peer[]`; the bench imports it by a path
 * built at run time, so the root typecheck never reads the peers' packages.
 */
export interface Peer {
  readonly floor: Floor;
  /** The framework and its version, e.g. "boardgame.io 0.50.2". */
  readonly label: string;
  /** The server's script (absolute path), run as `node --import tsx <script> --port N`. */
  readonly script: string;
  /** The line the script prints once it accepts connections. */
  readonly ready: string;
  /** Environment variables the script is started with, besides NODE_ENV=production. */
  readonly env?: Readonly<Record<string, string>>;
  /** Whether the server answers `GET /__bench/storage` with its storage writes (bench/storage-count.ts's counters); false: it stores nothing. */
  readonly countsStorage: boolean;
}
